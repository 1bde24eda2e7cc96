/** The four production Firebase variables, set, as a deployer's shell would have them. */
export const PRODUCTION_FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'my-shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'my-shop',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

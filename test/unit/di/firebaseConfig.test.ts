import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTH_EMULATOR_URL,
  emulatorStatusUrl,
  resolveFirebaseEnvironment,
  type LocalFirebaseEnvironment,
} from '@/di/firebaseConfig';

const PRODUCTION = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'leafy-shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'leafy-shop',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('resolveFirebaseEnvironment', () => {
  it('uses the real project when all four production variables are set', () => {
    const environment = resolveFirebaseEnvironment({
      ...PRODUCTION,
      MODE: 'production',
      DEV: false,
    });
    expect(environment).toEqual({
      mode: 'production',
      config: {
        apiKey: 'AIzaSyExample',
        authDomain: 'leafy-shop.firebaseapp.com',
        projectId: 'leafy-shop',
        appId: '1:123:web:abc',
      },
      emulatorUrl: null,
    });
  });

  it('ignores the emulator URL in production', () => {
    const environment = resolveFirebaseEnvironment({
      ...PRODUCTION,
      VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9999',
    });
    expect(environment.emulatorUrl).toBeNull();
  });

  it('falls back to the local emulator and the demo project when none is set', () => {
    const environment = resolveFirebaseEnvironment({ MODE: 'development', DEV: true });
    expect(environment).toEqual({
      mode: 'local',
      config: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-plants.firebaseapp.com',
        projectId: 'demo-plants',
      },
      emulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(DEFAULT_AUTH_EMULATOR_URL).toBe('http://127.0.0.1:9099');
  });

  it('treats empty and blank variables as not set (a copied .env.example)', () => {
    const environment = resolveFirebaseEnvironment({
      VITE_FIREBASE_API_KEY: '',
      VITE_FIREBASE_AUTH_DOMAIN: '  ',
      VITE_FIREBASE_PROJECT_ID: '',
      VITE_FIREBASE_APP_ID: '',
      VITE_AUTH_EMULATOR_URL: '',
    });
    expect(environment.mode).toBe('local');
    expect(environment.emulatorUrl).toBe('http://127.0.0.1:9099');
  });

  it('trims the production values', () => {
    const environment = resolveFirebaseEnvironment({
      ...PRODUCTION,
      VITE_FIREBASE_PROJECT_ID: ' leafy-shop ',
    });
    expect(environment.config.projectId).toBe('leafy-shop');
  });

  it('takes the emulator URL from VITE_AUTH_EMULATOR_URL, as an origin without a trailing slash', () => {
    expect(
      resolveFirebaseEnvironment({ VITE_AUTH_EMULATOR_URL: 'http://localhost:9199/' }).emulatorUrl,
    ).toBe('http://localhost:9199');
  });

  it('refuses an emulator URL that is not an http(s) URL', () => {
    expect(() => resolveFirebaseEnvironment({ VITE_AUTH_EMULATOR_URL: '127.0.0.1:9099' })).toThrow(
      /VITE_AUTH_EMULATOR_URL/,
    );
    expect(() =>
      resolveFirebaseEnvironment({ VITE_AUTH_EMULATOR_URL: 'ftp://127.0.0.1:9099' }),
    ).toThrow(/http\(s\)/);
  });

  it('refuses a partial production configuration, naming what is missing', () => {
    const { VITE_FIREBASE_APP_ID: _appId, ...withoutAppId } = PRODUCTION;
    expect(() => resolveFirebaseEnvironment(withoutAppId)).toThrow(
      /Incomplete Firebase configuration: VITE_FIREBASE_APP_ID not set/,
    );
    expect(() => resolveFirebaseEnvironment({ VITE_FIREBASE_API_KEY: 'key' })).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID not set/,
    );
  });

  it('refuses variables that are not strings', () => {
    expect(() => resolveFirebaseEnvironment({ ...PRODUCTION, VITE_FIREBASE_API_KEY: 42 })).toThrow(
      /Invalid Firebase configuration/,
    );
  });

  it('polls the emulator’s project config endpoint for the preview banner', () => {
    const environment = resolveFirebaseEnvironment({}) as LocalFirebaseEnvironment;
    expect(emulatorStatusUrl(environment)).toBe(
      'http://127.0.0.1:9099/emulator/v1/projects/demo-plants/config',
    );
  });
});

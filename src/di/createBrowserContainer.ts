import type { Container } from 'inversify';
import { resolveFirebaseEnvironment, type EnvironmentVariables } from './firebaseConfig';
import { createLocalContainer } from './localContainer';
import { createProductionContainer } from './productionContainer';
import { startApplication } from './startApplication';

/**
 * The browser's composition root: the real Firebase project when the
 * VITE_FIREBASE_* variables are set, otherwise the local Auth emulator with
 * the preview banner (see .env.example). Call once, before rendering: it also
 * starts what lives as long as the page (startApplication).
 */
export function createBrowserContainer(env: EnvironmentVariables = import.meta.env): Container {
  const environment = resolveFirebaseEnvironment(env);
  const baseUrl = new URL(import.meta.env.BASE_URL, window.location.href).href;
  const container =
    environment.mode === 'production'
      ? createProductionContainer(environment, baseUrl)
      : createLocalContainer(environment, baseUrl);
  startApplication(container);
  return container;
}

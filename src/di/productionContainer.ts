import { Container } from 'inversify';
import type { AuthPort } from '../modules/auth/application/AuthPort';
import { FirebaseAuthAdapter } from '../modules/auth/infrastructure/FirebaseAuthAdapter';
import { createFirebaseAuth } from '../modules/auth/infrastructure/FirebaseAuthClient';
import { bindBrowserAdapters } from './bindBrowserAdapters';
import { bindUseCases } from './bindUseCases';
import type { FirebaseEnvironment, ProductionFirebaseEnvironment } from './firebaseConfig';
import { PORTS } from './tokens';

/** Binds AuthPort to Firebase for the given environment (the emulator when it is local). */
export function bindFirebaseAuth(container: Container, environment: FirebaseEnvironment): void {
  container
    .bind<AuthPort>(PORTS.AuthPort)
    .toDynamicValue(() => new FirebaseAuthAdapter(createFirebaseAuth(environment)))
    .inSingletonScope();
}

/**
 * Composition root for the deployed shop: the real Firebase project, the
 * browser adapters, no preview banner. `baseUrl` is the site's absolute base URL.
 */
export function createProductionContainer(
  environment: ProductionFirebaseEnvironment,
  baseUrl: string,
): Container {
  const container = new Container();
  bindBrowserAdapters(container, baseUrl);
  bindFirebaseAuth(container, environment);
  bindUseCases(container);
  return container;
}

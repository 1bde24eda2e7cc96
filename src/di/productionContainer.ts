import { Container } from 'inversify';
import { bindBrowserAdapters } from './bindBrowserAdapters';
import { bindFirebaseAuth } from './bindFirebaseAuth';
import { bindStores } from './bindStores';
import { bindUseCases } from './bindUseCases';
import type { ProductionFirebaseEnvironment } from './firebaseConfig';

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
  bindStores(container);
  bindUseCases(container);
  return container;
}

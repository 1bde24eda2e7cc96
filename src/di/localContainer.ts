import { Container } from 'inversify';
import type { PreviewBackendPort } from '@/modules/preview/application/PreviewBackendPort';
import { HttpPreviewBackend } from '@/modules/preview/infrastructure/HttpPreviewBackend';
import { bindBrowserAdapters } from './bindBrowserAdapters';
import { bindFirebaseAuth } from './bindFirebaseAuth';
import { bindStores } from './bindStores';
import { bindUseCases } from './bindUseCases';
import { emulatorStatusUrl, type LocalFirebaseEnvironment } from './firebaseConfig';
import { PREVIEW_TOKENS } from './previewTokens';

/**
 * Composition root for the workspace (`npm start`): Firebase Auth against the
 * local emulator, the browser adapters, and the preview banner watching that
 * emulator. `baseUrl` is the site's absolute base URL.
 */
export function createLocalContainer(
  environment: LocalFirebaseEnvironment,
  baseUrl: string,
): Container {
  const container = new Container();
  const fetchFn = globalThis.fetch.bind(globalThis);
  bindBrowserAdapters(container, baseUrl);
  bindFirebaseAuth(container, environment);
  container
    .bind<PreviewBackendPort>(PREVIEW_TOKENS.PreviewBackendPort)
    .toDynamicValue(
      () => new HttpPreviewBackend({ url: emulatorStatusUrl(environment), fetch: fetchFn }),
    )
    .inSingletonScope();
  bindStores(container);
  bindUseCases(container);
  return container;
}

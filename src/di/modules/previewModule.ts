import { ContainerModule } from 'inversify';
import type { PreviewBackendPort } from '@/modules/preview/application/PreviewBackendPort';
import { PreviewStatusStore } from '@/modules/preview/application/PreviewStatusStore';
import { singleton } from '../singleton';
import { token } from '../Token';

export const PREVIEW = {
  /** Null where there is no workspace backend to watch (production): the banner says nothing. */
  ports: { PreviewBackendPort: token<PreviewBackendPort | null>('PreviewBackendPort') },
  stores: { PreviewStatusStore: token<PreviewStatusStore>('PreviewStatusStore') },
} as const;

/** The adapter each port of the module gets, chosen by the composition root. */
export interface PreviewAdapters {
  readonly previewBackend: () => PreviewBackendPort | null;
}

/** The preview banner's watch on the workspace's backend (spec section 7). */
export const previewModule = (adapters: PreviewAdapters) =>
  new ContainerModule(({ bind }) => {
    singleton(bind, PREVIEW.ports.PreviewBackendPort, adapters.previewBackend);
    singleton(
      bind,
      PREVIEW.stores.PreviewStatusStore,
      (get) => new PreviewStatusStore(get(PREVIEW.ports.PreviewBackendPort)),
    );
  });

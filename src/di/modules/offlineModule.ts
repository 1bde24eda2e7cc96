import { ContainerModule } from 'inversify';
import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';
import { ConnectivityStore } from '@/modules/offline/application/ConnectivityStore';
import { singleton } from '../singleton';
import { token } from '../Token';

export const OFFLINE = {
  ports: { ConnectivityPort: token<ConnectivityPort>('ConnectivityPort') },
  stores: { ConnectivityStore: token<ConnectivityStore>('ConnectivityStore') },
} as const;

/** The adapter each port of the module gets, chosen by the composition root. */
export interface OfflineAdapters {
  readonly connectivity: () => ConnectivityPort;
}

/** Whether the shop is online (ADR 0019). */
export const offlineModule = (adapters: OfflineAdapters) =>
  new ContainerModule(({ bind }) => {
    singleton(bind, OFFLINE.ports.ConnectivityPort, adapters.connectivity);
    singleton(
      bind,
      OFFLINE.stores.ConnectivityStore,
      (get) => new ConnectivityStore(get(OFFLINE.ports.ConnectivityPort)),
    );
  });

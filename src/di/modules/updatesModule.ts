import { ContainerModule } from 'inversify';
import type { AppUpdatePort } from '@/modules/updates/application/AppUpdatePort';
import { AppUpdateStore } from '@/modules/updates/application/AppUpdateStore';
import { ReloadForStaleChunk } from '@/modules/updates/application/ReloadForStaleChunk';
import { TakeNewVersion } from '@/modules/updates/application/TakeNewVersion';
import { UnsavedInput } from '@/modules/updates/application/UnsavedInput';
import { singleton } from '../singleton';
import { token } from '../Token';

export const UPDATES = {
  ports: { AppUpdatePort: token<AppUpdatePort>('AppUpdatePort') },
  useCases: {
    TakeNewVersion: token<TakeNewVersion>('TakeNewVersion'),
    ReloadForStaleChunk: token<ReloadForStaleChunk>('ReloadForStaleChunk'),
  },
  stores: {
    AppUpdateStore: token<AppUpdateStore>('AppUpdateStore'),
    UnsavedInput: token<UnsavedInput>('UnsavedInput'),
  },
} as const;

/** The adapter each port of the module gets, chosen by the composition root. */
export interface UpdatesAdapters {
  readonly appUpdate: () => AppUpdatePort;
}

/** New versions of the shop, and when a tab takes one (ADR 0019). */
export const updatesModule = (adapters: UpdatesAdapters) =>
  new ContainerModule(({ bind }) => {
    const { ports, useCases, stores } = UPDATES;
    singleton(bind, ports.AppUpdatePort, adapters.appUpdate);
    singleton(bind, stores.AppUpdateStore, (get) => new AppUpdateStore(get(ports.AppUpdatePort)));
    singleton(bind, stores.UnsavedInput, () => new UnsavedInput());
    singleton(
      bind,
      useCases.TakeNewVersion,
      (get) => new TakeNewVersion(get(ports.AppUpdatePort), get(stores.UnsavedInput)),
    );
    singleton(
      bind,
      useCases.ReloadForStaleChunk,
      (get) => new ReloadForStaleChunk(get(ports.AppUpdatePort), get(stores.UnsavedInput)),
    );
  });

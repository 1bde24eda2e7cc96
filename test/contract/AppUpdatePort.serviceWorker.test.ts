import { ServiceWorkerAppUpdate } from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';
import { describeAppUpdateContract } from './AppUpdatePort.contract';
import { FakeServiceWorkerRuntime } from './support/fakeServiceWorker';

for (const controlled of [true, false]) {
  describeAppUpdateContract(
    `ServiceWorkerAppUpdate (a page ${controlled ? 'already' : 'not yet'} controlled by the worker when it registered)`,
    {
      create() {
        const runtime = new FakeServiceWorkerRuntime(controlled);
        let reloads = 0;
        const updates = new ServiceWorkerAppUpdate({
          loadRegister: async () => runtime.register,
          serviceWorkers: runtime.serviceWorkers,
          reload: () => (reloads += 1),
        });
        return {
          updates,
          deployNewVersion: () => runtime.deployNewVersion(),
          reloads: () => reloads,
        };
      },
    },
  );
}

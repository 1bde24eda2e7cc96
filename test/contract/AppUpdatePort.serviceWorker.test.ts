import { ServiceWorkerAppUpdate } from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';
import { describeAppUpdateContract } from './AppUpdatePort.contract';
import { FakeWorkbox } from './support/fakeServiceWorker';

for (const controlledAtRegistration of [true, false]) {
  describeAppUpdateContract(
    `ServiceWorkerAppUpdate (a page ${controlledAtRegistration ? 'already' : 'not yet'} controlled by the worker when it registered)`,
    {
      create() {
        const workbox = new FakeWorkbox({ controlledAtRegistration });
        let reloads = 0;
        let network = true;
        const updates = new ServiceWorkerAppUpdate({
          loadWorkbox: async () => workbox,
          reload: () => (reloads += 1),
          askToActivate: workbox.askToActivate,
          // fetch: any answer, a 404 too, resolves; a request the network cannot carry rejects.
          askServer: () =>
            network
              ? Promise.resolve({ status: 404 })
              : Promise.reject(new TypeError('Failed to fetch')),
        });
        return {
          updates,
          watching: () => workbox.whenRegistered,
          deployNewVersion: () => workbox.deployNewVersion(),
          takeOverFromAnotherTab: async () => workbox.takeOver(),
          reloads: () => reloads,
          loseNetwork: () => (network = false),
        };
      },
    },
  );
}

import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';
import { describeAppUpdateContract } from './AppUpdatePort.contract';

describeAppUpdateContract('InMemoryAppUpdate', {
  create() {
    const updates = new InMemoryAppUpdate();
    return {
      updates,
      watching: async () => undefined,
      deployNewVersion: async () => updates.deployNewVersion(),
      takeOverFromAnotherTab: async () => updates.takeOverFromAnotherTab(),
      reloads: () => updates.reloads,
      loseNetwork: () => updates.loseNetwork(),
    };
  },
});

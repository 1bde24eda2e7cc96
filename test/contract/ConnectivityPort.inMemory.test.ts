import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';
import { describeConnectivityContract } from './ConnectivityPort.contract';

describeConnectivityContract('InMemoryConnectivity', {
  create(online) {
    const connectivity = new InMemoryConnectivity(online);
    return {
      connectivity,
      goOffline: () => connectivity.goOffline(),
      goOnline: () => connectivity.goOnline(),
    };
  },
});

import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { describeCartStorageContract } from './CartStoragePort.contract';

describeCartStorageContract('InMemoryCartStorage', {
  failures: ['writes failing'],
  create() {
    const storage = new InMemoryCartStorage();
    return {
      storage,
      changeElsewhere: storage.changeElsewhere.bind(storage),
      changeSetAsideElsewhere: storage.changeSetAsideElsewhere.bind(storage),
      breakStorage: () => storage.failWrites(true),
      repairStorage: () => storage.failWrites(false),
    };
  },
});

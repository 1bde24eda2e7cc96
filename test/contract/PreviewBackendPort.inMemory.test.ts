import { InMemoryPreviewBackend } from '@/modules/preview/infrastructure/InMemoryPreviewBackend';
import { describePreviewBackendContract } from './PreviewBackendPort.contract';

describePreviewBackendContract('InMemoryPreviewBackend', {
  create(status) {
    const backend = new InMemoryPreviewBackend(status);
    return {
      backend,
      set: (next) => backend.set(next),
      // It is told, it does not look: what it was told is already out.
      checked: async () => {},
    };
  },
});

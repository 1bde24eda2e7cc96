import { afterEach, describe, expect, it } from 'vitest';
import type { PreviewBackendPort } from '@/modules/preview/application/PreviewBackendPort';
import type { PreviewBackendStatus } from '@/modules/preview/domain/PreviewBackendStatus';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

/**
 * The PreviewBackendPort contract (src/modules/preview/application/PreviewBackendPort.ts), one
 * suite every adapter must pass. To run it against a new adapter, give
 * `describePreviewBackendContract` a setup that builds the adapter over a backend it can stop and
 * start, and says when the adapter has looked at that backend again.
 */
export interface PreviewBackendUnderTest {
  readonly backend: PreviewBackendPort;
  /** The backend from now on: answering (`running`) or not (`disconnected`). */
  set(status: PreviewBackendStatus): void;
  /**
   * Resolves once the adapter, while watched, has looked at the backend since this call and told
   * its watchers what it found. At once for an adapter that is told rather than looks.
   */
  checked(): Promise<void>;
}

export interface PreviewBackendAdapterSetup {
  /** A fresh adapter, nobody watching it yet, over a backend that is `status`. */
  create(status: PreviewBackendStatus): PreviewBackendUnderTest;
}

export function describePreviewBackendContract(
  adapterName: string,
  setup: PreviewBackendAdapterSetup,
): void {
  describe(`PreviewBackendPort contract: ${adapterName}`, () => {
    const watching: Unsubscribe[] = [];

    /** Watches until the test ends (or `stop`): an adapter that polls must not outlive it. */
    function watch(backend: PreviewBackendPort) {
      const heard: PreviewBackendStatus[] = [];
      const stop = backend.watch((status) => heard.push(status));
      watching.push(stop);
      return { heard, stop };
    }

    afterEach(() => {
      watching.splice(0).forEach((stop) => stop());
    });

    it.each(['running', 'disconnected'] as const)(
      'tells a watcher the status as soon as it is known: %s',
      async (status) => {
        const { backend, checked } = setup.create(status);
        const { heard } = watch(backend);
        await checked();
        expect(heard).toEqual([status]);
      },
    );

    it('tells every change, with the new status', async () => {
      const { backend, set, checked } = setup.create('running');
      const { heard } = watch(backend);
      await checked();
      set('disconnected');
      await checked();
      set('running');
      await checked();
      expect(heard).toEqual(['running', 'disconnected', 'running']);
    });

    it('never tells the same status twice in a row', async () => {
      const { backend, set, checked } = setup.create('disconnected');
      const { heard } = watch(backend);
      await checked();
      await checked();
      set('disconnected');
      await checked();
      set('running');
      await checked();
      set('running');
      await checked();
      await checked();
      expect(heard).toEqual(['disconnected', 'running']);
    });

    it('tells a watcher who comes later the status known now, then the changes', async () => {
      const { backend, set, checked } = setup.create('running');
      watch(backend);
      await checked();
      const late = watch(backend);
      await checked();
      expect(late.heard).toEqual(['running']);
      set('disconnected');
      await checked();
      expect(late.heard).toEqual(['running', 'disconnected']);
    });

    it('tells a watcher nothing after it stops watching, and the others go on', async () => {
      const { backend, set, checked } = setup.create('running');
      const leaving = watch(backend);
      const staying = watch(backend);
      await checked();
      leaving.stop();
      set('disconnected');
      await checked();
      expect(leaving.heard).toEqual(['running']);
      expect(staying.heard).toEqual(['running', 'disconnected']);
    });

    it('tells a watcher the status again after everyone had stopped watching', async () => {
      const { backend, set, checked } = setup.create('running');
      const first = watch(backend);
      await checked();
      first.stop();
      set('disconnected');
      const again = watch(backend);
      await checked();
      expect(first.heard).toEqual(['running']);
      expect(again.heard).toEqual(['disconnected']);
    });

    it('tells a watcher the status again after everyone had stopped watching, though unchanged', async () => {
      const { backend, checked } = setup.create('running');
      const first = watch(backend);
      await checked();
      first.stop();
      const again = watch(backend);
      await checked();
      expect(first.heard).toEqual(['running']);
      expect(again.heard).toEqual(['running']);
    });
  });
}

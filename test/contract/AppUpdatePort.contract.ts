import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppUpdatePort } from '@/modules/updates/application/AppUpdatePort';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

/**
 * The AppUpdatePort contract (src/modules/updates/application/AppUpdatePort.ts), one suite every
 * adapter must pass. To run it against a new adapter, give `describeAppUpdateContract` a setup
 * that builds the adapter for an open page, says when it watches for new versions, can deploy a
 * new version behind it, can let it in from another tab, and counts the page's reloads.
 */
export interface AppUpdateUnderTest {
  readonly updates: AppUpdatePort;
  /**
   * Resolves once the adapter, listened to, watches for new versions (a service worker adapter:
   * its worker registered), so that a call made next meets it ready, not still starting.
   */
  watching(): Promise<void>;
  /** A new version is deployed and the browser has fetched it: it now waits. */
  deployNewVersion(): Promise<void>;
  /** Another open tab of the shop lets the waiting version in. */
  takeOverFromAnotherTab(): Promise<void>;
  /** How many times the page has reloaded. */
  reloads(): number;
  /** From now on the network carries no request: the server cannot answer. */
  loseNetwork(): void;
}

export interface AppUpdateAdapterSetup {
  /** A fresh adapter for a page opened on the current version. */
  create(): AppUpdateUnderTest;
}

export function describeAppUpdateContract(adapterName: string, setup: AppUpdateAdapterSetup): void {
  describe(`AppUpdatePort contract: ${adapterName}`, () => {
    const subscriptions: Unsubscribe[] = [];

    function listen(updates: AppUpdatePort): { heard: () => number; stop: Unsubscribe } {
      let count = 0;
      const stop = updates.onUpdateReady(() => (count += 1));
      subscriptions.push(stop);
      return { heard: () => count, stop };
    }

    function listenForTakeOver(updates: AppUpdatePort): { heard: () => number; stop: Unsubscribe } {
      let count = 0;
      const stop = updates.onTakenOver(() => (count += 1));
      subscriptions.push(stop);
      return { heard: () => count, stop };
    }

    afterEach(() => {
      subscriptions.splice(0).forEach((stop) => stop());
    });

    it('says nothing while no new version waits, and applyUpdate then does nothing', async () => {
      const page = setup.create();
      const { heard } = listen(page.updates);
      const takeOver = listenForTakeOver(page.updates);
      await page.updates.applyUpdate();
      await Promise.resolve();
      expect(heard()).toBe(0);
      expect(takeOver.heard()).toBe(0);
      expect(page.reloads()).toBe(0);
    });

    it('applyUpdate with no version waiting does nothing once it watches: a version that comes later is let in as usual', async () => {
      const page = setup.create();
      const ready = listen(page.updates);
      const takeOver = listenForTakeOver(page.updates);
      await page.watching();
      await page.updates.applyUpdate();
      await Promise.resolve();
      expect({ takeOvers: takeOver.heard(), reloads: page.reloads() }).toEqual({
        takeOvers: 0,
        reloads: 0,
      });

      await page.deployNewVersion();
      await vi.waitFor(() => expect(ready.heard()).toBe(1));
      await page.updates.applyUpdate();
      await vi.waitFor(() => expect(takeOver.heard()).toBe(1));
      expect(page.reloads()).toBe(0);
    });

    it('tells its listeners once a new version waits, and nothing changes on its own', async () => {
      const page = setup.create();
      const first = listen(page.updates);
      const second = listen(page.updates);
      await page.deployNewVersion();
      await vi.waitFor(() => expect(first.heard()).toBe(1));
      expect(second.heard()).toBe(1);
      expect(page.reloads()).toBe(0);
    });

    it('a second new version while one waits: nobody is told again, and it takes over once', async () => {
      const page = setup.create();
      const first = listen(page.updates);
      const second = listen(page.updates);
      const takeOver = listenForTakeOver(page.updates);
      await page.deployNewVersion();
      await vi.waitFor(() => expect(first.heard()).toBe(1));
      await page.deployNewVersion();
      await page.updates.applyUpdate();
      await vi.waitFor(() => expect(takeOver.heard()).toBeGreaterThan(0));
      await Promise.resolve();
      expect({
        first: first.heard(),
        second: second.heard(),
        takeOvers: takeOver.heard(),
        reloads: page.reloads(),
      }).toEqual({ first: 1, second: 1, takeOvers: 1, reloads: 0 });
    });

    it('tells a listener that arrives after the new version is waiting, at once', async () => {
      const page = setup.create();
      listen(page.updates);
      await page.deployNewVersion();
      const late = listen(page.updates);
      expect(late.heard()).toBe(1);
    });

    it('tells nothing more to a listener that has unsubscribed', async () => {
      const page = setup.create();
      const keep = listen(page.updates);
      const leave = listen(page.updates);
      leave.stop();
      await page.deployNewVersion();
      await vi.waitFor(() => expect(keep.heard()).toBe(1));
      expect(leave.heard()).toBe(0);
    });

    it('tells nothing of a take-over to a listener that has unsubscribed', async () => {
      const page = setup.create();
      listen(page.updates);
      const keep = listenForTakeOver(page.updates);
      const leave = listenForTakeOver(page.updates);
      leave.stop();
      await page.deployNewVersion();
      await page.updates.applyUpdate();
      await vi.waitFor(() => expect(keep.heard()).toBe(1));
      expect(leave.heard()).toBe(0);
    });

    it('applyUpdate lets the waiting version take over: heard once, and the page does not reload', async () => {
      const page = setup.create();
      listen(page.updates);
      const takeOver = listenForTakeOver(page.updates);
      await page.deployNewVersion();
      await page.updates.applyUpdate();
      await vi.waitFor(() => expect(takeOver.heard()).toBe(1));
      await page.updates.applyUpdate();
      await Promise.resolve();
      expect(takeOver.heard()).toBe(1);
      expect(page.reloads()).toBe(0);
      const late = listenForTakeOver(page.updates);
      expect(late.heard()).toBe(1);
    });

    it('another tab letting the version in takes this page over too; it does not reload', async () => {
      const page = setup.create();
      listen(page.updates);
      const takeOver = listenForTakeOver(page.updates);
      await page.deployNewVersion();
      await page.takeOverFromAnotherTab();
      await vi.waitFor(() => expect(takeOver.heard()).toBe(1));
      expect(page.reloads()).toBe(0);
    });

    it('reload reloads the page', () => {
      const page = setup.create();
      page.updates.reload();
      expect(page.reloads()).toBe(1);
    });

    it('serverAnswers says whether the server answers, and never reloads the page', async () => {
      const page = setup.create();
      const online = await page.updates.serverAnswers();
      page.loseNetwork();
      const offline = await page.updates.serverAnswers();
      expect({ online, offline, reloads: page.reloads() }).toEqual({
        online: true,
        offline: false,
        reloads: 0,
      });
    });
  });
}

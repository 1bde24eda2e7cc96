import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ServiceWorkerAppUpdate,
  TAKE_OVER_NUDGE_MS,
  UPDATE_CHECK_INTERVAL_MS,
  type WorkboxWindow,
} from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';
import { FakeWorkbox } from '@test/contract/support/fakeServiceWorker';

// What the contract (test/contract/AppUpdatePort.contract.ts) does not say: when the worker is
// registered, a browser without service workers, a worker that cannot be registered, the open
// page's hourly look for a new version, another tab's Reload, and a take-over Chromium holds back.

afterEach(() => {
  vi.useRealTimers();
});

function adapter(workbox: WorkboxWindow, warn = vi.fn()) {
  const loadWorkbox = vi.fn(async () => workbox);
  const reload = vi.fn();
  const askToActivate = vi.fn(workbox instanceof FakeWorkbox ? workbox.askToActivate : () => {});
  const updates = new ServiceWorkerAppUpdate({
    loadWorkbox,
    reload,
    askToActivate,
    askServer: vi.fn(),
    warn,
  });
  return { updates, loadWorkbox, reload, askToActivate, warn };
}

describe('ServiceWorkerAppUpdate', () => {
  it('registers the worker when the first listener arrives, and once for any number of them', async () => {
    const workbox = new FakeWorkbox();
    const { updates, loadWorkbox } = adapter(workbox);
    expect(loadWorkbox).not.toHaveBeenCalled();
    const stop = updates.onUpdateReady(() => {});
    updates.onUpdateReady(() => {});
    await workbox.whenRegistered;
    stop();
    updates.onUpdateReady(() => {});
    await Promise.resolve();
    expect(loadWorkbox).toHaveBeenCalledTimes(1);
    expect(workbox.registrations).toBe(1);
  });

  it('in a browser without service workers: loads no worker, never says a version waits', async () => {
    const updates = new ServiceWorkerAppUpdate({
      loadWorkbox: null,
      reload: vi.fn(),
      askToActivate: vi.fn(),
      askServer: vi.fn(),
    });
    const listener = vi.fn();
    updates.onUpdateReady(listener);
    await updates.applyUpdate();
    await Promise.resolve();
    expect(listener).not.toHaveBeenCalled();
  });

  it('a worker that cannot be loaded or registered is a warning: the shop goes on without it', async () => {
    const warn = vi.fn();
    const failing = new ServiceWorkerAppUpdate({
      loadWorkbox: () => Promise.reject(new Error('chunk failed')),
      reload: vi.fn(),
      askToActivate: vi.fn(),
      askServer: vi.fn(),
      warn,
    });
    failing.onUpdateReady(() => {});
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));

    const refusing = new FakeWorkbox();
    refusing.register = () => Promise.reject(new Error('blocked'));
    const refused = adapter(refusing, warn);
    refused.updates.onUpdateReady(() => {});
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    await expect(refused.updates.applyUpdate()).resolves.toBeUndefined();
  });

  it('an open page asks for a new version every hour', async () => {
    vi.useFakeTimers();
    const workbox = new FakeWorkbox();
    const { updates } = adapter(workbox);
    updates.onUpdateReady(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(workbox.checks).toBe(0);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(workbox.checks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(workbox.checks).toBe(1);
    vi.advanceTimersByTime(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(workbox.checks).toBe(3);
  });

  it('a failed look for a new version (offline) is ignored until the next one', async () => {
    vi.useFakeTimers();
    const workbox = new FakeWorkbox();
    workbox.update = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const updates = new ServiceWorkerAppUpdate({
      loadWorkbox: async () => workbox,
      reload: vi.fn(),
      askToActivate: vi.fn(),
      askServer: vi.fn(),
      checkEveryMs: 1000,
    });
    updates.onUpdateReady(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(workbox.update).toHaveBeenCalledTimes(2);
  });

  it('Reload sends the waiting version one skip-waiting message; the page hears it took over, and does not reload itself', async () => {
    const workbox = new FakeWorkbox();
    const { updates, reload } = adapter(workbox);
    const tookOver = vi.fn();
    updates.onUpdateReady(() => {});
    updates.onTakenOver(tookOver);
    await workbox.deployNewVersion();
    await updates.applyUpdate();
    expect(workbox.skipWaitingMessages).toBe(1);
    expect(tookOver).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    updates.reload();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  // workbox-window tells every tab of a waiting worker and of `controlling`: a tab that reloaded
  // on it lost what was typed in it (the application decides when: TakeNewVersion).
  it("another tab's Reload: the new version takes this page over too, and it does not reload on its own", async () => {
    const workbox = new FakeWorkbox();
    const { updates, reload } = adapter(workbox);
    const tookOver = vi.fn();
    updates.onUpdateReady(() => {});
    updates.onTakenOver(tookOver);
    await workbox.deployNewVersion();
    workbox.takeOver();
    expect(reload).not.toHaveBeenCalled();
    expect(tookOver).toHaveBeenCalledTimes(1);
    // A listener that arrives later hears it at once.
    const late = vi.fn();
    updates.onTakenOver(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  describe('a take-over Chromium holds back (a request from another tab restarted the old version)', () => {
    async function reloadPressed(workbox: FakeWorkbox) {
      vi.useFakeTimers();
      const page = adapter(workbox);
      const tookOver = vi.fn();
      page.updates.onUpdateReady(() => {});
      page.updates.onTakenOver(tookOver);
      await workbox.deployNewVersion();
      await page.updates.applyUpdate();
      return { ...page, tookOver };
    }

    it('is asked for once more after TAKE_OVER_NUDGE_MS, and the page hears when it comes', async () => {
      const workbox = new FakeWorkbox({ holdsBack: true });
      const { updates, tookOver: reload, askToActivate } = await reloadPressed(workbox);
      await updates.applyUpdate(); // a second press changes nothing
      expect(workbox.skipWaitingMessages).toBe(1);
      vi.advanceTimersByTime(TAKE_OVER_NUDGE_MS - 1);
      expect(askToActivate).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(askToActivate).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10 * TAKE_OVER_NUDGE_MS);
      expect(askToActivate).toHaveBeenCalledTimes(1);
    });

    it('a take-over in time is not asked for again', async () => {
      const workbox = new FakeWorkbox();
      const { tookOver: reload, askToActivate } = await reloadPressed(workbox);
      expect(reload).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10 * TAKE_OVER_NUDGE_MS);
      expect(askToActivate).not.toHaveBeenCalled();
    });

    it('with no version waiting, Reload asks nothing of the browser', async () => {
      vi.useFakeTimers();
      const workbox = new FakeWorkbox({ holdsBack: true });
      const { updates, askToActivate } = adapter(workbox);
      updates.onUpdateReady(() => {});
      await workbox.whenRegistered;
      await updates.applyUpdate();
      vi.advanceTimersByTime(10 * TAKE_OVER_NUDGE_MS);
      expect(askToActivate).not.toHaveBeenCalled();
      expect(workbox.skipWaitingMessages).toBe(0);
    });
  });
});

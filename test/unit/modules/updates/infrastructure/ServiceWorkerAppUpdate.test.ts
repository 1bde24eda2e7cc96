import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RESUME_WINDOW_MS,
  ServiceWorkerAppUpdate,
  STALLED_RELOAD_RETRIES,
  TAKE_OVER_TIMEOUT_MS,
  UPDATE_CHECK_INTERVAL_MS,
  UPDATE_REQUESTED_KEY,
  type RegisterServiceWorker,
  type TabStorage,
} from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';
import {
  FakeServiceWorkerContainer,
  FakeServiceWorkerRuntime,
} from '@test/contract/support/fakeServiceWorker';

// What the contract (test/contract/AppUpdatePort.contract.ts) does not say: when the worker is
// registered, a browser without service workers, a worker that cannot be registered, and the
// open page's hourly look for a new version.

afterEach(() => {
  vi.useRealTimers();
});

/** A tab's sessionStorage. */
function memoryTabStorage(): TabStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function adapter(
  runtime: FakeServiceWorkerRuntime,
  overrides: { warn?: () => void; tabStorage?: TabStorage } = {},
) {
  const loadRegister = vi.fn(async () => runtime.register);
  const reload = vi.fn();
  const updates = new ServiceWorkerAppUpdate({
    loadRegister,
    serviceWorkers: runtime.serviceWorkers,
    reload,
    ...overrides,
  });
  return { updates, loadRegister, reload };
}

describe('ServiceWorkerAppUpdate', () => {
  it('registers the worker when the first listener arrives, and once for any number of them', async () => {
    const runtime = new FakeServiceWorkerRuntime();
    const { updates, loadRegister } = adapter(runtime);
    expect(loadRegister).not.toHaveBeenCalled();
    const stop = updates.onUpdateReady(() => {});
    updates.onUpdateReady(() => {});
    await runtime.whenRegistered;
    stop();
    updates.onUpdateReady(() => {});
    await Promise.resolve();
    expect(loadRegister).toHaveBeenCalledTimes(1);
    expect(runtime.registrations).toBe(1);
  });

  it('in a browser without service workers: never loads the worker, never says a version waits', async () => {
    const loadRegister = vi.fn<() => Promise<RegisterServiceWorker>>();
    const updates = new ServiceWorkerAppUpdate({
      loadRegister,
      serviceWorkers: null,
      reload: vi.fn(),
    });
    const listener = vi.fn();
    updates.onUpdateReady(listener);
    await updates.applyUpdate();
    expect(loadRegister).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('a worker that cannot be loaded or registered is a warning: the shop goes on without it', async () => {
    const warn = vi.fn();
    const failing = new ServiceWorkerAppUpdate({
      loadRegister: () => Promise.reject(new Error('chunk failed')),
      serviceWorkers: new FakeServiceWorkerContainer(),
      reload: vi.fn(),
      warn,
    });
    failing.onUpdateReady(() => {});
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));

    const refused = new ServiceWorkerAppUpdate({
      loadRegister: async () => (options) => {
        options.onRegisterError?.(new Error('blocked'));
        return async () => {};
      },
      serviceWorkers: new FakeServiceWorkerContainer(),
      reload: vi.fn(),
      warn,
    });
    refused.onUpdateReady(() => {});
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    await expect(refused.applyUpdate()).resolves.toBeUndefined();
  });

  it('an open page asks for a new version every hour, and stops once it reloads', async () => {
    vi.useFakeTimers();
    const runtime = new FakeServiceWorkerRuntime();
    const { updates } = adapter(runtime);
    updates.onUpdateReady(() => {});
    await runtime.whenRegistered;
    expect(runtime.registration.checks).toBe(0);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(runtime.registration.checks).toBe(0);
    vi.advanceTimersByTime(1);
    expect(runtime.registration.checks).toBe(1);
    vi.advanceTimersByTime(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(runtime.registration.checks).toBe(3);

    await runtime.deployNewVersion();
    await updates.applyUpdate();
    vi.advanceTimersByTime(2 * UPDATE_CHECK_INTERVAL_MS);
    expect(runtime.registration.checks).toBe(3);
  });

  it('a failed look for a new version (offline) is ignored until the next one', async () => {
    vi.useFakeTimers();
    let checks = 0;
    const updates = new ServiceWorkerAppUpdate({
      loadRegister: async () => (options) => {
        options.onRegisteredSW?.('/sw.js', {
          update: () => {
            checks += 1;
            return Promise.reject(new TypeError('Failed to fetch'));
          },
          waiting: null,
          installing: null,
        });
        return async () => {};
      },
      serviceWorkers: new FakeServiceWorkerContainer(),
      reload: vi.fn(),
      checkEveryMs: 1000,
    });
    updates.onUpdateReady(() => {});
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(checks).toBe(2);
  });

  it('reloads only after the new version has taken over, and only once', async () => {
    const runtime = new FakeServiceWorkerRuntime(true);
    const { updates, reload } = adapter(runtime);
    updates.onUpdateReady(() => {});
    await runtime.deployNewVersion();
    expect(reload).not.toHaveBeenCalled();
    await updates.applyUpdate();
    expect(runtime.skipWaitingMessages).toBe(1);
    // Both controllerchange and registerSW's own signal said so: one reload.
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("Reload reaches the new version when the page heard 'installed' before the registration showed it waiting", async () => {
    const runtime = new FakeServiceWorkerRuntime(true);
    const { updates, reload } = adapter(runtime);
    updates.onUpdateReady(() => {});
    await runtime.deployNewVersion({ registrationCaughtUp: false });
    await updates.applyUpdate();
    expect(runtime.skipWaitingMessages).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  describe('a new version Chromium holds back after Reload (the old one was busy)', () => {
    /** Reload pressed (fake timers) while the new version is held back. */
    async function reloadPressedWhileHeldBack() {
      vi.useFakeTimers();
      const runtime = new FakeServiceWorkerRuntime(true);
      const tabStorage = memoryTabStorage();
      const { updates, reload } = adapter(runtime, { tabStorage });
      updates.onUpdateReady(() => {});
      await vi.advanceTimersByTimeAsync(0);
      await runtime.deployNewVersion({ parked: true });
      await updates.applyUpdate();
      return { runtime, tabStorage, updates, reload };
    }

    it('reloads the page anyway once the take-over is overdue, and marks this tab as having asked', async () => {
      const { runtime, tabStorage, updates, reload } = await reloadPressedWhileHeldBack();
      await updates.applyUpdate(); // a second press changes nothing
      expect(runtime.skipWaitingMessages).toBe(1);
      vi.advanceTimersByTime(TAKE_OVER_TIMEOUT_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(tabStorage.items.has(UPDATE_REQUESTED_KEY)).toBe(true);
      // That reload wakes the take-over; a reload begun while the new version activates can
      // stall, so once it is active the page reloads once more.
      runtime.activateParkedVersion();
      expect(reload).toHaveBeenCalledTimes(1);
      runtime.serviceWorkers.controller!.moveTo('activated');
      expect(reload).toHaveBeenCalledTimes(2);
    });

    it('a reload that has not replaced the page in as long again is made anew, a bounded number of times', async () => {
      const { reload } = await reloadPressedWhileHeldBack();
      vi.advanceTimersByTime(TAKE_OVER_TIMEOUT_MS);
      expect(reload).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(TAKE_OVER_TIMEOUT_MS);
      expect(reload).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(10 * TAKE_OVER_TIMEOUT_MS);
      expect(reload).toHaveBeenCalledTimes(1 + STALLED_RELOAD_RETRIES);
    });

    it('a take-over in time reloads once and leaves no mark', async () => {
      const { runtime, tabStorage, reload } = await reloadPressedWhileHeldBack();
      vi.advanceTimersByTime(TAKE_OVER_TIMEOUT_MS - 1);
      runtime.activateParkedVersion();
      runtime.serviceWorkers.controller!.moveTo('activated');
      vi.advanceTimersByTime(TAKE_OVER_TIMEOUT_MS);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(tabStorage.items.size).toBe(0);
    });

    it('the page that reload opened reloads when the new version takes it over, within the window', () => {
      vi.useFakeTimers();
      const runtime = new FakeServiceWorkerRuntime(true);
      const tabStorage = memoryTabStorage();
      tabStorage.setItem(UPDATE_REQUESTED_KEY, '1');
      const { updates, reload } = adapter(runtime, { tabStorage });
      updates.resumeRequestedUpdate();
      expect(tabStorage.items.size).toBe(0);
      runtime.serviceWorkers.dispatchEvent(new Event('controllerchange'));
      runtime.serviceWorkers.dispatchEvent(new Event('controllerchange'));
      expect(reload).toHaveBeenCalledTimes(1);

      const later = new FakeServiceWorkerRuntime(true);
      tabStorage.setItem(UPDATE_REQUESTED_KEY, '1');
      const next = adapter(later, { tabStorage });
      next.updates.resumeRequestedUpdate();
      vi.advanceTimersByTime(RESUME_WINDOW_MS);
      later.serviceWorkers.dispatchEvent(new Event('controllerchange'));
      expect(next.reload).not.toHaveBeenCalled();
    });

    /** A page started in a tab whose last page reloaded for a take-over overdue. */
    async function startedAfterTheFallbackReload(runtime: FakeServiceWorkerRuntime) {
      const tabStorage = memoryTabStorage();
      tabStorage.setItem(UPDATE_REQUESTED_KEY, '1');
      const { updates, reload } = adapter(runtime, { tabStorage });
      updates.resumeRequestedUpdate();
      await runtime.serviceWorkers.ready;
      await Promise.resolve();
      return reload;
    }

    it('the page that reload opened, served just before the new version began to activate, reloads once it is active', async () => {
      const runtime = new FakeServiceWorkerRuntime(true);
      const oldVersion = runtime.serviceWorkers.controller!;
      const newVersion = runtime.serviceWorkers.takeOver();
      runtime.serviceWorkers.controller = oldVersion; // served by the old one
      const reload = await startedAfterTheFallbackReload(runtime);
      expect(reload).not.toHaveBeenCalled();
      newVersion.moveTo('activated');
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('a page that came from the network, not from a worker, stays', async () => {
      const runtime = new FakeServiceWorkerRuntime(true);
      runtime.serviceWorkers.controller = null;
      const reload = await startedAfterTheFallbackReload(runtime);
      runtime.serviceWorkers.takeOver().moveTo('activated');
      expect(reload).not.toHaveBeenCalled();
    });

    it('the page that reload opened in the new version stays', async () => {
      const runtime = new FakeServiceWorkerRuntime(true);
      const reload = await startedAfterTheFallbackReload(runtime);
      expect(reload).not.toHaveBeenCalled();
    });

    it('a tab that did not ask is not reloaded by a take-over, nor is a tab whose storage is refused', () => {
      const runtime = new FakeServiceWorkerRuntime(true);
      const { updates, reload } = adapter(runtime, { tabStorage: memoryTabStorage() });
      updates.resumeRequestedUpdate();
      runtime.serviceWorkers.dispatchEvent(new Event('controllerchange'));
      expect(reload).not.toHaveBeenCalled();

      const refusing: TabStorage = {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
        setItem: () => {},
        removeItem: () => {},
      };
      const other = adapter(runtime, { tabStorage: refusing });
      expect(() => other.updates.resumeRequestedUpdate()).not.toThrow();
      runtime.serviceWorkers.dispatchEvent(new Event('controllerchange'));
      expect(other.reload).not.toHaveBeenCalled();
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ServiceWorkerAppUpdate,
  UPDATE_CHECK_INTERVAL_MS,
  type RegisterServiceWorker,
} from '@/modules/updates/infrastructure/ServiceWorkerAppUpdate';
import { FakeServiceWorkerRuntime } from '@test/contract/support/fakeServiceWorker';

// What the contract (test/contract/AppUpdatePort.contract.ts) does not say: when the worker is
// registered, a browser without service workers, a worker that cannot be registered, and the
// open page's hourly look for a new version.

afterEach(() => {
  vi.useRealTimers();
});

function adapter(runtime: FakeServiceWorkerRuntime, overrides: { warn?: () => void } = {}) {
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
      serviceWorkers: new EventTarget(),
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
      serviceWorkers: new EventTarget(),
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
      serviceWorkers: new EventTarget(),
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
});

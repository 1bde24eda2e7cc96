import { describe, expect, it, vi } from 'vitest';
import { AppUpdateStore } from '@/modules/updates/application/AppUpdateStore';
import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';

describe('AppUpdateStore', () => {
  it('says no version waits until the port says one does, then tells its watchers once', () => {
    const updates = new InMemoryAppUpdate();
    const store = new AppUpdateStore(updates);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBe(false);
    updates.deployNewVersion();
    updates.deployNewVersion();
    expect(store.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a port that says so twice still tells its watchers once', () => {
    let ready: () => void = () => {};
    const store = new AppUpdateStore({
      onUpdateReady: (listener) => {
        ready = listener;
        return () => {};
      },
      onTakenOver: () => () => {},
      applyUpdate: async () => {},
      reload: () => {},
      serverAnswers: async () => true,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    ready();
    ready();
    expect(store.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('watches the port only while watched; a watcher that comes back hears again', () => {
    const updates = new InMemoryAppUpdate();
    const watch = vi.spyOn(updates, 'onUpdateReady');
    const store = new AppUpdateStore(updates);
    expect(watch).not.toHaveBeenCalled();
    const stop = store.subscribe(() => {});
    updates.deployNewVersion();
    stop();
    expect(store.getSnapshot()).toBe(false);
    store.subscribe(() => {});
    expect(store.getSnapshot()).toBe(true);
    expect(watch).toHaveBeenCalledTimes(2);
  });
});

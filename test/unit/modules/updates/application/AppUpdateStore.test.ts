import { describe, expect, it, vi } from 'vitest';
import { AppUpdateStore } from '@/modules/updates/application/AppUpdateStore';
import { ApplyAppUpdate } from '@/modules/updates/application/ApplyAppUpdate';
import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';

describe('AppUpdateStore (issue 16)', () => {
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

describe('ApplyAppUpdate (issue 16)', () => {
  it('lets the waiting version take over, reloading the page once', async () => {
    const updates = new InMemoryAppUpdate();
    await new ApplyAppUpdate(updates).execute();
    expect(updates.reloads).toBe(0);
    updates.deployNewVersion();
    await new ApplyAppUpdate(updates).execute();
    expect(updates.reloads).toBe(1);
  });
});

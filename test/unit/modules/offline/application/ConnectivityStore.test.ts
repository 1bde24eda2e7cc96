import { describe, expect, it, vi } from 'vitest';
import { ConnectivityStore } from '@/modules/offline/application/ConnectivityStore';
import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';

describe('ConnectivityStore', () => {
  it('reads the browser’s state even before anyone watches', () => {
    expect(new ConnectivityStore(new InMemoryConnectivity(false)).getSnapshot()).toBe(false);
    expect(new ConnectivityStore(new InMemoryConnectivity(true)).getSnapshot()).toBe(true);
  });

  it('tells its watchers of each change, and stops watching the port when the last one leaves', () => {
    const connectivity = new InMemoryConnectivity();
    const watch = vi.spyOn(connectivity, 'onChange');
    const store = new ConnectivityStore(connectivity);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    connectivity.goOffline();
    expect(store.getSnapshot()).toBe(false);
    connectivity.goOnline();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    connectivity.goOffline();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(watch).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { PreviewStatusStore } from '@/modules/preview/application/PreviewStatusStore';
import { InMemoryPreviewBackend } from '@/modules/preview/infrastructure/InMemoryPreviewBackend';

describe('PreviewStatusStore (spec section 7)', () => {
  it('has nothing to watch, and no status, where no preview backend is bound', () => {
    const store = new PreviewStatusStore(null);
    expect(store.watched).toBe(false);
    const listener = vi.fn();
    store.subscribe(listener)();
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBeNull();
  });

  it('knows no status until watched, then the backend’s, and follows it', () => {
    const backend = new InMemoryPreviewBackend('running');
    const store = new PreviewStatusStore(backend);
    expect(store.watched).toBe(true);
    expect(store.getSnapshot()).toBeNull();

    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBe('running');
    backend.set('disconnected');
    expect(store.getSnapshot()).toBe('disconnected');
    backend.set('running');
    expect(store.getSnapshot()).toBe('running');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('watches the backend once, however many listen, and forgets the status when the last one leaves', () => {
    const backend = new InMemoryPreviewBackend('running');
    const watch = vi.spyOn(backend, 'watch');
    const store = new PreviewStatusStore(backend);
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = store.subscribe(first);
    const leaveSecond = store.subscribe(second);
    expect(watch).toHaveBeenCalledTimes(1);

    leaveFirst();
    backend.set('disconnected');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    leaveSecond();
    expect(store.getSnapshot()).toBeNull();
    backend.set('running');
    expect(second).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreviewBackendStatus } from '@/modules/preview/domain/PreviewBackendStatus';
import { HttpPreviewBackend } from '@/modules/preview/infrastructure/HttpPreviewBackend';
import { InMemoryPreviewBackend } from '@/modules/preview/infrastructure/InMemoryPreviewBackend';

const URL = 'http://127.0.0.1:9099/emulator/v1/projects/demo-plants/config';

/** A fetch whose answer the test sets: 'up' (200), 'down' (refused), 'error' (500) or 'hang'. */
function fakeBackend(initial: 'up' | 'down' | 'error' | 'hang' = 'up') {
  let state = initial;
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    if (state === 'up') return Promise.resolve(new Response('{}', { status: 200 }));
    if (state === 'error') return Promise.resolve(new Response('', { status: 500 }));
    if (state === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
    });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch.mock.calls,
    set(next: typeof state) {
      state = next;
    },
  };
}

describe('HttpPreviewBackend', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function watch(backend: HttpPreviewBackend) {
    const seen: PreviewBackendStatus[] = [];
    const stop = backend.watch((status) => seen.push(status));
    return { seen, stop };
  }

  it('reports running as soon as the first check answers', async () => {
    const server = fakeBackend('up');
    const { seen, stop } = watch(new HttpPreviewBackend({ url: URL, fetch: server.fetch }));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['running']);
    expect(server.calls[0]?.[0]).toBe(URL);
    stop();
  });

  it.each([
    ['refused', 'down'],
    ['answering 500', 'error'],
  ] as const)('reports disconnected when the backend is %s', async (_label, state) => {
    const { seen, stop } = watch(
      new HttpPreviewBackend({ url: URL, fetch: fakeBackend(state).fetch }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['disconnected']);
    stop();
  });

  it('counts a check that hangs past the timeout as disconnected', async () => {
    const backend = new HttpPreviewBackend({
      url: URL,
      fetch: fakeBackend('hang').fetch,
      timeoutMs: 1500,
    });
    const { seen, stop } = watch(backend);
    await vi.advanceTimersByTimeAsync(1499);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['disconnected']);
    stop();
  });

  it('notices a stop and a restart within a few seconds, and reports only changes', async () => {
    const server = fakeBackend('up');
    const { seen, stop } = watch(new HttpPreviewBackend({ url: URL, fetch: server.fetch }));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(6000);
    expect(seen).toEqual(['running']);

    server.set('down');
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toEqual(['running', 'disconnected']);

    server.set('up');
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toEqual(['running', 'disconnected', 'running']);
    stop();
  });

  it('polls once for all watchers, tells a late watcher the known status, and stops with the last one', async () => {
    const server = fakeBackend('up');
    const backend = new HttpPreviewBackend({ url: URL, fetch: server.fetch });
    const first = watch(backend);
    await vi.advanceTimersByTimeAsync(0);
    const second = watch(backend);
    expect(second.seen).toEqual(['running']);

    await vi.advanceTimersByTimeAsync(4000);
    expect(server.calls).toHaveLength(3); // t=0, 2 s, 4 s: one loop, not two

    first.stop();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls).toHaveLength(4);
    second.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toHaveLength(4);
  });

  it('ignores a check still in flight when the last watcher leaves', async () => {
    const server = fakeBackend('hang');
    const { seen, stop } = watch(new HttpPreviewBackend({ url: URL, fetch: server.fetch }));
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen).toEqual([]);
  });
});

describe('InMemoryPreviewBackend', () => {
  it('tells a watcher the status at once, then each change', () => {
    const backend = new InMemoryPreviewBackend('running');
    const seen: PreviewBackendStatus[] = [];
    const stop = backend.watch((status) => seen.push(status));
    backend.set('disconnected');
    backend.set('disconnected');
    backend.set('running');
    stop();
    backend.set('disconnected');
    expect(seen).toEqual(['running', 'disconnected', 'running']);
  });
});

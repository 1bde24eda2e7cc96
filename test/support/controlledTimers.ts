import { onTestFinished, vi } from 'vitest';

/**
 * Puts the shop's timers (setTimeout, clearTimeout) on a controlled clock for the rest of the test,
 * so a pause happens only when the test advances the clock, however busy the machine.
 *
 * Testing Library drains React's work after every action with a zero-delay timeout, which a faked
 * clock runs only when Testing Library advances it; it does that when it finds Jest's
 * `jest.advanceTimersByTime`, so that is given to it, backed by Vitest's clock. Both are put back
 * when the test finishes, passed or failed.
 */
export function useControlledTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const global = globalThis as { jest?: unknown };
  const previous = global.jest;
  global.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  onTestFinished(() => {
    global.jest = previous;
    vi.useRealTimers();
  });
}

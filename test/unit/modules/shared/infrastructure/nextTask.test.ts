import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/modules/shared/infrastructure/nextTask';

afterEach(() => {
  vi.useRealTimers();
});

describe('nextTask', () => {
  it('resolves in a later task: not while the current one and its microtasks run', async () => {
    let resolved = false;
    const waiting = nextTask().then(() => {
      resolved = true;
    });
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(resolved).toBe(false);
    await waiting;
    expect(resolved).toBe(true);
  });

  it('resolves while the timers stand still (a controlled clock, a hidden tab)', async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });
});

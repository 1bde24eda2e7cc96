import { describe, expect, it, vi } from 'vitest';
import { Watchers } from '@/modules/shared/application/Watchers';

describe('Watchers', () => {
  it('starts watching with the first listener and stops, then goes idle, after the last', () => {
    const stop = vi.fn();
    const watch = vi.fn(() => stop);
    const onIdle = vi.fn();
    const watchers = new Watchers(watch, onIdle);
    expect(watch).not.toHaveBeenCalled();

    const leaveFirst = watchers.add(() => {});
    const leaveSecond = watchers.add(() => {});
    expect(watch).toHaveBeenCalledTimes(1);
    leaveFirst();
    expect(stop).not.toHaveBeenCalled();
    leaveSecond();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(onIdle).toHaveBeenCalledTimes(1);

    watchers.add(() => {});
    expect(watch).toHaveBeenCalledTimes(2);
  });

  it('tells every listener still there, including one told while the watch starts', () => {
    const first = vi.fn();
    const second = vi.fn();
    const watchers: Watchers = new Watchers(() => {
      watchers.notify();
      return () => {};
    });
    const leaveFirst = watchers.add(first);
    watchers.add(second);
    expect(first).toHaveBeenCalledTimes(1);
    leaveFirst();
    watchers.notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('leaving twice stops the watch once', () => {
    const stop = vi.fn();
    const watchers = new Watchers(() => stop);
    const leave = watchers.add(() => {});
    leave();
    leave();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

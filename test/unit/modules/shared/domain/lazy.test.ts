import { describe, expect, it, vi } from 'vitest';
import { lazy } from '@/modules/shared/domain/lazy';

describe('lazy', () => {
  it('makes nothing until first asked, then the one value every time after', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = lazy(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is itself undefined, without making it again', () => {
    const make = vi.fn(() => undefined);
    const value = lazy(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});

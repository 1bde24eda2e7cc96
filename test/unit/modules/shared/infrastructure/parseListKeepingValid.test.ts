import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  keepFirstByKey,
  parseListKeepingValid,
} from '@/modules/shared/infrastructure/parseListKeepingValid';

const Entry = v.object({ id: v.pipe(v.number(), v.integer()), name: v.string() });

describe('parseListKeepingValid', () => {
  it('keeps every valid entry, in order, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = parseListKeepingValid(
      Entry,
      [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ],
      'test',
    );
    expect(result).toEqual({
      items: [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ],
      dropped: 0,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops invalid entries with one warning each naming the source, index and field; keeps the valid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = parseListKeepingValid(
      Entry,
      [{ id: 1, name: 'a' }, { id: 'two', name: 'b' }, null, { id: 3, name: 'c' }],
      'plants.json',
    );
    expect(result).toEqual({
      items: [
        { id: 1, name: 'a' },
        { id: 3, name: 'c' },
      ],
      dropped: 2,
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[plants\.json\] dropped entry 1: id: /);
    expect(warn.mock.calls[1]?.[0]).toMatch(/^\[plants\.json\] dropped entry 2: /);
  });

  it('turns a value that is not a list into no entries, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseListKeepingValid(Entry, { id: 1 }, 'cart')).toEqual({ items: [], dropped: 1 });
    expect(parseListKeepingValid(Entry, null, 'cart')).toEqual({ items: [], dropped: 0 });
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[cart] expected a list, found object: ignored',
      '[cart] expected a list, found null: ignored',
    ]);
  });
});

describe('keepFirstByKey', () => {
  it('keeps the first entry of each key and warns about each later duplicate', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const kept = keepFirstByKey(
      [
        { id: 1, name: 'first' },
        { id: 2, name: 'other' },
        { id: 1, name: 'second' },
        { id: 1, name: 'third' },
      ],
      (entry) => entry.id,
      'wishlist',
    );
    expect(kept).toEqual([
      { id: 1, name: 'first' },
      { id: 2, name: 'other' },
    ]);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[wishlist] dropped a duplicate entry for 1',
      '[wishlist] dropped a duplicate entry for 1',
    ]);
  });
});

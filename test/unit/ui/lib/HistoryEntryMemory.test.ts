import { describe, expect, it } from 'vitest';
import { HistoryEntryMemory } from '@/ui/lib/HistoryEntryMemory';

describe('HistoryEntryMemory', () => {
  it('gives back what was kept for an entry, and nothing for an entry never kept', () => {
    const memory = new HistoryEntryMemory<number>(3);
    memory.set('listing', 4800);
    expect(memory.get('listing')).toBe(4800);
    expect(memory.get('plant')).toBeUndefined();
  });

  it('keeps the latest value of an entry', () => {
    const memory = new HistoryEntryMemory<number>(3);
    memory.set('listing', 100);
    memory.set('listing', 4800);
    expect(memory.get('listing')).toBe(4800);
  });

  it('forgets the entry written longest ago once it holds more than its capacity', () => {
    const memory = new HistoryEntryMemory<number>(2);
    memory.set('a', 1);
    memory.set('b', 2);
    // Written again: now the most recent, so 'b' is the oldest.
    memory.set('a', 10);
    memory.set('c', 3);
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toBe(10);
    expect(memory.get('c')).toBe(3);
  });
});

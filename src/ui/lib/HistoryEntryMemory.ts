/**
 * What the shop remembers of the last few entries of the tab's history (a scroll position, a
 * list's row heights), by the router's key of the entry. Only the most recent `capacity` entries
 * are kept: an entry further back than that is opened as if new.
 */
export class HistoryEntryMemory<Value> {
  private readonly entries = new Map<string, Value>();

  constructor(private readonly capacity: number) {}

  get(entryKey: string): Value | undefined {
    return this.entries.get(entryKey);
  }

  set(entryKey: string, value: Value): void {
    // A Map iterates in insertion order: the first key is the one least recently written.
    this.entries.delete(entryKey);
    this.entries.set(entryKey, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

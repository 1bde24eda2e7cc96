/**
 * A `Storage` held in a Map, for adapter tests in plain Node (no jsdom): the
 * same surface as window.localStorage, and switches that make it fail the way
 * a browser's does (quota exceeded on write, disabled on every access).
 */
export type StorageFailure = 'quota exceeded' | 'storage disabled' | null;

export function quotaExceededError(): DOMException {
  return new DOMException(
    "Failed to execute 'setItem' on 'Storage': Setting the value of 'cart' exceeded the quota.",
    'QuotaExceededError',
  );
}

export function storageDisabledError(): DOMException {
  return new DOMException('The operation is insecure.', 'SecurityError');
}

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  failure: StorageFailure = null;

  [name: string]: unknown;

  get length(): number {
    this.guard();
    return this.items.size;
  }

  key(index: number): string | null {
    this.guard();
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.guard();
    return this.items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    this.guard();
    if (this.failure === 'quota exceeded') throw quotaExceededError();
    this.items.set(String(key), String(value));
  }

  removeItem(key: string): void {
    this.guard();
    this.items.delete(String(key));
  }

  clear(): void {
    this.guard();
    this.items.clear();
  }

  /** What is stored, whatever the failure switch says. */
  raw(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  private guard(): void {
    if (this.failure === 'storage disabled') throw storageDisabledError();
  }
}

/** Where LocalStorageCartStorage hears of other tabs: nowhere, in these tests. */
export const NO_STORAGE_EVENTS = {
  addEventListener() {},
  removeEventListener() {},
};

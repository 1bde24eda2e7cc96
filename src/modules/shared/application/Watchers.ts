import type { Unsubscribe } from './Unsubscribe';

/**
 * The listeners of a store that watches its source (a port) only while
 * anyone listens: the first listener starts the watch, the last one to leave
 * stops it, and `onIdle` then lets the store forget what it knew.
 */
export class Watchers {
  private readonly listeners = new Set<() => void>();
  private stopWatching: Unsubscribe | null = null;

  constructor(
    private readonly watch: () => Unsubscribe,
    private readonly onIdle: () => void = () => {},
  ) {}

  add(listener: () => void): Unsubscribe {
    this.listeners.add(listener);
    this.stopWatching ??= this.watch();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.stopWatching) {
        this.stopWatching();
        this.stopWatching = null;
        this.onIdle();
      }
    };
  }

  notify(): void {
    this.listeners.forEach((listener) => listener());
  }
}

import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

/**
 * Whether anything on the page would be lost by a reload: a form holding what
 * the shopper typed, or a request of theirs still in flight (a sign-up cut
 * between creating the account and naming it leaves an account with neither).
 * Each form holds it while that is so; TakeNewVersion never reloads the page
 * on its own while it is held.
 */
export class UnsavedInput {
  private holds = 0;
  private readonly released = new Set<() => void>();

  /** Held until the returned function is called (once; calling it again does nothing). */
  hold(): Unsubscribe {
    this.holds += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.holds -= 1;
      if (this.holds === 0) this.released.forEach((listener) => listener());
    };
  }

  held(): boolean {
    return this.holds > 0;
  }

  /** Calls the listener each time the last hold is released. */
  onReleased(listener: () => void): Unsubscribe {
    const notify = () => listener();
    this.released.add(notify);
    return () => {
      this.released.delete(notify);
    };
  }
}

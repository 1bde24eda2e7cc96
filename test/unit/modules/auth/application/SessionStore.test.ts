import { describe, expect, it, vi } from 'vitest';
import type { AuthPort } from '@/modules/auth/application/AuthPort';
import { LOADING_SESSION, SessionStore } from '@/modules/auth/application/SessionStore';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';

const ACCOUNT = { email: 'fern@example.com', password: 'Secret1' };

/** Lets the provider's first, asynchronous state arrive. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SessionStore (spec section 2)', () => {
  it('is loading until the provider has said who is signed in', async () => {
    const store = new SessionStore(new InMemoryAuth({ signedInAs: ACCOUNT }));
    expect(store.getSnapshot()).toBe(LOADING_SESSION);
    expect(store.getSnapshot()).toEqual({ loading: true, user: null });

    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().loading).toBe(true);
    await settled();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({
      loading: false,
      user: { email: 'fern@example.com' },
    });
  });

  it('says nobody is signed in once the provider says so', async () => {
    const store = new SessionStore(new InMemoryAuth());
    store.subscribe(() => {});
    await settled();
    expect(store.getSnapshot()).toEqual({ loading: false, user: null });
  });

  it('follows every sign-in, profile change and sign-out, each a new snapshot', async () => {
    const auth = new InMemoryAuth({ signedInAs: ACCOUNT });
    const store = new SessionStore(auth);
    const snapshots: unknown[] = [];
    store.subscribe(() => snapshots.push(store.getSnapshot()));
    await settled();
    await auth.updateProfile({ displayName: 'Fern Gully', photoURL: null });
    await auth.signOut();
    await auth.signIn(ACCOUNT);
    expect(snapshots).toMatchObject([
      { loading: false, user: { displayName: null } },
      { loading: false, user: { displayName: 'Fern Gully' } },
      { loading: false, user: null },
      { loading: false, user: { email: 'fern@example.com' } },
    ]);
    expect(new Set(snapshots).size).toBe(snapshots.length);
  });

  it('watches the provider once, however many listen, and stops when the last one leaves', async () => {
    const auth = new InMemoryAuth({ signedInAs: ACCOUNT });
    const stop = vi.fn();
    const watch = vi.spyOn(auth, 'onAuthStateChanged');
    watch.mockImplementation((listener) => {
      const unsubscribe = InMemoryAuth.prototype.onAuthStateChanged.call(auth, listener);
      return () => {
        stop();
        unsubscribe();
      };
    });
    const store = new SessionStore(auth);
    const first = vi.fn();
    const second = vi.fn();
    const leaveFirst = store.subscribe(first);
    const leaveSecond = store.subscribe(second);
    await settled();
    expect(watch).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    leaveFirst();
    expect(stop).not.toHaveBeenCalled();
    await auth.signOut();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);

    leaveSecond();
    expect(stop).toHaveBeenCalledTimes(1);
    await auth.signIn(ACCOUNT);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('is loading again once nobody watches, until the provider speaks to the next watcher', async () => {
    let tell: ((user: null) => void) | null = null;
    const auth: Pick<AuthPort, 'onAuthStateChanged'> = {
      onAuthStateChanged(listener) {
        tell = listener;
        return () => {
          tell = null;
        };
      },
    };
    const store = new SessionStore(auth as AuthPort);
    const leave = store.subscribe(() => {});
    tell!(null);
    expect(store.getSnapshot()).toEqual({ loading: false, user: null });
    leave();
    expect(store.getSnapshot()).toBe(LOADING_SESSION);
    store.subscribe(() => {});
    expect(store.getSnapshot()).toBe(LOADING_SESSION);
    tell!(null);
    expect(store.getSnapshot().loading).toBe(false);
  });

  it('firstState resolves with the first state the provider reports, and keeps that state for the next watcher', async () => {
    const auth = new InMemoryAuth({ signedInAs: ACCOUNT });
    const watch = vi.spyOn(auth, 'onAuthStateChanged');
    const store = new SessionStore(auth);

    const first = await store.firstState();
    expect(first).toMatchObject({ loading: false, user: { email: 'fern@example.com' } });
    // The screens' own watcher (AuthProvider) comes later: it sees the known state at once, with
    // no loading state and no second watch of the provider.
    store.subscribe(() => {});
    expect(store.getSnapshot()).toBe(first);
    expect(watch).toHaveBeenCalledTimes(1);
  });

  it('firstState of a store that already knows resolves with what it knows', async () => {
    const store = new SessionStore(new InMemoryAuth());
    store.subscribe(() => {});
    await settled();
    await expect(store.firstState()).resolves.toEqual({ loading: false, user: null });
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REMOVED_BY_ANOTHER_ACCOUNT } from '@/modules/cart/domain/cartMessages';
import { useControlledTimers } from '@test/support/controlledTimers';
import { aLine, aPlant } from '@test/support/plants';
import { renderCartPage } from './support/cartPageKit';

const monstera = aPlant({ plantId: 1, plantName: 'Monstera', availableStock: 10 });
const snake = aPlant({ plantId: 2, plantName: 'Snake Plant', availableStock: 10 });
const pothos = aPlant({ plantId: 3, plantName: 'Golden Pothos', availableStock: 10 });

/**
 * The cart page with two lines, the Monstera removed by the bin: its toast, with Undo, is up. Each
 * test then puts the timers on a controlled clock, so the toast never runs out on its own: it
 * goes only when it is sent away.
 */
async function monsteraRemoved() {
  const page = await renderCartPage({ cart: [aLine(monstera, 2), aLine(snake, 1)] });
  await page.user.click(screen.getByRole('button', { name: 'Remove Monstera from cart' }));
  const undo = await screen.findByRole('button', { name: 'Undo' });
  await waitFor(async () => expect(await page.storage.readCart()).toEqual([aLine(snake, 1)]));
  return { ...page, undo };
}

/** A dismissed toast fades for a second before it leaves the page. */
const fadeOut = () => act(async () => void vi.advanceTimersByTime(1_000));

describe('Cart page: the Undo acts only on the cart it came from', () => {
  it('the removal toast goes at a sign-out', async () => {
    const { auth, undo } = await monsteraRemoved();
    useControlledTimers();

    await act(() => auth.signOut());
    await fadeOut();
    expect(undo).not.toBeInTheDocument();
    expect(screen.queryByText('Removed from cart')).not.toBeInTheDocument();
  });

  it('the removal toast stays through a change of name: the account is the same', async () => {
    const { auth, undo } = await monsteraRemoved();
    useControlledTimers();

    await act(() => auth.updateProfile({ displayName: 'Fern Again', photoURL: null }));
    await fadeOut();
    expect(undo).toBeInTheDocument();
  });

  it("an Undo still pressed after a switch to Bob (a press in the fading toast): refused with its message, Bob's cart unchanged", async () => {
    const { storage, auth, undo } = await monsteraRemoved();
    useControlledTimers();
    const fern = auth.currentUser()!.uid;

    // Another account signs in; one of Bob's own tabs has a line in his cart.
    const bob = (await act(() => auth.signUp({ email: 'bob@example.com', password: 'Secret1' })))
      .uid;
    await waitFor(async () => expect(await storage.readOwner()).toBe(bob));
    act(() => storage.changeElsewhere('cart', [aLine(pothos, 1)]));

    expect(undo).toBeInTheDocument();
    fireEvent.click(undo);

    expect(await screen.findByText(REMOVED_BY_ANOTHER_ACCOUNT)).toBeInTheDocument();
    expect(await storage.readCart()).toEqual([aLine(pothos, 1)]);
    expect(await storage.readOwner()).toBe(bob);
    expect((await storage.readSetAside(fern))?.cart).toEqual([aLine(snake, 1)]);
  });
});

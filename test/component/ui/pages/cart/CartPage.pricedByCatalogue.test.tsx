// The cart page with the in-memory adapters swapped in: it shows and sums what the catalogue
// says, whatever was stored, and each account sees only its own lists.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { aLine, aPlant } from '@test/support/plants';
import { renderApp } from '@test/support/renderApp';
import { renderCartPage, rowOf, summaryValue } from './support/cartPageKit';

const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
const pothos = aPlant({ plantId: 2, plantName: 'Golden Pothos', price: 2499, availableStock: 3 });
const calathea = aPlant({ plantId: 3, plantName: 'Calathea', price: 3450, availableStock: 0 });
const retired = aPlant({ plantId: 9, plantName: 'Retired Palm', price: 9999, availableStock: 4 });

const checkout = () => screen.getByRole('button', { name: 'Proceed to Checkout' });

describe('the cart priced by the catalogue', () => {
  it('a tampered price, a lowered stock, stock 0 and a vanished plant: each line says so, totals count only what is for sale', async () => {
    await renderCartPage(
      {
        cart: [
          aLine({ ...fern, price: 1 } as typeof fern, 2),
          aLine(pothos, 7),
          aLine({ ...calathea, availableStock: 8 }, 1),
          aLine(retired, 1),
        ],
      },
      '/cart',
      new InMemoryPlantCatalog([fern, pothos, calathea]),
    );

    await waitFor(() =>
      expect(within(rowOf('Boston Fern')).getByText('Price changed from $0.01')).toBeVisible(),
    );
    expect(within(rowOf('Boston Fern')).getByText('$19.99 each')).toBeInTheDocument();
    expect(
      within(rowOf('Golden Pothos')).getByText('Only 3 left — quantity lowered from 7'),
    ).toBeInTheDocument();
    expect(within(rowOf('Calathea')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(rowOf('Retired Palm')).getByText('No longer available')).toBeInTheDocument();
    expect(
      within(rowOf('Retired Palm')).getByRole('button', { name: 'Remove Retired Palm from cart' }),
    ).toBeEnabled();
    // Counted as the top bar counts: the plants for sale, 2 + 3.
    expect(screen.getByRole('tab', { name: 'Cart (5)' })).toBeInTheDocument();
    // 2 x $19.99 + 3 x $24.99: the tampered $0.01, Calathea and the palm count for nothing.
    expect(summaryValue('Subtotal')).toBe('$114.95');
    expect(summaryValue('Shipping')).toBe('Free');
    expect(summaryValue('Total')).toBe('$114.95');
    for (const badge of screen.getAllByTestId('cart-count')) expect(badge).toHaveTextContent('5');
    expect(checkout()).toBeEnabled();
  });

  it('an unreachable catalogue: what is stored, "We couldn\'t check today\'s prices. Try again.", no checkout until a retry works', async () => {
    const catalog = new InMemoryPlantCatalog([fern]);
    catalog.failWith();
    const { user } = await renderCartPage({ cart: [aLine(fern, 2)] }, '/cart', catalog);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't check today's prices. Try again.");
    expect(quantityShown('Boston Fern')).toBe('2');
    expect(summaryValue('Total')).toBe('—');
    expect(checkout()).toBeDisabled();

    catalog.replace([aPlant({ ...fern, price: 2100 })]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(summaryValue('Subtotal')).toBe('$42.00'));
    expect(summaryValue('Total')).toBe('$47.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(rowOf('Boston Fern')).getByText('Price changed from $19.99')).toBeInTheDocument();
    expect(checkout()).toBeEnabled();
  });

  it('each account sees only its own lists; signing out sets them aside, signing in brings them back', async () => {
    const storage = new InMemoryCartStorage({ cart: [aLine(fern, 2)], wishlist: [pothos] });
    const auth = new InMemoryAuth({
      signedInAs: { email: 'alice@example.com', password: 'Secret1' },
    });
    renderApp(
      createInMemoryContainer({
        auth,
        cartStorage: storage,
        catalog: new InMemoryPlantCatalog([fern, pothos]),
      }),
      '/cart',
    );
    await screen.findByRole('tab', { name: 'Cart (2)' });
    for (const badge of screen.getAllByTestId('cart-count')) expect(badge).toHaveTextContent('2');

    await act(() => auth.signOut());
    await waitFor(async () => expect(await storage.readCart()).toEqual([]));
    await act(() => auth.signUp({ email: 'bob@example.com', password: 'Secret1' }));
    await waitFor(async () => expect(await storage.readOwner()).not.toBeNull());
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(await storage.readCart()).toEqual([]);
    expect(await storage.readWishlist()).toEqual([]);

    await act(() => auth.signOut());
    await act(() => auth.signIn({ email: 'alice@example.com', password: 'Secret1' }));
    await waitFor(async () => expect(await storage.readCart()).toEqual([aLine(fern, 2)]));
    expect(await storage.readWishlist()).toEqual([pothos]);
  });
});

function quantityShown(plantName: string): string | null {
  const group = screen.getByRole('group', { name: `Quantity of ${plantName}` });
  return group.querySelector('output')?.textContent ?? null;
}

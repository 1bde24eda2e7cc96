import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import type { Plant } from '@/modules/shared/domain/Plant';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { renderApp } from '@test/support/renderApp';

/**
 * The plants of the stored lists, as the shop's catalogue sells them now: the
 * cart is priced by the catalogue, so a test of the page's lines
 * needs a catalogue that still has their plants, unchanged.
 */
function catalogueOfStoredPlants(initial: {
  cart?: readonly CartLine[];
  wishlist?: readonly WishlistItem[];
}): Plant[] {
  return [...(initial.cart ?? []).map((line) => line.plant), ...(initial.wishlist ?? [])];
}

/**
 * The cart page, signed in (the route is protected), over in-memory storage.
 * The catalogue sells the stored plants as stored, unless the test gives one.
 */
export async function renderCartPage(
  initial: { cart?: readonly CartLine[]; wishlist?: readonly WishlistItem[] } = {},
  path = '/cart',
  catalog = new InMemoryPlantCatalog(catalogueOfStoredPlants(initial)),
) {
  const storage = new InMemoryCartStorage(initial);
  const auth = new InMemoryAuth({ signedInAs: { email: 'fern@example.com', password: 'Secret1' } });
  const user = userEvent.setup();
  const app = renderApp(createInMemoryContainer({ auth, cartStorage: storage, catalog }), path);
  await screen.findByRole('heading', { level: 1, name: 'My Cart' });
  // Wait until the first read of storage is on screen.
  await waitFor(() => expect(screen.queryByText('Loading your cart')).not.toBeInTheDocument());
  return { storage, user, catalog, auth, ...app };
}

/** The value beside a term of the order summary, as shown. */
export function summaryValue(term: 'Subtotal' | 'Shipping' | 'Total'): string | null {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  const dt = within(summary).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

export function orderSummaryRegion(): HTMLElement {
  return screen.getByRole('region', { name: 'Order Summary' });
}

/** The cart line or wishlist row of a plant, found by its name heading. */
export function rowOf(plantName: string): HTMLElement {
  const row = screen.getByRole('heading', { level: 3, name: plantName }).closest('li');
  if (!row) throw new Error(`no row for ${plantName}`);
  return row;
}

export function quantityOf(plantName: string): string | null {
  const group = screen.getByRole('group', { name: `Quantity of ${plantName}` });
  return group.querySelector('output')?.textContent ?? null;
}

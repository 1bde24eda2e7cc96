import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { aLine, aPlant, somePlants } from '@test/support/plants';
import { renderApp } from '@test/support/renderApp';
import { CachedPlantCatalog } from './CachedPlantCatalog';

/**
 * The shop rendered with the guide's example adapter bound to PlantCatalogPort and in-memory
 * adapters for every other port (docs/guides/swap-an-adapter.md, step 7).
 */

afterEach(() => {
  sessionStorage.clear();
});

it('shows the plants from its copy after a page reload while plants.json is offline', async () => {
  const source = new InMemoryPlantCatalog(somePlants(3));
  const firstVisit = renderApp(
    createInMemoryContainer({ catalog: new CachedPlantCatalog(source, () => sessionStorage) }),
    '/',
  );
  expect(await screen.findByRole('link', { name: 'View All 3 Plants' })).toBeInTheDocument();
  firstVisit.unmount();

  source.failWith(new PlantCatalogError('unavailable', 'offline'));
  // A page reload: a new container and a new adapter over the same tab's sessionStorage.
  renderApp(
    createInMemoryContainer({ catalog: new CachedPlantCatalog(source, () => sessionStorage) }),
    '/',
  );
  expect(await screen.findByRole('link', { name: 'View All 3 Plants' })).toBeInTheDocument();
  expect(
    screen.queryByText('Failed to load plants. Please try again later.'),
  ).not.toBeInTheDocument();
});

it('prices a signed-in shopper’s cart from the catalogue and links each line to its plant', async () => {
  // The cart is priced by the catalogue (docs/beyond-the-spec.md): a plant it does not sell reads
  // 'No longer available', so the catalogue holds the plant of the stored line.
  const monstera = aPlant({ plantId: 1, plantName: 'Monstera', price: 1999 });
  const cartStorage = new InMemoryCartStorage({ cart: [aLine(monstera, 2)] });
  // /cart is a protected route: someone must be signed in.
  const auth = new InMemoryAuth({ signedInAs: { email: 'fern@example.com', password: 'Secret1' } });
  const catalog = new CachedPlantCatalog(
    new InMemoryPlantCatalog([monstera]),
    () => sessionStorage,
  );
  const user = userEvent.setup();
  const { router } = renderApp(createInMemoryContainer({ auth, cartStorage, catalog }), '/cart');

  await screen.findByRole('heading', { level: 1, name: 'My Cart' });
  await waitFor(() => expect(screen.queryByText('Loading your cart')).not.toBeInTheDocument());
  const line = screen.getByRole('heading', { level: 3, name: 'Monstera' }).closest('li')!;
  expect(within(line).getByText('$39.98')).toBeInTheDocument();
  expect(within(line).queryByText('No longer available')).not.toBeInTheDocument();

  await user.click(within(line).getByRole('link', { name: 'Monstera' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/plant/1'));
});

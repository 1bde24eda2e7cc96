import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { STORES } from '@/di/tokens';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { prefetchRoute } from '@/ui/app/routes';
import { resolve } from '@/ui/di/useInjection';
import { aLine, aPlant } from '@test/support/plants';

describe('prefetchRoute: what the first render may count on', () => {
  it('resolves once the auth state is known, with the lists already those of that account', async () => {
    const fern = aPlant({ plantId: 1 });
    // Alice's lists are in this browser; the provider restores nobody (her session ended).
    const cartStorage = new InMemoryCartStorage({ cart: [aLine(fern, 2)], owner: 'alice' });
    const container = createInMemoryContainer({
      auth: new InMemoryAuth(),
      cartStorage,
      catalog: new InMemoryPlantCatalog([fern]),
    });

    await prefetchRoute('/', container);

    expect(resolve(container, STORES.SessionStore).getSnapshot()).toEqual({
      loading: false,
      user: null,
    });
    // The first render reads the cart store: it must not show Alice's lists to whoever is here.
    expect(await resolve(container, STORES.CartStore).refresh()).toEqual({
      cart: [],
      wishlist: [],
    });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import type { WishlistItem } from '@/modules/cart/domain/CartLine';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { aPlant } from '@test/support/plants';
import { renderApp } from '@test/support/renderApp';

const monstera = aPlant({ plantId: 1, plantName: 'Monstera Deliciosa' });

/** The plant's own page, signed in, with the heart on its photo. */
async function heartOn(storage: InMemoryCartStorage) {
  const user = userEvent.setup();
  renderApp(
    createInMemoryContainer({
      auth: new InMemoryAuth({ signedInAs: { email: 'fern@example.com', password: 'Secret1' } }),
      catalog: new InMemoryPlantCatalog([monstera]),
      cartStorage: storage,
    }),
    '/plant/1',
  );
  await screen.findByRole('heading', { level: 1, name: 'Monstera Deliciosa' });
  return {
    user,
    heart: screen.getByRole('button', { name: 'Save Monstera Deliciosa to wishlist' }),
  };
}

function stored(wishlist: readonly WishlistItem[]) {
  return new InMemoryCartStorage({ cart: [], wishlist });
}

describe('WishlistHeart', () => {
  it("says 'Added to wishlist', then 'Removed from wishlist'", async () => {
    const { user, heart } = await heartOn(stored([]));
    await user.click(heart);
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it("says 'Failed to add to wishlist' when storage refuses, and stays off", async () => {
    const storage = stored([]);
    const { user, heart } = await heartOn(storage);
    storage.failWrites();
    await user.click(heart);
    expect(await screen.findByText('Failed to add to wishlist')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'Failed to remove from wishlist' when storage refuses, and stays on", async () => {
    const storage = stored([monstera]);
    const { user, heart } = await heartOn(storage);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    storage.failWrites();
    await user.click(heart);
    expect(await screen.findByText('Failed to remove from wishlist')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});

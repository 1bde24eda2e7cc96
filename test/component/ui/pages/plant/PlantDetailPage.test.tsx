import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import type { WishlistItem, CartLine } from '@/modules/cart/domain/CartLine';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import type { Plant } from '@/modules/shared/domain/Plant';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { renderApp } from '@test/support/renderApp';
import { aLine, aPlant } from '@test/support/plants';

afterEach(() => {
  vi.useRealTimers();
});

const monstera = aPlant({
  plantId: 1,
  plantName: 'Monstera Deliciosa',
  providerName: 'Greenhouse Co.',
  category: 'Tropical',
  price: 1999,
  rating: 4.8,
  description: 'The iconic Swiss cheese plant.',
  careLevel: 'Easy',
  availableStock: 24,
});

function setUp(
  options: {
    plants?: readonly Plant[];
    catalog?: InMemoryPlantCatalog;
    cart?: readonly CartLine[];
    wishlist?: readonly WishlistItem[];
    path?: string;
    fakeTimers?: boolean;
  } = {},
) {
  const catalog = options.catalog ?? new InMemoryPlantCatalog(options.plants ?? [monstera]);
  const storage = new InMemoryCartStorage({
    cart: options.cart ?? [],
    wishlist: options.wishlist ?? [],
  });
  const auth = new InMemoryAuth({ signedInAs: { email: 'fern@example.com', password: 'Secret1' } });
  const user = options.fakeTimers
    ? userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    : userEvent.setup();
  const app = renderApp(
    createInMemoryContainer({ auth, catalog, cartStorage: storage }),
    options.path ?? '/plant/1',
  );
  return { catalog, storage, user, ...app };
}

async function loaded(name = 'Monstera Deliciosa') {
  return screen.findByRole('heading', { level: 1, name });
}

function quantityShown(): string | null {
  return (
    screen.getByRole('group', { name: 'Quantity' }).querySelector('output')?.textContent ?? null
  );
}

describe('Plant detail: loading and not found', () => {
  it("shows 'Loading plant details...' until the plant arrives", async () => {
    const catalog = new InMemoryPlantCatalog([monstera]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(catalog, 'findById').mockImplementation(async () => {
      await gate;
      return monstera;
    });
    setUp({ catalog });

    expect(await screen.findByText('Loading plant details...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await act(async () => release());

    expect(await loaded()).toBeInTheDocument();
    expect(screen.queryByText('Loading plant details...')).not.toBeInTheDocument();
    expect(catalog.findById).toHaveBeenCalledWith(1);
  });

  it.each(['999', 'abc', '1.5', '-1'])("shows 'Plant Not Found' for the id %s", async (id) => {
    setUp({ path: `/plant/${id}` });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plant Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The plant you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Plants' })).toHaveAttribute('href', '/plants');
    await waitFor(() => expect(document.title).toBe('Plant Not Found · Leafy'));
  });

  it("shows 'Plant Not Found' when the catalogue cannot be loaded", async () => {
    const catalog = new InMemoryPlantCatalog([monstera]);
    catalog.failWith(new PlantCatalogError('unavailable', 'offline'));
    setUp({ catalog });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plant Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText("The plant you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('loads the new plant when the route id changes', async () => {
    const snake = aPlant({ plantId: 2, plantName: 'Snake Plant' });
    const { router } = setUp({ plants: [monstera, snake] });
    await loaded();

    await act(() => router.navigate('/plant/2'));

    expect(await loaded('Snake Plant')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Snake Plant · Leafy'));
  });
});

describe('Plant detail: what a loaded plant shows', () => {
  it('shows name, category, provider, rating, 124 reviews, description and the page title', async () => {
    setUp();
    await loaded();

    expect(screen.getByText('Tropical')).toBeInTheDocument();
    expect(screen.getByText('Greenhouse Co.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('124 reviews')).toBeInTheDocument();
    expect(screen.getByText('The iconic Swiss cheese plant.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Monstera Deliciosa · Leafy'));
  });

  it('loads the image eagerly, 400 by 400, at high priority', async () => {
    setUp();
    await loaded();
    const image = screen.getByRole('img', { name: 'Monstera Deliciosa' });
    expect(image).toHaveAttribute('src', '/images/plants/plant-1.svg');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it.each([
    [1999, '$19.99', '$25.99'],
    [4999, '$49.99', '$64.99'],
    [1000, '$10.00', '$13.00'],
  ])(
    'a price of %i cents shows %s, %s struck through and the fixed saving badge',
    async (price, shown, struck) => {
      setUp({ plants: [{ ...monstera, price: price as Plant['price'] }] });
      await loaded();

      expect(screen.getByText(shown)).toBeInTheDocument();
      const was = screen.getByText(struck).closest('s');
      expect(was).not.toBeNull();
      expect(was).toHaveTextContent(`Was ${struck}`);
      expect(screen.getByText('Save 23%')).toBeInTheDocument();
    },
  );

  it('shows the care info, with the care level from the plant', async () => {
    setUp({ plants: [{ ...monstera, careLevel: 'Moderate to Expert' }] });
    await loaded();
    const care = screen.getByRole('region', { name: 'Care Information' });
    const pairs = [...care.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Watering', 'Moderate'],
      ['Sunlight', 'Indirect Light'],
      ['Humidity', 'Medium'],
      ['Care Level', 'Moderate to Expert'],
    ]);
  });

  it('lists the four perks', async () => {
    setUp();
    await loaded();
    const perks = within(screen.getByRole('list', { name: 'Perks' })).getAllByRole('listitem');
    expect(perks.map((perk) => perk.textContent)).toEqual([
      'Free shipping on orders over $50',
      '30-day money-back guarantee',
      'Fast delivery within 3-5 days',
      'Quality checked before shipping',
    ]);
  });

  it("shows 'Only N left!' when fewer than 5 are in stock", async () => {
    setUp({ plants: [{ ...monstera, availableStock: 4 }] });
    await loaded();
    expect(screen.getByText('Only 4 left!')).toBeInTheDocument();
  });

  it('shows no low-stock badge at 5 in stock', async () => {
    setUp({ plants: [{ ...monstera, availableStock: 5 }] });
    await loaded();
    expect(screen.queryByText(/Only \d+ left/)).not.toBeInTheDocument();
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });
});

describe('Plant detail: quantity and Add to Cart', () => {
  it('the quantity starts at 1 and stays within 1..stock', async () => {
    const { user } = setUp({ plants: [{ ...monstera, availableStock: 3 }] });
    await loaded();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });

    expect(quantityShown()).toBe('1');
    expect(minus).toBeDisabled();
    expect(plus).toBeEnabled();

    await user.click(plus);
    expect(quantityShown()).toBe('2');
    expect(minus).toBeEnabled();
    await user.click(plus);
    expect(quantityShown()).toBe('3');
    expect(plus).toBeDisabled();

    await user.click(minus);
    await user.click(minus);
    expect(quantityShown()).toBe('1');
    expect(minus).toBeDisabled();
  });

  it('at 0 in stock: Out of stock, and Add to Cart and both steppers are disabled', async () => {
    setUp({ plants: [{ ...monstera, availableStock: 0 }] });
    await loaded();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByText(/Only \d+ left/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(quantityShown()).toBe('1');
  });

  it("adds the chosen quantity, shows 'Added to cart!' for 3 seconds, then Add to Cart again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, storage } = setUp({ fakeTimers: true });
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const confirmation = await screen.findByRole('button', { name: 'Added to cart!' });
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(await storage.readCart()).toEqual([aLine(monstera, 2)]);

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('Added to cart!')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('uses a 3000 ms timer for the confirmation, and clears it when the page goes away', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const clearTimeoutSpy = vi.spyOn(globalThis, 'clearTimeout');
    const { user, router } = setUp();
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText('Added to cart!');
    const call = setTimeoutSpy.mock.calls.findIndex(([, ms]) => ms === 3000);
    expect(call).toBeGreaterThanOrEqual(0);
    const timerId = setTimeoutSpy.mock.results[call]!.value;

    await act(() => router.navigate('/cart'));

    expect(clearTimeoutSpy).toHaveBeenCalledWith(timerId);
  });

  it('adding again while the confirmation shows adds more and starts the 3 seconds again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, storage } = setUp({ fakeTimers: true });
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByText('Added to cart!');
    act(() => vi.advanceTimersByTime(2000));
    await user.click(screen.getByRole('button', { name: 'Added to cart!' }));
    await waitFor(async () => expect(await storage.readCart()).toEqual([aLine(monstera, 2)]));

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Added to cart!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
  });

  it("an add's toast names what went in, the free shipping still to go after it, and leads to the cart", async () => {
    const { user } = setUp({ cart: [aLine(monstera, 1)] });
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const toast = (await screen.findByText('1 × Monstera Deliciosa added to your cart')).closest(
      '[role="status"]',
    ) as HTMLElement;
    // Two at $19.99 in the cart once the add has landed: $39.98, $10.02 short of free shipping.
    expect(within(toast).getByText('$10.02 away from free shipping')).toBeInTheDocument();
    await user.click(within(toast).getByRole('link', { name: 'View cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart' })).toBeInTheDocument();
  });

  it("storage that cannot be written: 'Failed to add to cart', no confirmation, the cart unchanged", async () => {
    const { user, storage } = setUp({ cart: [aLine(monstera, 1)] });
    await loaded();
    storage.failWrites();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(await storage.readCart()).toEqual([aLine(monstera, 1)]);
  });
});

/** Storage whose cart writes wait until `release`: an add stays in flight meanwhile. */
class HeldCartStorage extends InMemoryCartStorage {
  private held: Promise<void> | null = null;
  release: () => void = () => {};

  hold(): void {
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  override async writeCart(lines: readonly CartLine[]): Promise<void> {
    await this.held;
    return super.writeCart(lines);
  }
}

describe('Plant detail: an add happens once, and never beyond the stock', () => {
  it('a double click adds the quantity once', async () => {
    const { user, storage } = setUp();
    await loaded();

    await user.dblClick(screen.getByRole('button', { name: 'Add to Cart' }));

    await screen.findByRole('button', { name: 'Added to cart!' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(await storage.readCart()).toEqual([aLine(monstera, 1)]);
  });

  it('a press while an add is in flight adds nothing more', async () => {
    const storage = new HeldCartStorage();
    const auth = new InMemoryAuth({
      signedInAs: { email: 'fern@example.com', password: 'Secret1' },
    });
    const catalog = new InMemoryPlantCatalog([monstera]);
    renderApp(createInMemoryContainer({ auth, catalog, cartStorage: storage }), '/plant/1');
    const user = userEvent.setup();
    await loaded();
    storage.hold();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    storage.release();

    await screen.findByRole('button', { name: 'Added to cart!' });
    expect(await storage.readCart()).toEqual([aLine(monstera, 1)]);
  });

  it('the quantity stops at what the cart does not hold yet', async () => {
    const fewLeft = { ...monstera, availableStock: 5 };
    const { user } = setUp({ plants: [fewLeft], cart: [aLine(fewLeft, 3)] });
    await loaded();
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await waitFor(() => expect(plus).toBeEnabled());

    await user.click(plus);
    expect(quantityShown()).toBe('2');
    expect(plus).toBeDisabled();
  });

  it('an add that fills the cart to the stock brings the quantity down to what is left', async () => {
    const fewLeft = { ...monstera, availableStock: 4 };
    const { user, storage } = setUp({ plants: [fewLeft] });
    await loaded();
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await waitFor(() => expect(quantityShown()).toBe('1'));
    expect(plus).toBeDisabled();
    expect(await storage.readCart()).toEqual([aLine(fewLeft, 3)]);
  });

  it('with the whole stock in the cart: the button says so and adds nothing', async () => {
    const fewLeft = { ...monstera, availableStock: 3 };
    const { user, storage } = setUp({ plants: [fewLeft], cart: [aLine(fewLeft, 3)] });
    await loaded();

    const full = await screen.findByRole('button', { name: 'All 3 in stock are in your cart' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(quantityShown()).toBe('1');

    await user.click(full);
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    expect(await storage.readCart()).toEqual([aLine(fewLeft, 3)]);
  });
});

describe('Plant detail: wishlist heart and Back', () => {
  it('the heart really saves the plant to the wishlist, and takes it off again', async () => {
    const { user, storage } = setUp();
    await loaded();
    const heart = screen.getByRole('button', { name: 'Save Monstera Deliciosa to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(await storage.readWishlist()).toEqual([monstera]);

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(await storage.readWishlist()).toEqual([]);
  });

  it('Back goes to /plants when the shop was opened on this page', async () => {
    const { user, router } = setUp();
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/plants'));
  });

  it('Back returns to the previous page of the shop', async () => {
    const { user, router } = setUp({ path: '/cart' });
    await screen.findByRole('heading', { level: 1, name: 'My Cart' });
    await act(() => router.navigate('/plant/1'));
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});

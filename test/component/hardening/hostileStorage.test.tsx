// On screen: the whole shop rendered over the real local-storage adapter
// (LocalStorageCartStorage on jsdom's localStorage, or on a Storage that throws). Hostile stored
// values: the page renders, the valid lines show, markup stays text. Storage that throws: the
// spec's toasts (section 8), and what the page shows is what is stored.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { STOCK_PICTURE_PATH } from '@/ui/lib/paths';
import { aPlant, cartRecordOf, plantRecordOf } from '@test/support/plants';
import { renderApp } from '@test/support/renderApp';

// Whole pages render here, and the machine may be busy: lookups wait as long as test/setup.dom.ts allows.
vi.setConfig({ testTimeout: 30_000 });

const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 5 });
const pothos = aPlant({ plantId: 2, plantName: 'Golden Pothos', price: 2499, availableStock: 10 });
const ivy = aPlant({ plantId: 3, plantName: 'English Ivy', price: 899, availableStock: 4 });
/** Plants once sold, no longer in the catalogue: a line keeps showing what was stored. */
const gone = aPlant({ plantId: 90, plantName: 'Retired Fern', price: 1999, availableStock: 5 });
const goneToo = aPlant({ plantId: 91, plantName: 'Retired Ivy', price: 899, availableStock: 4 });

type Failure = 'quota exceeded' | 'storage disabled' | null;

/**
 * jsdom's localStorage behind the provider the adapter reaches it through, with a switch:
 * 'quota exceeded' fails every setItem as a full storage does; 'storage disabled' fails the very
 * access, as a browser with site data blocked does.
 */
function switchableStorage() {
  let failure: Failure = null;
  const full: Storage = {
    get length() {
      return localStorage.length;
    },
    key: (index) => localStorage.key(index),
    getItem: (key) => localStorage.getItem(key),
    setItem: () => {
      throw new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');
    },
    removeItem: (key) => localStorage.removeItem(key),
    clear: () => localStorage.clear(),
  };
  return {
    provider: () => {
      if (failure === 'storage disabled') {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      }
      return failure === 'quota exceeded' ? full : localStorage;
    },
    fail(next: Failure) {
      failure = next;
    },
  };
}

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;

beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error');
});

afterEach(() => {
  localStorage.clear();
  // No screen fell over into the error page (RouteErrorPage logs what it caught).
  expect(error).not.toHaveBeenCalled();
});

async function renderShop(path: string) {
  const storage = switchableStorage();
  const auth = new InMemoryAuth({ signedInAs: { email: 'fern@example.com', password: 'Secret1' } });
  const user = userEvent.setup();
  const app = renderApp(
    createInMemoryContainer({
      auth,
      catalog: new InMemoryPlantCatalog([fern, pothos, ivy]),
      cartStorage: new LocalStorageCartStorage(storage.provider, window),
    }),
    path,
  );
  return { ...app, user, storage };
}

async function openCart(path = '/cart') {
  const shop = await renderShop(path);
  await screen.findByRole('heading', { level: 1, name: 'My Cart' });
  await waitFor(() => expect(screen.queryByText('Loading your cart')).not.toBeInTheDocument());
  return shop;
}

/** The cart lines as the page shows them: name and quantity. */
function shownCart(): [string, string][] {
  const list = screen.queryByRole('region', { name: 'Items in your cart' });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [
      within(item).getByRole('heading', { level: 3 }).textContent ?? '',
      item.querySelector('output')?.textContent ?? '',
    ]);
}

/** The cart lines as stored: name and quantity. */
function storedCart(): [string, string][] {
  const raw = localStorage.getItem('cart');
  if (raw === null) return [];
  return (JSON.parse(raw) as { plantName: string; quantity: number }[]).map((line) => [
    line.plantName,
    String(line.quantity),
  ]);
}

const store = (key: string, value: unknown) =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
const line = (plant = fern, quantity: unknown = 2, changes: Record<string, unknown> = {}) => ({
  ...cartRecordOf({ plant, quantity: 1 }),
  quantity,
  ...changes,
});

describe('hostile values in local storage, on the cart page', () => {
  const HOSTILE: [string, unknown, unknown, [string, string][], boolean][] = [
    ['cart is not JSON, wishlist is HTML', '{"cart": [', '<b>wishlist</b>', [], true],
    ['an object and a string instead of lists', { 0: line() }, '"fern"', [], true],
    [
      'junk entries around valid lines',
      [null, 7, line(fern, -1), line(pothos, 1.5), line(pothos, 2), line(ivy, 1e21), 'x'],
      [{ plantId: 'x' }, plantRecordOf(ivy), plantRecordOf(ivy)],
      [['Golden Pothos', '2']],
      true,
    ],
    [
      'duplicate plantIds and a quantity above the stock',
      [line(fern, 99), line(fern, 1), line(pothos, 1)],
      [],
      [
        ['Boston Fern', '5'],
        ['Golden Pothos', '1'],
      ],
      true,
    ],
    [
      '__proto__ and constructor keys',
      `[{"__proto__":{"polluted":"yes"},${JSON.stringify(line(ivy, 3)).slice(1)}]`,
      `[{"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(plantRecordOf(fern)).slice(1)}]`,
      [['English Ivy', '3']],
      false,
    ],
  ];

  it.each(HOSTILE)(
    '%s: the page renders the valid lines only',
    async (_kind, cart, wishlist, shown, warns) => {
      store('cart', cart);
      store('wishlist', wishlist);
      await openCart();
      expect(shownCart()).toEqual(shown);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      if (shown.length > 0) {
        expect(screen.getByRole('region', { name: 'Order Summary' })).toBeInTheDocument();
      }
      // A warning for what was dropped (React Router's own warnings are not counted).
      const storageWarnings = warn.mock.calls
        .map(([message]) => String(message))
        .filter((message) => /^\[(cart|wishlist)\]/.test(message));
      expect(storageWarnings.length > 0).toBe(warns);
    },
  );

  it('shows script and markup in names as text: nothing is parsed as HTML', async () => {
    const scriptName = '<script>window.__pwned = true</script>';
    const imgName = '<img src=x onerror="window.__pwned = true">';
    // Plants the catalogue no longer has: their stored fields are what the page shows.
    store('cart', [line(gone, 1, { plantName: scriptName, category: '<b>bold</b>' })]);
    store('wishlist', [{ ...plantRecordOf(goneToo), plantName: imgName }]);
    const { container, user } = await openCart();

    expect(screen.getByRole('heading', { level: 3, name: scriptName })).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('script, b, img[onerror]')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Wishlist (1)' }));
    expect(await screen.findByRole('heading', { level: 3, name: imgName })).toBeInTheDocument();
    expect(container.querySelector('img[onerror], img[src="x"]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('keeps an image path from storage on this site (a URL to another site becomes the stock picture)', async () => {
    // Plants the catalogue no longer has: their stored image is what the page shows.
    store('cart', [line(gone, 1, { image: 'https://tracker.example/pixel.png' })]);
    store('wishlist', [{ ...plantRecordOf(goneToo), image: '//tracker.example/pixel.png' }]);
    const { container, user } = await openCart();
    expect(container.querySelector('li img')?.getAttribute('src')).toBe(`/${STOCK_PICTURE_PATH}`);
    await user.click(screen.getByRole('tab', { name: 'Wishlist (1)' }));
    await screen.findByRole('heading', { level: 3, name: 'Retired Ivy' });
    expect(container.querySelector('li img')?.getAttribute('src')).toBe(
      '/tracker.example/pixel.png',
    );
  });

  // Joined to the base by string, these became '/\evil.example/p.png' and the like,
  // which a browser reads as //evil.example/p.png: a request to another host.
  it.each([
    ['a backslash', '\\evil.example/p.png'],
    ['two backslashes', '\\\\evil.example/p.png'],
    ['a tab between backslashes', '\\\t\\evil.example/p.png'],
    ['a newline between backslashes', '\\\n\\evil.example/p.png'],
    ['a leading tab', '\t\\\\evil.example/p.png'],
  ])('a stored image path with %s stays on this site', async (_kind, image) => {
    store('cart', [line(gone, 1, { image })]);
    const { container } = await openCart();
    const src = container.querySelector('li img')?.getAttribute('src') ?? '';
    expect(new URL(src, window.location.href).origin).toBe(window.location.origin);
  });

  it('a cart too large to total still renders, with a total (not the error page)', async () => {
    store(
      'cart',
      Array.from({ length: 100 }, (_, i) =>
        line(
          aPlant({
            plantId: 100 + i,
            plantName: `Gold Tree ${i}`,
            price: 1e8,
            availableStock: 1e6,
          }),
          1e6,
        ),
      ),
    );
    await openCart();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(shownCart().length).toBeGreaterThan(0);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    // The summary's own Total (a term of its list), not the repeat beside the phone's checkout bar.
    expect(within(summary).getByText('Total', { selector: 'dt' })).toBeInTheDocument();
  });

  it('a multi-megabyte value still renders the valid line', async () => {
    const junk = Array.from({ length: 20_000 }, (_, i) => ({ plantId: -i, pad: 'j'.repeat(100) }));
    store('cart', [...junk, line(pothos, 3)]);
    expect(localStorage.getItem('cart')!.length).toBeGreaterThan(2_000_000);
    await openCart();
    expect(shownCart()).toEqual([['Golden Pothos', '3']]);
    expect(warn.mock.calls.length).toBeLessThan(200);
  });
});

describe('storage that throws: the spec toasts, and the page shows what is stored', () => {
  it('quota exceeded: Add to Cart says "Failed to add to cart" and the cart is unchanged', async () => {
    store('cart', [line(pothos, 1)]);
    const { user, storage } = await renderShop('/plant/1');
    await screen.findByRole('heading', { level: 1, name: 'Boston Fern' });
    storage.fail('quota exceeded');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
    expect(storedCart()).toEqual([['Golden Pothos', '1']]);
    for (const badge of screen.getAllByTestId('cart-count')) expect(badge).toHaveTextContent('1');

    // The storage has room again: the same click works.
    storage.fail(null);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    expect(storedCart()).toEqual([
      ['Golden Pothos', '1'],
      ['Boston Fern', '1'],
    ]);
  });

  it('quota exceeded on the cart page: update, remove and the wishlist fail with their toasts, the page unchanged', async () => {
    store('cart', [line(fern, 2), line(pothos, 1)]);
    store('wishlist', [plantRecordOf(ivy)]);
    const { user, storage } = await openCart();
    const before = storedCart();
    expect(shownCart()).toEqual(before);
    storage.fail('quota exceeded');

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Boston Fern' }));
    expect(await screen.findByText('Failed to update cart')).toBeInTheDocument();
    expect(shownCart()).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Golden Pothos' }));
    await waitFor(() => expect(screen.getAllByText('Failed to update cart')).toHaveLength(2));
    expect(shownCart()).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Remove Boston Fern from cart' }));
    expect(await screen.findByText('Failed to remove from cart')).toBeInTheDocument();
    expect(screen.queryByText('Removed from cart')).not.toBeInTheDocument();
    expect(shownCart()).toEqual(before);
    expect(storedCart()).toEqual(before);

    await user.click(screen.getByRole('tab', { name: 'Wishlist (1)' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove English Ivy from wishlist' }),
    );
    expect(await screen.findByText('Failed to remove from wishlist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to Cart' }));
    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'English Ivy' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cart (3)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([plantRecordOf(ivy)]);
    expect(storedCart()).toEqual(before);
  });

  it('storage disabled: the cart page renders (empty), and adding says "Failed to add to cart"', async () => {
    store('cart', [line(pothos, 1)]);
    const { user, storage, router } = await renderShop('/plant/1');
    await screen.findByRole('heading', { level: 1, name: 'Boston Fern' });
    storage.fail('storage disabled');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
    expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();

    await router.navigate('/cart');
    await screen.findByRole('heading', { level: 1, name: 'My Cart' });
    await waitFor(() => expect(screen.queryByText('Loading your cart')).not.toBeInTheDocument());
    // Nothing can be read now: the page keeps what it last read, which is what is stored.
    expect(shownCart()).toEqual([['Golden Pothos', '1']]);
    expect(screen.getByRole('tab', { name: 'Cart (1)' })).toBeInTheDocument();
    expect(storedCart()).toEqual([['Golden Pothos', '1']]);
  });

  it('storage disabled from the first paint: the cart page says the cart is empty, no crash', async () => {
    store('cart', [line(pothos, 1)]);
    const storage = switchableStorage();
    storage.fail('storage disabled');
    renderApp(
      createInMemoryContainer({
        auth: new InMemoryAuth({ signedInAs: { email: 'a@example.com', password: 'Secret1' } }),
        catalog: new InMemoryPlantCatalog([fern]),
        cartStorage: new LocalStorageCartStorage(storage.provider, window),
      }),
      '/cart',
    );
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { aLine, aPlant } from '@test/support/plants';
import {
  orderSummaryRegion,
  quantityOf,
  renderCartPage,
  rowOf,
  summaryValue,
} from './support/cartPageKit';

const monstera = aPlant({
  plantId: 1,
  plantName: 'Monstera',
  category: 'Tropical',
  price: 1999,
  availableStock: 10,
});
const snake = aPlant({
  plantId: 2,
  plantName: 'Snake Plant',
  category: 'Low Light',
  price: 1999,
  availableStock: 10,
});
const pothos = aPlant({
  plantId: 3,
  plantName: 'Golden Pothos',
  category: 'Trailing',
  price: 1999,
  availableStock: 10,
});

describe('Cart page: the lines', () => {
  it('shows each line with image, name linking to the plant, category, line total and unit price', async () => {
    await renderCartPage({ cart: [aLine(monstera, 2), aLine(snake, 1)] });

    // The tab counts plants, as the top bar does: 2 + 1.
    expect(screen.getByRole('tab', { name: 'Cart (3)' })).toHaveAttribute('aria-selected', 'true');
    const line = rowOf('Monstera');
    expect(within(line).getByRole('link', { name: 'Monstera' })).toHaveAttribute(
      'href',
      '/plant/1',
    );
    expect(within(line).getByText('Tropical')).toBeInTheDocument();
    expect(line.querySelector('img')).toHaveAttribute('src', '/images/plants/plant-1.svg');
    expect(within(line).getByText('$39.98')).toBeInTheDocument();
    expect(within(line).getByText('$19.99 each')).toBeInTheDocument();
    expect(quantityOf('Monstera')).toBe('2');
    expect(within(rowOf('Snake Plant')).getByText('$19.99')).toBeInTheDocument();
  });

  it('three plants at $19.99: Subtotal $59.97, Shipping Free, Total $59.97 and no hint', async () => {
    await renderCartPage({ cart: [aLine(monstera, 1), aLine(snake, 1), aLine(pothos, 1)] });

    expect(screen.getByRole('tab', { name: 'Cart (3)' })).toBeInTheDocument();
    expect(summaryValue('Subtotal')).toBe('$59.97');
    expect(summaryValue('Shipping')).toBe('Free');
    expect(summaryValue('Total')).toBe('$59.97');
    expect(
      within(orderSummaryRegion()).queryByText(/more for free shipping/),
    ).not.toBeInTheDocument();
  });

  it('a $19.97 cart: Shipping $5.00, the hint for $30.03 more, Total $24.97', async () => {
    await renderCartPage({
      cart: [aLine(aPlant({ plantId: 7, plantName: 'Fern', price: 1997 }), 1)],
    });

    expect(summaryValue('Subtotal')).toBe('$19.97');
    expect(summaryValue('Shipping')).toBe('$5.00');
    expect(summaryValue('Total')).toBe('$24.97');
    expect(
      within(orderSummaryRegion()).getByText('Add $30.03 more for free shipping!'),
    ).toBeInTheDocument();
  });

  it('crosses $50 both ways with plus and minus', async () => {
    const palm = aPlant({ plantId: 4, plantName: 'Parlor Palm', price: 2499, availableStock: 5 });
    const { user } = await renderCartPage({ cart: [aLine(palm, 2)] });

    expect(summaryValue('Subtotal')).toBe('$49.98');
    expect(summaryValue('Shipping')).toBe('$5.00');
    expect(summaryValue('Total')).toBe('$54.98');
    expect(screen.getByText('Add $0.02 more for free shipping!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Parlor Palm' }));
    await waitFor(() => expect(summaryValue('Subtotal')).toBe('$74.97'));
    expect(summaryValue('Shipping')).toBe('Free');
    expect(summaryValue('Total')).toBe('$74.97');
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Parlor Palm' }));
    await waitFor(() => expect(summaryValue('Subtotal')).toBe('$49.98'));
    expect(summaryValue('Shipping')).toBe('$5.00');
    expect(summaryValue('Total')).toBe('$54.98');
    expect(screen.getByText('Add $0.02 more for free shipping!')).toBeInTheDocument();
  });

  it('spec section 9, "above 50 dollars": exactly $50.00 still pays $5.00 shipping', async () => {
    await renderCartPage({
      cart: [aLine(aPlant({ plantId: 5, plantName: 'Calathea', price: 2500 }), 2)],
    });

    expect(summaryValue('Subtotal')).toBe('$50.00');
    expect(summaryValue('Shipping')).toBe('$5.00');
    expect(summaryValue('Total')).toBe('$55.00');
    expect(screen.getByText('Add $0.01 more for free shipping!')).toBeInTheDocument();
  });

  it('plus raises the quantity and is disabled once it reaches the stock', async () => {
    const rare = aPlant({ plantId: 8, plantName: 'Rare Orchid', price: 3000, availableStock: 3 });
    const { user, storage } = await renderCartPage({ cart: [aLine(rare, 2)] });
    const plus = screen.getByRole('button', { name: 'Increase quantity of Rare Orchid' });
    expect(plus).toBeEnabled();

    await user.click(plus);

    await waitFor(() => expect(quantityOf('Rare Orchid')).toBe('3'));
    expect(plus).toBeDisabled();
    expect(within(rowOf('Rare Orchid')).getByText('$90.00')).toBeInTheDocument();
    expect(await storage.readCart()).toEqual([aLine(rare, 3)]);
  });

  it('plus is disabled from the start when the quantity is above the stock', async () => {
    await renderCartPage({
      cart: [aLine(aPlant({ plantId: 9, plantName: 'Haworthia', availableStock: 2 }), 2)],
    });
    expect(screen.getByRole('button', { name: 'Increase quantity of Haworthia' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Haworthia' })).toBeEnabled();
  });

  it('minus at 1 takes the quantity to 0, which removes the line', async () => {
    const { user, storage } = await renderCartPage({ cart: [aLine(monstera, 1), aLine(snake, 2)] });

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Monstera' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Monstera' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: 'Cart (2)' })).toBeInTheDocument();
    expect(summaryValue('Subtotal')).toBe('$39.98');
    expect(await storage.readCart()).toEqual([aLine(snake, 2)]);
    // Focus does not fall to the page: it stays on the cart's panel.
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('removing the last line with minus shows the empty cart', async () => {
    const { user } = await renderCartPage({ cart: [aLine(monstera, 1)] });

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Monstera' }));

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cart (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
  });

  it('the remove button deletes the line and says "Removed from cart"', async () => {
    const { user, storage } = await renderCartPage({ cart: [aLine(monstera, 3), aLine(snake, 1)] });

    await user.click(screen.getByRole('button', { name: 'Remove Monstera from cart' }));

    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Monstera' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: 'Cart (1)' })).toBeInTheDocument();
    expect(summaryValue('Subtotal')).toBe('$19.99');
    expect(summaryValue('Shipping')).toBe('$5.00');
    expect(summaryValue('Total')).toBe('$24.99');
    expect(await storage.readCart()).toEqual([aLine(snake, 1)]);
  });

  it('shows a change made in another tab', async () => {
    // The shop sells both; only one is in the cart when the page opens.
    const { storage } = await renderCartPage(
      { cart: [aLine(monstera, 1)] },
      '/cart',
      new InMemoryPlantCatalog([monstera, snake]),
    );

    act(() => storage.changeElsewhere('cart', [aLine(monstera, 4), aLine(snake, 1)]));

    await waitFor(() => expect(quantityOf('Monstera')).toBe('4'));
    expect(screen.getByRole('tab', { name: 'Cart (5)' })).toBeInTheDocument();
    expect(summaryValue('Subtotal')).toBe('$99.95');
  });

  it("a line gone from storage: 'Item not found in cart', then the screen catches up", async () => {
    const { user, storage } = await renderCartPage({ cart: [aLine(monstera, 1)] });
    // Storage lost the line without telling anyone (another tab with no storage event).
    vi.spyOn(storage, 'readCart').mockResolvedValue([]);

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Monstera' }));

    expect(await screen.findByText('Item not found in cart')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });
});

describe('Cart page: the order summary actions', () => {
  it("'Proceed to Checkout' says checkout is coming soon, and the cart stays as it is", async () => {
    const { user, storage } = await renderCartPage({ cart: [aLine(monstera, 1)] });

    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));

    expect(
      await screen.findByText('Checkout is coming soon — your cart is saved in this browser.'),
    ).toBeInTheDocument();
    expect(await storage.readCart()).toEqual([aLine(monstera, 1)]);
  });

  it("'Continue Shopping' links to /plants", async () => {
    await renderCartPage({ cart: [aLine(monstera, 1)] });
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/plants',
    );
  });
});

describe('Cart page: empty states', () => {
  it('an empty cart offers Browse Plants', async () => {
    await renderCartPage();
    expect(screen.getByRole('tab', { name: 'Cart (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wishlist (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Plants' })).toHaveAttribute('href', '/plants');
  });

  it('an empty cart says nothing of an empty wishlist', async () => {
    await renderCartPage();
    expect(screen.queryByText(/in your Wishlist/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Wishlist' })).not.toBeInTheDocument();
  });

  it('an empty cart points at the plants in the wishlist, and View Wishlist opens them', async () => {
    const { user } = await renderCartPage({ wishlist: [monstera, snake] });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText(/^You have 2 plants in your Wishlist\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Plants' })).toHaveAttribute('href', '/plants');

    await user.click(screen.getByRole('link', { name: 'View Wishlist' }));

    expect(screen.getByRole('tab', { name: 'Wishlist (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Snake Plant' })).toBeInTheDocument();
    // The link went with the cart's panel: focus is on the Wishlist's, not lost to the page.
    expect(screen.getByRole('tabpanel', { name: 'Wishlist (2)' })).toHaveFocus();
  });

  it('one plant in the wishlist is "1 plant"', async () => {
    await renderCartPage({ wishlist: [monstera] });
    expect(screen.getByText(/^You have 1 plant in your Wishlist\./)).toBeInTheDocument();
  });

  it('an empty wishlist offers Browse Plants', async () => {
    await renderCartPage({ cart: [aLine(monstera, 1)] }, '/cart?tab=wishlist');
    expect(screen.getByRole('tab', { name: 'Wishlist (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Plants' })).toHaveAttribute('href', '/plants');
  });
});

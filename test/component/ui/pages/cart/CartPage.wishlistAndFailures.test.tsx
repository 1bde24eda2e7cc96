import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLine, aPlant } from '@test/support/plants';
import { quantityOf, renderCartPage, rowOf, summaryValue } from './support/cartPageKit';

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
  price: 2499,
  availableStock: 5,
});
const cactus = aPlant({
  plantId: 3,
  plantName: 'Bunny Ear Cactus',
  category: 'Succulent',
  price: 1250,
  availableStock: 0,
});

describe('Cart page: the wishlist tab', () => {
  it('shows each item with image, name linking to the plant, category and price', async () => {
    await renderCartPage({ wishlist: [monstera, snake] }, '/cart?tab=wishlist');

    expect(screen.getByRole('tab', { name: 'Wishlist (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = rowOf('Snake Plant');
    expect(within(row).getByRole('link', { name: 'Snake Plant' })).toHaveAttribute(
      'href',
      '/plant/2',
    );
    expect(within(row).getByText('Low Light')).toBeInTheDocument();
    expect(within(row).getByText('$24.99')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/images/plants/plant-2.svg');
  });

  it("'Move to Cart' adds quantity 1, takes the item off the wishlist and says 'Moved to cart'", async () => {
    const { user, storage } = await renderCartPage(
      { wishlist: [monstera, snake] },
      '/cart?tab=wishlist',
    );

    await user.click(within(rowOf('Snake Plant')).getByRole('button', { name: 'Move to Cart' }));

    expect(await screen.findByText('Moved to cart')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Wishlist (1)' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: 'Cart (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Snake Plant' })).not.toBeInTheDocument();
    expect(await storage.readCart()).toEqual([aLine(snake, 1)]);
    expect(await storage.readWishlist()).toEqual([monstera]);

    await user.click(screen.getByRole('tab', { name: 'Cart (1)' }));
    expect(quantityOf('Snake Plant')).toBe('1');
    expect(summaryValue('Subtotal')).toBe('$24.99');
  });

  it('moving a plant already in the cart raises its quantity by one', async () => {
    const { user, storage } = await renderCartPage(
      { cart: [aLine(monstera, 2)], wishlist: [monstera] },
      '/cart?tab=wishlist',
    );

    await user.click(screen.getByRole('button', { name: 'Move to Cart' }));

    expect(await screen.findByText('Moved to cart')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your wishlist is empty' }),
    ).toBeInTheDocument();
    expect(await storage.readCart()).toEqual([aLine(monstera, 3)]);
  });

  it("'Move to Cart' is disabled for an out-of-stock plant, which says so", async () => {
    await renderCartPage({ wishlist: [cactus] }, '/cart?tab=wishlist');
    const move = within(rowOf('Bunny Ear Cactus')).getByRole('button', { name: 'Move to Cart' });
    expect(move).toBeDisabled();
    expect(move).toHaveAccessibleDescription('Out of stock');
  });

  it("the remove button takes the item off and says 'Removed from wishlist'", async () => {
    const { user, storage } = await renderCartPage(
      { wishlist: [monstera, snake] },
      '/cart?tab=wishlist',
    );

    await user.click(screen.getByRole('button', { name: 'Remove Monstera from wishlist' }));

    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Monstera' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('tab', { name: 'Wishlist (1)' })).toBeInTheDocument();
    expect(await storage.readWishlist()).toEqual([snake]);
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

describe('Cart page: storage that cannot be written', () => {
  it("plus and minus say 'Failed to update cart' and leave the line as it was", async () => {
    const { user, storage } = await renderCartPage({ cart: [aLine(monstera, 2)] });
    storage.failWrites();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Monstera' }));
    expect(await screen.findByText('Failed to update cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Monstera' }));
    await waitFor(() => expect(screen.getAllByText('Failed to update cart')).toHaveLength(2));

    expect(quantityOf('Monstera')).toBe('2');
    expect(summaryValue('Subtotal')).toBe('$39.98');
    expect(await storage.readCart()).toEqual([aLine(monstera, 2)]);
  });

  it("minus at 1 fails with 'Failed to update cart' and keeps the line", async () => {
    const { user, storage } = await renderCartPage({ cart: [aLine(monstera, 1)] });
    storage.failWrites();

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Monstera' }));

    expect(await screen.findByText('Failed to update cart')).toBeInTheDocument();
    expect(quantityOf('Monstera')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Cart (1)' })).toBeInTheDocument();
  });

  it("remove says 'Failed to remove from cart' and keeps the line", async () => {
    const { user, storage } = await renderCartPage({ cart: [aLine(monstera, 1), aLine(snake, 1)] });
    storage.failWrites();

    await user.click(screen.getByRole('button', { name: 'Remove Monstera from cart' }));

    expect(await screen.findByText('Failed to remove from cart')).toBeInTheDocument();
    expect(screen.queryByText('Removed from cart')).not.toBeInTheDocument();
    expect(rowOf('Monstera')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cart (2)' })).toBeInTheDocument();
    expect(summaryValue('Subtotal')).toBe('$44.98');
    expect(summaryValue('Total')).toBe('$49.98');
  });

  it("wishlist remove says 'Failed to remove from wishlist' and keeps the item", async () => {
    const { user, storage } = await renderCartPage({ wishlist: [monstera] }, '/cart?tab=wishlist');
    storage.failWrites();

    await user.click(screen.getByRole('button', { name: 'Remove Monstera from wishlist' }));

    expect(await screen.findByText('Failed to remove from wishlist')).toBeInTheDocument();
    expect(rowOf('Monstera')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wishlist (1)' })).toBeInTheDocument();
  });

  it('a failed move reads as the cart add that did not happen, and changes nothing', async () => {
    const { user, storage } = await renderCartPage({ wishlist: [monstera] }, '/cart?tab=wishlist');
    storage.failWrites();

    await user.click(screen.getByRole('button', { name: 'Move to Cart' }));

    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
    expect(screen.queryByText('Moved to cart')).not.toBeInTheDocument();
    expect(rowOf('Monstera')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Wishlist (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cart (0)' })).toBeInTheDocument();
    expect(await storage.readCart()).toEqual([]);
  });
});

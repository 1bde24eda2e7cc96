import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLine, aPlant } from '@test/support/plants';
import { renderCartPage } from './support/cartPageKit';

const monstera = aPlant({ plantId: 1, plantName: 'Monstera' });
const snake = aPlant({ plantId: 2, plantName: 'Snake Plant' });
const pothos = aPlant({ plantId: 3, plantName: 'Golden Pothos' });

function tabs() {
  return {
    cart: screen.getByRole('tab', { name: /^Cart \(\d+\)$/ }),
    wishlist: screen.getByRole('tab', { name: /^Wishlist \(\d+\)$/ }),
  };
}

function expectSelected(tab: HTMLElement, other: HTMLElement) {
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(tab).toHaveAttribute('tabindex', '0');
  expect(tab).toHaveFocus();
  expect(other).toHaveAttribute('aria-selected', 'false');
  expect(other).toHaveAttribute('tabindex', '-1');
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAttribute('id', tab.getAttribute('aria-controls'));
  expect(panel).toHaveAccessibleName(tab.textContent ?? '');
}

describe('Cart page tabs (WAI-ARIA tabs pattern)', () => {
  it('counts plants as the top bar does (the quantities) and the wishlist its items, and links each tab to its panel', async () => {
    await renderCartPage({ cart: [aLine(monstera, 5), aLine(snake, 2)], wishlist: [pothos] });

    const tablist = screen.getByRole('tablist', { name: 'Cart and wishlist' });
    const [cartTab, wishlistTab] = within(tablist).getAllByRole('tab');
    // docs/adr/0034: one count for one cart, the plants.
    expect(cartTab).toHaveAccessibleName('Cart (7)');
    for (const badge of screen.getAllByTestId('cart-count')) expect(badge).toHaveTextContent('7');
    expect(wishlistTab).toHaveAccessibleName('Wishlist (1)');
    expect(cartTab).toHaveAttribute('aria-selected', 'true');
    expect(document.getElementById(cartTab!.getAttribute('aria-controls')!)).toHaveAttribute(
      'role',
      'tabpanel',
    );
    expect(document.getElementById(wishlistTab!.getAttribute('aria-controls')!)).toHaveAttribute(
      'hidden',
    );
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Monstera' }),
    ).toBeInTheDocument();
  });

  it('Right and Left move between tabs and wrap; Home and End jump to the ends', async () => {
    const { user, router } = await renderCartPage({
      cart: [aLine(monstera, 1)],
      wishlist: [pothos],
    });
    const { cart, wishlist } = tabs();

    await user.click(cart);
    expectSelected(cart, wishlist);

    await user.keyboard('{ArrowRight}');
    expectSelected(wishlist, cart);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Golden Pothos' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=wishlist');

    await user.keyboard('{ArrowRight}');
    expectSelected(cart, wishlist);
    expect(router.state.location.search).toBe('');

    await user.keyboard('{ArrowLeft}');
    expectSelected(wishlist, cart);

    await user.keyboard('{ArrowLeft}');
    expectSelected(cart, wishlist);

    await user.keyboard('{End}');
    expectSelected(wishlist, cart);

    await user.keyboard('{Home}');
    expectSelected(cart, wishlist);
  });

  it('is one tab stop: Tab from the selected tab goes to its panel, Shift+Tab comes back', async () => {
    const { user } = await renderCartPage({ wishlist: [pothos] }, '/cart?tab=wishlist');
    const { cart, wishlist } = tabs();

    await user.click(wishlist);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab({ shift: true });
    expect(wishlist).toHaveFocus();
    await user.tab({ shift: true });
    expect(cart).not.toHaveFocus();
  });

  it('a click selects a tab', async () => {
    const { user } = await renderCartPage({ wishlist: [pothos] });
    await user.click(tabs().wishlist);
    expect(tabs().wishlist).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Golden Pothos' })).toBeInTheDocument();
  });
});

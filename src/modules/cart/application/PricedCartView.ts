import type { CheckedLine, CheckedWishlistItem } from '@/modules/cart/domain/CheckedLine';
import type { OrderSummary } from '@/modules/cart/domain/orderSummary';

/**
 * - 'checking': the catalogue is being read for the first time.
 * - 'checked': every line and item was checked against the catalogue.
 * - 'unchecked': the catalogue could not be read; lines show what is stored.
 */
export type PriceCheck = 'checking' | 'checked' | 'unchecked';

/** The cart and wishlist priced by the catalogue, as every screen shows and sums them. */
export interface PricedCartView {
  readonly prices: PriceCheck;
  readonly lines: readonly CheckedLine[];
  readonly wishlist: readonly CheckedWishlistItem[];
  /** Spec section 9's totals at catalogue prices; null until the prices are checked. */
  readonly summary: OrderSummary | null;
  /** The top bar's count: the items for sale once checked, the stored quantities until then. */
  readonly itemCount: number;
  /** Proceed to Checkout needs checked prices and at least one line for sale. */
  readonly canCheckout: boolean;
}

export const EMPTY_PRICED_CART: PricedCartView = {
  prices: 'checking',
  lines: [],
  wishlist: [],
  summary: null,
  itemCount: 0,
  canCheckout: false,
};

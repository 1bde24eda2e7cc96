import { useCallback, type ReactNode, type Ref } from 'react';
import { Heart, ShoppingCart } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Tabs, type TabDefinition } from '@/ui/components/Tabs';

type CartTab = 'cart' | 'wishlist';

/** ?tab=wishlist opens the wishlist, so the page can be linked to either tab. */
const TAB_PARAM = 'tab';

/** The cart page's search that opens its Wishlist tab. */
export const WISHLIST_TAB_SEARCH = `?${TAB_PARAM}=wishlist`;

/**
 * Spec section 2: the cart page's Cart (N) and Wishlist (N) tabs. Cart (N)
 * counts plants, as the top bar does (docs/beyond-the-spec.md); Wishlist (N)
 * its items. The selected tab lives in the URL, replaced in the history
 * rather than pushed.
 */
export function CartTabs({
  cartCount,
  wishlistCount,
  cartPanel,
  wishlistPanel,
  panelRef,
}: {
  /** The plants in the cart (PricedCartView.itemCount), the top bar's count. */
  cartCount: number;
  wishlistCount: number;
  cartPanel: ReactNode;
  wishlistPanel: ReactNode;
  /** The selected panel, for the page to move focus to when its content goes away. */
  panelRef?: Ref<HTMLDivElement>;
}) {
  const [params, setParams] = useSearchParams();
  const selected: CartTab = params.get(TAB_PARAM) === 'wishlist' ? 'wishlist' : 'cart';

  const select = useCallback(
    (tab: CartTab) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (tab === 'cart') next.delete(TAB_PARAM);
          else next.set(TAB_PARAM, tab);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const tabs: TabDefinition<CartTab>[] = [
    { id: 'cart', label: `Cart (${cartCount})`, Icon: ShoppingCart, panel: cartPanel },
    { id: 'wishlist', label: `Wishlist (${wishlistCount})`, Icon: Heart, panel: wishlistPanel },
  ];

  return (
    <Tabs
      label="Cart and wishlist"
      tabs={tabs}
      selected={selected}
      onSelect={select}
      panelRef={panelRef}
    />
  );
}

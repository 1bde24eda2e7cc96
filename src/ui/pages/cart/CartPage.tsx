import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Heart } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { PageHeading } from '@/ui/components/PageHeading';
import { Spinner } from '@/ui/components/Spinner';
import { CART_TOASTS } from '@/modules/cart/domain/cartMessages';
import type { RemovedLine } from '@/modules/cart/domain/RemovedLine';
import { STORES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';
import { useCartActions } from '@/ui/hooks/useCartActions';
import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { PAGE_HEAD_TABLE } from '@/ui/lib/pageHeadTable';
import { usePricedCart } from '@/ui/hooks/usePricedCart';
import { accountToastId } from '@/ui/lib/accountToasts';
import { ACTION_TOAST_DURATION_MS, toast } from '@/ui/lib/toast';
import { CartLines } from './CartLines';
import { CartTabs } from './CartTabs';
import { EmptyCart } from './EmptyCart';
import { EmptyState } from './EmptyState';
import { OrderSummaryCard } from './OrderSummaryCard';
import { PricesNotChecked } from './PricesNotChecked';
import { RemovedFromCartToast } from './RemovedFromCartToast';
import { isShowWishlistState } from './showWishlistState';
import { useCartLoaded } from './useCartLoaded';
import { WishlistItems } from './WishlistItems';

/**
 * Spec section 2, the cart page (/cart): the Cart (N) and Wishlist (N) tabs,
 * the lines with the order summary, and the wishlist. What it shows always
 * comes from what is stored, priced by the catalogue (usePricedCart), never
 * from a local copy. Opening the page checks the prices again, and
 * brings what is stored in line with them, each line saying what changed.
 */
export function CartPage() {
  usePageTitle(PAGE_HEAD_TABLE.cart.title);
  const pricedCart = useInjection(STORES.PricedCart);
  const { lines: cart, wishlist, prices, summary, canCheckout, itemCount } = usePricedCart();
  const loaded = useCartLoaded() && prices !== 'checking';
  // The page that shows every line and its notes is the one that corrects what is stored.
  useEffect(() => {
    void pricedCart.bringStoredListsInLine();
  }, [pricedCart]);
  // A shopper's Try again is answered by plants.json as it is now, not by a read already on its way.
  const checkAgain = useCallback(
    () => void pricedCart.bringStoredListsInLine({ afresh: true }),
    [pricedCart],
  );
  const actions = useCartActions();
  const panelRef = useRef<HTMLDivElement>(null);

  // The control that was pressed has gone with its line: keep focus on the list.
  const focusPanel = useCallback(() => panelRef.current?.focus(), []);
  const location = useLocation();
  useEffect(() => {
    if (isShowWishlistState(location.state)) focusPanel();
  }, [location, focusPanel]);

  // 'Removed from cart', by the bin or by minus at 1, with an Undo that puts the line back. The
  // Undo acts on this account's cart: the toast goes at a sign-out or a switch (accountToastId).
  const lineRemoved = useCallback(
    (removed: RemovedLine | null) => {
      focusPanel();
      if (!removed) {
        toast.success(CART_TOASTS.removedFromCart);
        return;
      }
      toast.success(
        ({ id }) => (
          <RemovedFromCartToast
            onUndo={() => {
              toast.dismiss(id);
              void actions.undoRemoval(removed).then((restored) => restored && focusPanel());
            }}
          />
        ),
        { duration: ACTION_TOAST_DURATION_MS, id: accountToastId() },
      );
    },
    [actions, focusPanel],
  );

  // Each tab: a spinner until the lists and prices are read, its empty state, or its content.
  const panel = (count: number, empty: ReactNode, content: ReactNode) =>
    !loaded ? (
      <Spinner label="Loading your cart" />
    ) : count === 0 ? (
      empty
    ) : (
      <div className="flex flex-col gap-6">
        {prices === 'unchecked' && <PricesNotChecked onRetry={checkAgain} />}
        {content}
      </div>
    );

  const cartPanel = panel(
    cart.length,
    <EmptyCart wishlistCount={wishlist.length} />,
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
      <CartLines lines={cart} actions={actions} onLineRemoved={lineRemoved} />
      {/* On a phone the card's parts join the column: its Proceed to Checkout sticks to the bottom. */}
      <div className="contents lg:sticky lg:top-24 lg:block">
        <OrderSummaryCard summary={summary} canCheckout={canCheckout} />
      </div>
    </div>,
  );
  const wishlistPanel = panel(
    wishlist.length,
    <EmptyState
      Icon={Heart}
      title="Your wishlist is empty"
      text="Tap the heart on any plant to save it for later."
    />,
    <WishlistItems items={wishlist} actions={actions} onItemRemoved={focusPanel} />,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageHeading>My Cart</PageHeading>
      <p className="mt-2 mb-6 text-stone-600">
        Your plants and wishlist, kept safe in this browser.
      </p>
      <CartTabs
        cartCount={itemCount}
        wishlistCount={wishlist.length}
        cartPanel={cartPanel}
        wishlistPanel={wishlistPanel}
        panelRef={panelRef}
      />
    </div>
  );
}

export default CartPage;

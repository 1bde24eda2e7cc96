import { Lock, Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@/modules/cart/domain/orderSummary';
import { formatMoney } from '@/modules/shared/domain/Money';
import { PATHS } from '@/ui/lib/paths';
import { toast } from '@/ui/lib/toast';

/** The spec shows no checkout: the button says so honestly instead of pretending. */
export const CHECKOUT_COMING_SOON = 'Checkout is coming soon — your cart is saved in this browser.';

/** The card's look on a phone, where the section's own box is not drawn. */
const PHONE_CARD = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 lg:p-0';

/** Stands for an amount not known until the catalogue's prices are checked. */
const NOT_CHECKED = '—';

/**
 * Spec sections 2 and 9: Subtotal, Shipping (free above $50, else $5), Total,
 * and the free-shipping hint, at the catalogue's prices over the lines for sale
 * (docs/beyond-the-spec.md). Until the prices are checked the amounts read '—' and Proceed to
 * Checkout is disabled.
 */
export function OrderSummaryCard({
  summary,
  canCheckout,
}: {
  summary: OrderSummary | null;
  canCheckout: boolean;
}) {
  const free = summary?.shipping === 0;
  const amount = (value: keyof Pick<OrderSummary, 'subtotal' | 'shipping' | 'total'>) =>
    summary ? formatMoney(summary[value]) : NOT_CHECKED;
  return (
    // On a phone the card's parts are laid out in the cart's column (`contents`), so Total and
    // Proceed to Checkout can stay at the bottom of the screen while the lines scroll by; on a wide
    // screen the card sits beside the lines and stays in view already (CartPage).
    <section
      aria-labelledby="order-summary-heading"
      className="contents lg:block lg:rounded-2xl lg:bg-white lg:p-6 lg:shadow-sm lg:ring-1 lg:ring-stone-200"
    >
      <div className={`${PHONE_CARD} lg:contents`}>
        <h2 id="order-summary-heading" className="font-display text-2xl font-bold text-stone-900">
          Order Summary
        </h2>
        <dl className="mt-5 space-y-3 text-stone-700">
          <div className="flex items-center justify-between gap-4">
            <dt>Subtotal</dt>
            <dd className="font-semibold text-stone-900 tabular-nums">{amount('subtotal')}</dd>
          </div>
          <div className="flex items-center justify-between gap-4">
            <dt>Shipping</dt>
            <dd
              className={`font-semibold tabular-nums ${free ? 'text-brand-700' : 'text-stone-900'}`}
            >
              {free ? 'Free' : amount('shipping')}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4 border-t border-stone-200 pt-4 text-lg">
            <dt className="font-bold text-stone-900">Total</dt>
            <dd className="font-bold text-stone-900 tabular-nums">{amount('total')}</dd>
          </div>
        </dl>
        {summary?.freeShippingHint && (
          <p className="mt-4 flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
            <Truck aria-hidden="true" width={18} height={18} className="mt-0.5 shrink-0" />
            <span>{summary.freeShippingHint}</span>
          </p>
        )}
      </div>
      <div
        // Kept clear of by what the keyboard focuses (styles.css): a line's control is never under it.
        data-checkout-in-reach=""
        className="sticky bottom-0 z-10 -mx-4 flex items-center gap-4 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] sm:-mx-6 sm:px-6 lg:static lg:m-0 lg:mt-6 lg:block lg:border-0 lg:p-0 lg:shadow-none"
      >
        {/* The total again beside the button while the card itself is out of view; read once. */}
        <p aria-hidden="true" className="shrink-0 lg:hidden">
          <span className="block text-sm text-stone-600">Total</span>
          <span className="text-lg font-bold text-stone-900 tabular-nums">{amount('total')}</span>
        </p>
        <button
          type="button"
          onClick={() => toast.blank(CHECKOUT_COMING_SOON, { id: 'checkout-coming-soon' })}
          disabled={!canCheckout}
          className="flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white lg:px-6 shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none motion-reduce:transition-none"
        >
          <Lock aria-hidden="true" width={18} height={18} />
          Proceed to Checkout
        </button>
      </div>
      <Link
        to={PATHS.plants}
        className="flex min-h-11 w-full items-center justify-center rounded-xl px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-700 transition hover:bg-brand-50 motion-reduce:transition-none lg:mt-3"
      >
        Continue Shopping
      </Link>
    </section>
  );
}

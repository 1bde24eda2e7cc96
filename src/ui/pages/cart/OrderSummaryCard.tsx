import { Lock, Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@/modules/cart/domain/orderSummary';
import { formatMoney } from '@/modules/shared/domain/Money';
import { PATHS } from '@/ui/lib/paths';
import { toast } from '@/ui/lib/toast';

/** The spec shows no checkout: the button says so honestly instead of pretending. */
export const CHECKOUT_COMING_SOON = 'Checkout is coming soon — your cart is saved in this browser.';

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
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
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
      <button
        type="button"
        onClick={() => toast.blank(CHECKOUT_COMING_SOON, { id: 'checkout-coming-soon' })}
        disabled={!canCheckout}
        className="mt-6 flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none motion-reduce:transition-none"
      >
        <Lock aria-hidden="true" width={18} height={18} />
        Proceed to Checkout
      </button>
      <Link
        to={PATHS.plants}
        className="mt-3 flex min-h-11 w-full items-center justify-center rounded-xl px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-700 transition hover:bg-brand-50 motion-reduce:transition-none"
      >
        Continue Shopping
      </Link>
    </section>
  );
}

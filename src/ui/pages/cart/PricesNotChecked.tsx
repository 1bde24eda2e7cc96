import { RefreshCw } from 'lucide-react';
import { CHECK_PRICES_AGAIN, PRICES_NOT_CHECKED } from '@/modules/cart/domain/cartMessages';

/**
 * The catalogue could not be reached, so the lines show what is
 * stored and nothing can be charged until the prices are checked again.
 */
export function PricesNotChecked({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
    >
      <p className="font-medium">{PRICES_NOT_CHECKED}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-amber-950 ring-1 ring-amber-700 hover:bg-amber-100"
      >
        <RefreshCw aria-hidden="true" width={18} height={18} />
        {CHECK_PRICES_AGAIN}
      </button>
    </div>
  );
}

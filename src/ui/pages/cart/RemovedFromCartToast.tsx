import { useState } from 'react';
import { CART_TOASTS, UNDO_REMOVAL } from '@/modules/cart/domain/cartMessages';

/**
 * Spec section 8's 'Removed from cart', with an Undo that puts the line back (beyond the spec).
 * The toast goes once Undo is pressed; a second press while it fades does nothing.
 */
export function RemovedFromCartToast({ onUndo }: { onUndo: () => void }) {
  const [undone, setUndone] = useState(false);
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{CART_TOASTS.removedFromCart}</span>
      <button
        type="button"
        disabled={undone}
        onClick={() => {
          setUndone(true);
          onUndo();
        }}
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50 disabled:cursor-default disabled:no-underline"
      >
        {UNDO_REMOVAL}
      </button>
    </span>
  );
}

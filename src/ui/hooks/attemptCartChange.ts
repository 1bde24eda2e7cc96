import { isCartError } from '@/modules/cart/domain/CartError';
import type { CartStore } from '@/modules/cart/application/CartStore';
import { toast } from '@/ui/lib/toast';

/**
 * A storage failure reads as the spec's message for the action; a rule the
 * cart refused (unknown line, out of stock) reads as the rule's own message,
 * e.g. 'Item not found in cart'.
 */
function messageFor(error: unknown, storageFailure: string): string {
  if (isCartError(error) && error.reason !== 'storage-unavailable') return error.message;
  return storageFailure;
}

/**
 * Runs one cart or wishlist change and says how it went, as spec section 8 words it: the
 * success toast (when the change has one), or the failure's message. Resolves to what the change
 * did, or to false when it was not stored; it never rejects.
 */
export async function attemptCartChange<R>(
  store: Pick<CartStore, 'refresh'>,
  run: () => Promise<R>,
  failure: string,
  success: string | ((result: R) => string) | null = null,
): Promise<R | false> {
  try {
    const result = await run();
    if (success) toast.success(typeof success === 'function' ? success(result) : success);
    return result;
  } catch (error) {
    toast.error(messageFor(error, failure));
    // A refused change (a line another tab removed, say) means the screen is
    // stale: read storage again so it shows what is really there.
    if (isCartError(error) && error.reason !== 'storage-unavailable') void store.refresh();
    return false;
  }
}

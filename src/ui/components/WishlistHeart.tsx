import { Heart } from 'lucide-react';
import type { Plant } from '../../modules/plants/domain/Plant';
import { isInWishlist } from '../../modules/cart/domain/cartRules';
import { CART_TOASTS } from '../../modules/cart/domain/cartMessages';
import { USE_CASES } from '../../di/tokens';
import { toast } from '../app/toast';
import { useInjection } from '../di/useInjection';
import { useCart } from '../hooks/useCart';

/**
 * Beyond the spec (which shows the heart doing nothing): it adds the plant to
 * the wishlist, or takes it off, and says so (docs/beyond-the-spec.md).
 */
export function WishlistHeart({ plant, className = '' }: { plant: Plant; className?: string }) {
  const toggleWishlist = useInjection(USE_CASES.ToggleWishlist);
  const { wishlist } = useCart();
  const saved = isInWishlist(wishlist, plant.plantId);

  async function toggle() {
    try {
      const { added } = await toggleWishlist.execute(plant);
      toast.success(added ? CART_TOASTS.addedToWishlist : CART_TOASTS.removedFromWishlist);
    } catch {
      toast.error(saved ? CART_TOASTS.removeFromWishlistFailed : CART_TOASTS.addToWishlistFailed);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={saved}
      aria-label={`Save ${plant.plantName} to wishlist`}
      className={`grid h-11 w-11 place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 transition hover:bg-white hover:text-rose-600 ${saved ? 'text-rose-600' : 'text-stone-600'} ${className}`}
    >
      <Heart aria-hidden="true" width={20} height={20} className={saved ? 'fill-current' : ''} />
    </button>
  );
}

import { Heart } from 'lucide-react';
import type { Plant } from '@/modules/shared/domain/Plant';
import { isInWishlist } from '@/modules/cart/domain/cartRules';
import { useCart } from '@/ui/hooks/useCart';
import { useCartActions } from '@/ui/hooks/useCartActions';

/** The two hearts, one element each, not drawn again with every card (PlantCard's ARROW). */
const HEART = <Heart aria-hidden="true" width={20} height={20} />;
const FILLED_HEART = <Heart aria-hidden="true" width={20} height={20} className="fill-current" />;

/**
 * Beyond the spec (which shows the heart doing nothing): it adds the plant to
 * the wishlist, or takes it off, and says so (docs/beyond-the-spec.md).
 */
export function WishlistHeart({ plant, className = '' }: { plant: Plant; className?: string }) {
  const { toggleWishlist } = useCartActions();
  const { wishlist } = useCart();
  const saved = isInWishlist(wishlist, plant.plantId);

  return (
    <button
      type="button"
      onClick={() => void toggleWishlist(plant, saved)}
      aria-pressed={saved}
      aria-label={`Save ${plant.plantName} to wishlist`}
      className={`grid h-11 w-11 place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 transition hover:bg-white hover:text-rose-600 ${saved ? 'text-rose-600' : 'text-stone-600'} ${className}`}
    >
      {saved ? FILLED_HEART : HEART}
    </button>
  );
}

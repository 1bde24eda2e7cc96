import type { Plant } from '@/modules/shared/domain/Plant';
import { lowStockDetailLabel } from '@/modules/plants/domain/plantMessages';
import { isLowStock, isOutOfStock } from '@/modules/shared/domain/stockRules';
import { OUT_OF_STOCK_LABEL } from '@/modules/shared/domain/sharedMessages';
import { WishlistHeart } from '@/ui/components/WishlistHeart';
import { artworkSources } from '@/ui/lib/artwork';
import { PLANT_DETAIL_SIZES } from '@/ui/lib/pictureSizes';

/**
 * The plant's picture, the first thing the page paints (so fetched eagerly, first), with its stock
 * badge and the wishlist heart over it; it stays in view beside the text from a tablet up.
 */
export function PlantPicture({ plant }: { plant: Plant }) {
  return (
    <div className="relative self-start overflow-hidden rounded-2xl bg-brand-50 md:sticky md:top-24">
      <img
        {...artworkSources(plant.image)}
        sizes={PLANT_DETAIL_SIZES}
        alt={plant.plantName}
        width={400}
        height={400}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="aspect-square h-auto w-full object-cover"
      />
      {isLowStock(plant) && (
        <span className="absolute top-4 left-4 rounded-full bg-red-700 px-3 py-1 text-sm font-semibold text-white">
          {lowStockDetailLabel(plant)}
        </span>
      )}
      {isOutOfStock(plant) && (
        <span className="absolute top-4 left-4 rounded-full bg-stone-800 px-3 py-1 text-sm font-semibold text-white">
          {OUT_OF_STOCK_LABEL}
        </span>
      )}
      {/* `!`: the heart's own 40 px would fall short of a 44 px touch target. */}
      <WishlistHeart plant={plant} className="absolute top-4 right-4" />
    </div>
  );
}

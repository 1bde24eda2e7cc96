import { isOutOfStock } from '@/modules/shared/domain/stockRules';
import type { WishlistItem } from './CartLine';
import type { CheckedWishlistItem } from './CheckedLine';
import { firstItemPerPlant } from './firstPerPlant';
import type { PlantCatalogue } from './PlantCatalogue';

/**
 * The stored wishlist checked against the catalogue, like the cart: the
 * catalogue's fields for each plantId, the stored price when it changed, and a
 * plant the catalogue no longer has kept with its stored fields.
 */
export function reconcileWishlist(
  stored: readonly WishlistItem[],
  catalogue: PlantCatalogue | null,
): CheckedWishlistItem[] {
  return firstItemPerPlant(stored).kept.map((item): CheckedWishlistItem => {
    if (!catalogue) return { plant: item, standing: 'unchecked', priceChangedFrom: null };
    const current = catalogue.get(item.plantId);
    if (!current) return { plant: item, standing: 'no-longer-available', priceChangedFrom: null };
    return {
      plant: current,
      standing: isOutOfStock(current) ? 'out-of-stock' : 'for-sale',
      priceChangedFrom: item.price === current.price ? null : item.price,
    };
  });
}

/** What the wishlist should store once checked: the catalogue's fields where it has the plant. */
export function storedWishlistOf(items: readonly CheckedWishlistItem[]): WishlistItem[] {
  return items.map((item) => item.plant);
}

import { memo } from 'react';
import { ArrowRight } from 'lucide-react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { Plant } from '@/modules/shared/domain/Plant';
import { cardBadgeForPosition } from '@/modules/plants/domain/cardBadges';
import { isLowStock, isOutOfStock } from '@/modules/shared/domain/stockRules';
import { lowStockCardLabel } from '@/modules/plants/domain/plantMessages';
import { OUT_OF_STOCK_LABEL } from '@/modules/shared/domain/sharedMessages';
import { formatMoney } from '@/modules/shared/domain/Money';
import { artworkSources } from '@/ui/lib/artwork';
import { plantPath } from '@/ui/lib/paths';
import { PLANT_CARD_SIZES } from '@/ui/lib/pictureSizes';
import { StarRating } from './StarRating';
import { WishlistHeart } from './WishlistHeart';

/**
 * Every card's arrow, one element: React does not draw an element it has drawn before again, and
 * a search redraws every card in view per keystroke.
 */
const ARROW = <ArrowRight aria-hidden="true" width={18} height={18} />;

/**
 * Spec section 2: the plant card. `position` picks the rotating badge. Its picture, name and
 * arrow are three links to one plant, made as React Router's docs make a custom link (useHref,
 * useLinkClickHandler) once for the three: a search redraws every card in view per keystroke.
 */
export function PlantCard({
  plant,
  position,
  eager = false,
}: {
  plant: Plant;
  position: number;
  eager?: boolean;
}) {
  const path = plantPath(plant.plantId);
  const href = useHref(path);
  const onClick = useLinkClickHandler(path);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-square overflow-hidden bg-brand-50">
        <a href={href} onClick={onClick} tabIndex={-1} aria-hidden="true">
          <img
            // A new element for a new picture: a card the grid reuses for another plant must not
            // show the last plant's picture while the new one loads.
            key={plant.image}
            {...artworkSources(plant.image)}
            sizes={PLANT_CARD_SIZES}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </a>
        <span className="absolute top-3 left-3 rounded-full bg-brand-800 px-3 py-1 text-xs font-semibold text-white">
          {cardBadgeForPosition(position)}
        </span>
        {isLowStock(plant) && (
          <span className="absolute bottom-3 left-3 rounded-full bg-red-700 px-3 py-1 text-xs font-semibold text-white">
            {lowStockCardLabel(plant)}
          </span>
        )}
        {isOutOfStock(plant) && (
          <span className="absolute bottom-3 left-3 rounded-full bg-stone-800 px-3 py-1 text-xs font-semibold text-white">
            {OUT_OF_STOCK_LABEL}
          </span>
        )}
        <WishlistHeart plant={plant} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          {plant.category}
        </p>
        <h3 className="font-display text-lg leading-snug font-semibold text-stone-900">
          <a href={href} onClick={onClick} className="hover:text-brand-700 focus-visible:underline">
            {plant.plantName}
          </a>
        </h3>
        <StarRating rating={plant.rating} size={14} />
        <div className="mt-auto flex items-center justify-between pt-2">
          <p className="text-xl font-bold text-stone-900">{formatMoney(plant.price)}</p>
          <a
            href={href}
            onClick={onClick}
            aria-label={`View ${plant.plantName}`}
            className="grid h-10 w-10 place-items-center rounded-full bg-brand-700 text-white transition hover:bg-brand-800"
          >
            {ARROW}
          </a>
        </div>
      </div>
    </article>
  );
}

/**
 * The card as the grids render it: a grid renders again as it scrolls (VirtualPlantGrid) or as
 * its cards arrive (PlantGrid), and a card whose props are unchanged is not rendered again.
 */
export const GridPlantCard = memo(PlantCard);

import { useRef, type ReactNode } from 'react';
import type { Plant } from '@/modules/shared/domain/Plant';
import { compareAtPrice } from '@/modules/plants/domain/detailRules';
import { formatMoney } from '@/modules/shared/domain/Money';
import { StarRating } from '@/ui/components/StarRating';
import { useScrolledAbove } from '@/ui/hooks/useScrolledAbove';
import { AddToCartControls } from './AddToCartControls';
import { BackButton } from './BackButton';
import { CareInformation } from './CareInformation';
import { REVIEW_COUNT_LABEL, SAVE_BADGE_LABEL } from './detailPageCopy';
import { PlantPerks } from './PlantPerks';
import { PlantPicture } from './PlantPicture';
import { StickyAddToCartBar } from './StickyAddToCartBar';
import { useAddToCart } from './useAddToCart';

/**
 * Spec section 2, a loaded plant: everything the detail page shows about it, then `children` (more
 * of the page), with the sticky Add to Cart bar at the bottom of the screen over both while the
 * page's own Add to Cart is scrolled away.
 */
export function PlantDetails({ plant, children }: { plant: Plant; children?: ReactNode }) {
  const addToCart = useAddToCart(plant);
  const mainButton = useRef<HTMLButtonElement>(null);
  const mainButtonAbove = useScrolledAbove(mainButton);

  return (
    <div>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
        <BackButton />
        {/* On a tablet the picture takes 5/12, so the text column keeps room for its controls. */}
        <article className="mt-4 grid gap-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-cols-2 lg:gap-12 lg:p-10">
          <PlantPicture plant={plant} />

          <div className="flex min-w-0 flex-col">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {plant.category}
            </p>
            <h1
              tabIndex={-1}
              className="mt-2 font-display text-3xl font-bold break-words text-stone-900 sm:text-4xl"
            >
              {plant.plantName}
            </h1>
            <p className="mt-2 text-stone-600">
              by <span className="font-medium text-stone-800">{plant.providerName}</span>
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
              <StarRating rating={plant.rating} size={18} />
              <span className="text-sm text-stone-600">{REVIEW_COUNT_LABEL}</span>
            </div>

            <div className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-2">
              <p className="text-3xl font-bold text-stone-900">
                <span className="sr-only">Price: </span>
                <span>{formatMoney(plant.price)}</span>
              </p>
              <s className="text-lg text-stone-600">
                <span className="sr-only">Was </span>
                <span>{formatMoney(compareAtPrice(plant.price))}</span>
              </s>
              <span className="self-center rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800">
                {SAVE_BADGE_LABEL}
              </span>
            </div>

            <p className="mt-5 leading-relaxed text-stone-700">{plant.description}</p>

            <CareInformation careLevel={plant.careLevel} />

            <AddToCartControls state={addToCart} buttonRef={mainButton} />

            <PlantPerks />
          </div>
        </article>
      </div>
      {children}
      {mainButtonAbove && (
        <StickyAddToCartBar plant={plant} state={addToCart} focusOnHide={mainButton} />
      )}
    </div>
  );
}

import { useRef, type ReactNode, type RefObject } from 'react';
import {
  ArrowLeft,
  BadgeCheck,
  Check,
  Clock,
  Droplets,
  RotateCcw,
  Sprout,
  Sun,
  Truck,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Plant } from '@/modules/shared/domain/Plant';
import { FIXED_CARE_INFO, PERKS, REVIEW_COUNT_LABEL, SAVE_BADGE_LABEL } from './detailPageCopy';
import { compareAtPrice } from '@/modules/plants/domain/detailRules';
import { isLowStock, isOutOfStock } from '@/modules/shared/domain/stockRules';
import { lowStockDetailLabel } from '@/modules/plants/domain/plantMessages';
import { OUT_OF_STOCK_LABEL } from '@/modules/shared/domain/sharedMessages';
import { formatMoney } from '@/modules/shared/domain/Money';
import { artworkSources } from '@/ui/lib/artwork';
import { PLANT_DETAIL_SIZES } from '@/ui/lib/pictureSizes';
import { PATHS } from '@/ui/lib/paths';
import { QuantityStepper } from '@/ui/components/QuantityStepper';
import { StarRating } from '@/ui/components/StarRating';
import { WishlistHeart } from '@/ui/components/WishlistHeart';
import { useScrolledAbove } from '@/ui/hooks/useScrolledAbove';
import { AddToCartButton } from './AddToCartButton';
import { StickyAddToCartBar } from './StickyAddToCartBar';
import { useAddToCart, type AddToCartState } from './useAddToCart';

/** Spec section 9: the care info, Watering, Sunlight and Humidity fixed, Care Level from the plant. */
const CARE_ICONS: Record<(typeof FIXED_CARE_INFO)[number]['label'], LucideIcon> = {
  Watering: Droplets,
  Sunlight: Sun,
  Humidity: Waves,
};

const PERK_ICONS: readonly LucideIcon[] = [Truck, RotateCcw, Clock, BadgeCheck];

/**
 * Spec section 2, a loaded plant: everything the detail page shows about it, then `children` (more
 * of the page), with the sticky Add to Cart bar at the bottom of the screen over both while the
 * page's own Add to Cart is scrolled away.
 */
export function PlantDetails({ plant, children }: { plant: Plant; children?: ReactNode }) {
  const outOfStock = isOutOfStock(plant);
  const addToCart = useAddToCart(plant);
  const mainButton = useRef<HTMLButtonElement>(null);
  const mainButtonAbove = useScrolledAbove(mainButton);
  const careInfo = [
    ...FIXED_CARE_INFO.map(({ label, value }) => ({ label, value, Icon: CARE_ICONS[label] })),
    { label: 'Care Level', value: plant.careLevel, Icon: Sprout },
  ];

  return (
    <div>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
        <BackButton />
        {/* On a tablet the picture takes 5/12, so the text column keeps room for its controls. */}
        <article className="mt-4 grid gap-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-cols-2 lg:gap-12 lg:p-10">
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
            {outOfStock && (
              <span className="absolute top-4 left-4 rounded-full bg-stone-800 px-3 py-1 text-sm font-semibold text-white">
                {OUT_OF_STOCK_LABEL}
              </span>
            )}
            {/* `!`: the heart's own 40 px would fall short of a 44 px touch target. */}
            <WishlistHeart plant={plant} className="absolute top-4 right-4" />
          </div>

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

            <section aria-labelledby="care-info-heading" className="mt-6">
              <h2
                id="care-info-heading"
                className="font-display text-xl font-semibold text-stone-900"
              >
                Care Information
              </h2>
              <dl className="mt-3 grid grid-cols-2 gap-3">
                {careInfo.map(({ label, value, Icon }) => (
                  <div key={label} className="relative rounded-xl bg-brand-50 py-3 pr-3 pl-11">
                    <dt className="text-xs font-medium text-stone-600">
                      <Icon
                        aria-hidden="true"
                        width={20}
                        height={20}
                        className="absolute top-3.5 left-3 text-brand-700"
                      />
                      {label}
                    </dt>
                    <dd className="font-semibold break-words text-stone-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <AddToCartControls state={addToCart} buttonRef={mainButton} />

            <ul
              aria-label="Perks"
              className="mt-6 grid gap-3 border-t border-stone-200 pt-6 sm:grid-cols-2 md:grid-cols-1 xl:grid-cols-2"
            >
              {PERKS.map((perk, index) => {
                const Icon = PERK_ICONS[index] ?? Check;
                return (
                  <li key={perk} className="flex items-center gap-3 text-sm text-stone-700">
                    <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
                      <Icon aria-hidden="true" width={18} height={18} />
                    </span>
                    {perk}
                  </li>
                );
              })}
            </ul>
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

/** Back where the shopper came from inside the shop, or to the plant list when they arrived here directly. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router marks the first entry it was started with as 'default': there is no in-app page behind it.
  const hasInAppHistory = location.key !== 'default';
  return (
    <button
      type="button"
      onClick={() => (hasInAppHistory ? navigate(-1) : navigate(PATHS.plants))}
      className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" width={18} height={18} />
      Back
    </button>
  );
}

/** The stepper and the page's own Add to Cart, in a live region that announces the button's change. */
function AddToCartControls({
  state,
  buttonRef,
}: {
  state: AddToCartState;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { quantity, room, change } = state;
  return (
    <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
      <div>
        <p className="mb-2 text-sm font-medium text-stone-700" aria-hidden="true">
          Quantity
        </p>
        <QuantityStepper
          value={quantity}
          label="Quantity"
          decreaseLabel="Decrease quantity"
          increaseLabel="Increase quantity"
          onDecrease={() => change(-1)}
          onIncrease={() => change(1)}
          decreaseDisabled={quantity <= 1}
          increaseDisabled={quantity >= room}
        />
      </div>
      {/* A live region: the button's change to 'Added to cart!' is announced. */}
      <div aria-live="polite" className="flex-1">
        <AddToCartButton ref={buttonRef} state={state} className="w-full px-6" />
      </div>
    </div>
  );
}

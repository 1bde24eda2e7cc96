import { normaliseSearchInput, type PlantQuery, type PlantSort } from './PlantQuery';
import type { Plant } from '@/modules/shared/domain/Plant';
import { formatMoney, type Cents } from '@/modules/shared/domain/Money';
import type { PriceRange } from './priceRange';
import { lazy } from '@/modules/shared/domain/lazy';

/** Every word the plants module says to a shopper (spec section 9 and beyond it). */

/** Spec section 8: the text shown when the plant list fails to load. */
export const PLANT_LIST_LOAD_FAILED = 'Failed to load plants. Please try again later.';

/** Spec section 9: the rotating badge on a plant card, chosen by the card's position. */
export const CARD_BADGE_CYCLE = ['Best Seller', 'Trending', 'New', 'Popular'] as const;

/** Card wording, spec section 9: 'Only N left'. */
export function lowStockCardLabel(plant: Pick<Plant, 'availableStock'>): string {
  return `Only ${plant.availableStock} left`;
}

/** Detail-page wording, spec section 9: 'Only N left!'. */
export function lowStockDetailLabel(plant: Pick<Plant, 'availableStock'>): string {
  return `Only ${plant.availableStock} left!`;
}

/** Spec section 9: the home page's link under Popular Plants. */
export function viewAllPlantsLabel(totalPlants: number): string {
  return `View All ${totalPlants} Plants`;
}

/** The sort choices as the page names them, in the order it offers them. */
export const PLANT_SORT_LABELS: Readonly<Record<PlantSort, string>> = {
  relevance: 'Best match',
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  name: 'Name: A to Z',
};

/** The stock filter on /plants: its group and its one choice. */
export const AVAILABILITY_FILTER_LEGEND = 'Availability';
export const IN_STOCK_FILTER_LABEL = 'In stock';

/** The detail page's last section: plants of the same category or care level. */
export const MORE_PLANTS_LIKE_THIS = 'More plants like this';

/** Offered with the nearest plant names when a search finds nothing. */
export const DID_YOU_MEAN = 'Did you mean';

/** Offered with the shop's words near a search that found nothing, or its categories. */
export const TRY_SHOP_WORDS = 'Try searching for';

/** '1 plant', '12 plants'. */
export function plantCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'plant' : 'plants'}`;
}

/** The phone's filter drawer button: 'Show 1 plant', 'Show 12 plants'. */
export function showPlantsLabel(count: number): string {
  return `Show ${plantCountLabel(count)}`;
}

export const PRICE_FILTER_LEGEND = 'Price';
export const FILTERS_DIALOG_TITLE = 'Filters';

/** 'priced $10.00 to $40.00', 'priced from $10.00', 'priced up to $40.00'; '' for any price. */
export function priceRangeWords({ min, max }: PriceRange): string {
  const money = (amount: number) => formatMoney(amount as Cents);
  if (min !== null && max !== null) return `priced ${money(min)} to ${money(max)}`;
  if (min !== null) return `priced from ${money(min)}`;
  if (max !== null) return `priced up to ${money(max)}`;
  return '';
}

const either = lazy(() => new Intl.ListFormat('en', { style: 'long', type: 'disjunction' }));

/**
 * What the empty result says matched nothing, e.g.
 * 'No plants match "xyz" in Succulents.',
 * 'No plants match "fern" in Succulents or Tropical with Expert care.',
 * 'No plants in Flowering with Easy or Expert care.',
 * 'No plants in stock match "fern".',
 * 'No plants in Succulents priced $10.00 to $20.00.'
 */
export function noMatchMessage(query: PlantQuery): string {
  const search = normaliseSearchInput(query.search);
  const parts: string[] = [];
  if (query.categories.length > 0) parts.push(`in ${either().format(query.categories)}`);
  if (query.careLevels.length > 0) parts.push(`with ${either().format(query.careLevels)} care`);
  const priced = priceRangeWords(query.price);
  if (priced) parts.push(priced);
  if (!search && !query.inStock && parts.length === 0) return 'No plants to show.';
  const subject = query.inStock ? 'No plants in stock' : 'No plants';
  return `${[search ? `${subject} match "${search}"` : subject, ...parts].join(' ')}.`;
}

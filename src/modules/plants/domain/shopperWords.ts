import { facetKey } from './foldText';
import type { Plant } from '@/modules/shared/domain/Plant';

/**
 * The words shoppers use for the shop's own categories and care levels, which the catalogue
 * never writes: a plant is found by them as by its category (searchRanking's category field).
 * Keyed by the value as the catalogue spells it; compared folded, so a catalogue that writes
 * 'pet friendly' gets the same words.
 */
export const CATEGORY_WORDS: Readonly<Record<string, readonly string[]>> = {
  'Pet Friendly': ['pet safe', 'safe for pets', 'cat safe', 'dog safe', 'non-toxic', 'nontoxic'],
  'Air Purifying': ['air purifier', 'clean air', 'air cleaning'],
  'Low Light': ['shade', 'shady', 'dark corner', 'north facing'],
  Succulents: ['cactus', 'drought tolerant'],
  Flowering: ['flower', 'bloom', 'blooming'],
  Tropical: ['jungle', 'humid'],
};

export const CARE_LEVEL_WORDS: Readonly<Record<string, readonly string[]>> = {
  Easy: [
    'easy care',
    'beginner',
    'low maintenance',
    'hard to kill',
    'forgiving',
    'starter',
    'unkillable',
  ],
  Moderate: ['some care', 'intermediate'],
  Expert: ['advanced', 'experienced', 'demanding', 'high maintenance'],
};

function byFacetKey(words: Readonly<Record<string, readonly string[]>>) {
  return new Map(Object.entries(words).map(([value, list]) => [facetKey(value), list]));
}

const categoryWords = byFacetKey(CATEGORY_WORDS);
const careLevelWords = byFacetKey(CARE_LEVEL_WORDS);

/** A catalogue has a handful of category and care-level pairs: each pair's text is made once. */
const categoryTexts = new Map<string, string>();

/**
 * What a plant's category field holds for the search: its category, its care level, and the
 * shoppers' words for both.
 */
export function categoryTextOf(plant: Pick<Plant, 'category' | 'careLevel'>): string {
  const pair = `${plant.category}\n${plant.careLevel}`;
  let text = categoryTexts.get(pair);
  if (text === undefined) {
    text = [
      plant.category,
      plant.careLevel,
      ...(categoryWords.get(facetKey(plant.category)) ?? []),
      ...(careLevelWords.get(facetKey(plant.careLevel)) ?? []),
    ].join('\n');
    categoryTexts.set(pair, text);
  }
  return text;
}

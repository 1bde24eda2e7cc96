import { cents, type Cents } from '@/modules/shared/domain/Money';
import type { Plant } from '@/modules/shared/domain/Plant';
import { facetKey } from './foldText';
import { splitWords } from './searchWords';

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

/**
 * The rooms and uses shoppers search by, and the categories whose plants suit them (ADR 0039):
 * a bathroom's damp and dim light suit tropical and low-light plants, an office or a bedroom the
 * low-light and air-purifying ones, a home with children the plants safe for pets.
 */
export const ROOM_AND_USE_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['bathroom', ['Tropical', 'Low Light']],
  ['shower', ['Tropical', 'Low Light']],
  ['office', ['Low Light', 'Air Purifying']],
  ['desk', ['Low Light', 'Air Purifying']],
  ['bedroom', ['Air Purifying', 'Low Light']],
  ['kids', ['Pet Friendly']],
  ['kid safe', ['Pet Friendly']],
  ['child safe', ['Pet Friendly']],
  ['children', ['Pet Friendly']],
  ['baby safe', ['Pet Friendly']],
]);

/** Below this price a plant is found by the shoppers' words for cheap (PRICE_WORDS). */
export const CHEAP_BELOW: Cents = cents(2000);

/** The words for a plant under CHEAP_BELOW: 'under $20' is read as the words under and 20. */
export const PRICE_WORDS: readonly string[] = [
  'cheap',
  'budget',
  'affordable',
  'inexpensive',
  'under $20',
];

/**
 * The names shoppers know a plant by besides the shop's, botanical or common, keyed by the
 * shop's name (compared folded). A shop with its own names adds its own here.
 */
export const OTHER_NAMES: ReadonlyMap<string, readonly string[]> = new Map([
  ['Snake Plant', ['sansevieria', 'dracaena trifasciata', "mother-in-law's tongue"]],
  ['ZZ Plant', ['zamioculcas']],
  ['Golden Pothos', ['epipremnum', "devil's ivy"]],
  ['Peace Lily', ['spathiphyllum']],
  ['Chinese Money Plant', ['pilea', 'pancake plant']],
  ['Rubber Plant', ['ficus elastica']],
  ['Fiddle Leaf Fig', ['ficus lyrata']],
  ['Spider Plant', ['chlorophytum']],
  ['Jade Plant', ['crassula']],
  ['Chinese Evergreen', ['aglaonema']],
  ['Prayer Plant', ['maranta']],
  ['Parlor Palm', ['chamaedorea']],
  ['Boston Fern', ['nephrolepis']],
  ['Bird of Paradise', ['strelitzia']],
  ['String of Pearls', ['senecio', 'curio']],
  ['Monstera Deliciosa', ['swiss cheese plant']],
  ['Calathea Orbifolia', ['goeppertia']],
  ['Phalaenopsis Orchid', ['moth orchid']],
  ['Fishbone Cactus', ['epiphyllum', 'ric rac cactus']],
  ['Bunny Ear Cactus', ['opuntia']],
  ['Anthurium', ['flamingo flower']],
  ['Hoya Carnosa', ['wax plant']],
  ['Alocasia Polly', ['elephant ear']],
  ['Dracaena Marginata', ['dragon tree']],
]);

function byFacetKey(words: Readonly<Record<string, readonly string[]>>) {
  return new Map(Object.entries(words).map(([value, list]) => [facetKey(value), list]));
}

/** Each category's rooms and uses, from ROOM_AND_USE_WORDS turned round. */
function roomsByCategory(): Map<string, string[]> {
  const rooms = new Map<string, string[]>();
  for (const [room, categories] of ROOM_AND_USE_WORDS) {
    for (const category of categories) {
      const key = facetKey(category);
      rooms.set(key, [...(rooms.get(key) ?? []), room]);
    }
  }
  return rooms;
}

const categoryWords = byFacetKey(CATEGORY_WORDS);
const careLevelWords = byFacetKey(CARE_LEVEL_WORDS);
const categoryRooms = roomsByCategory();
const otherNames = new Map([...OTHER_NAMES].map(([name, names]) => [facetKey(name), names]));

/** A catalogue has a handful of category and care-level pairs: each pair's text is made once. */
const categoryTexts = new Map<string, string>();

/**
 * What a plant's category field holds for the search, as far as its category and care level
 * say: both, the shoppers' words for both, and the rooms and uses the category suits.
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
      ...(categoryRooms.get(facetKey(plant.category)) ?? []),
    ].join('\n');
    categoryTexts.set(pair, text);
  }
  return text;
}

/**
 * A name of two words or more as shoppers also type it, each two words run together:
 * 'Snake Plant' as 'snakeplant', 'Chinese Money Plant' as 'chinesemoney' and 'moneyplant'.
 */
export function joinedNameWords(name: string): string[] {
  const words = splitWords(name);
  const joined: string[] = [];
  for (let index = 1; index < words.length; index += 1) {
    joined.push(`${words[index - 1]}${words[index]}`);
  }
  return joined;
}

/**
 * What the search finds a plant by that neither its fields nor its category's words spell: the
 * price words of a plant under CHEAP_BELOW, the name's words run together, and the other names it
 * is known by (searchRanking's otherWords field). Kept out of the category's text, whose length
 * would then differ plant by plant and move plants of one category about in its ties.
 */
export function otherWordsOf(plant: Pick<Plant, 'plantName' | 'price'>): string {
  return [
    ...(plant.price < CHEAP_BELOW ? PRICE_WORDS : []),
    ...joinedNameWords(plant.plantName),
    ...(otherNames.get(facetKey(plant.plantName)) ?? []),
  ].join('\n');
}

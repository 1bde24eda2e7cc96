// Every name Object.prototype answers to ('constructor', 'toString', '__proto__', ...), fed through
// every way a text enters the shop: the search (its words, the shoppers' words, the index and its
// ranking, the nearest names), the /plants URL, the return location after login, plants.json,
// the stored cart and wishlist, the forms, a Firebase error code and a picture's path. Each is read
// as the text it is, never as the property every plain object has (docs/security.md, "Prototype
// keys"). The lint rule leafy/own-keys (eslint-rules/ownKeys.js) keeps the lookups this tests out
// of src/; this holds the behaviour whatever shape a lookup takes.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { toAuthError } from '@/modules/auth/infrastructure/FirebaseAuthErrors';
import {
  LoginFormSchema,
  resetEmailError,
  SignUpFormSchema,
  validateForm,
} from '@/modules/auth/domain/formRules';
import {
  CART_STORAGE_KEY,
  LIST_OWNER_STORAGE_KEY,
  LocalStorageCartStorage,
  setAsideKeyOf,
  WISHLIST_STORAGE_KEY,
} from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import { filterPlants } from '@/modules/plants/domain/searchPlants';
import { facetCounts } from '@/modules/plants/domain/plantFacets';
import { EMPTY_PLANT_QUERY, PLANT_SORTS } from '@/modules/plants/domain/PlantQuery';
import {
  searchTermOf,
  searchWords,
  splitWords,
  stemWord,
} from '@/modules/plants/domain/searchWords';
import { categoryTextOf } from '@/modules/plants/domain/shopperWords';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { searchWorkerOnAChannel } from '@/modules/plants/infrastructure/searchWorkerOnAChannel';
import { WorkerPlantSearchEngine } from '@/modules/plants/infrastructure/WorkerPlantSearchEngine';
import type { Plant } from '@/modules/shared/domain/Plant';
import { returnPathFrom } from '@/ui/auth/returnLocation';
import { artworkSources } from '@/ui/lib/artwork';
import { parsePlantQuery } from '@/ui/pages/plants/plantQueryUrl';
import { aPlant, cartRecordOf, plantRecordOf } from '@test/support/plants';
import { MemoryStorage, NO_STORAGE_EVENTS } from './support/memoryStorage';

// The build's picture widths (scripts/art/rasterArtwork.mjs), as a plain object, as the build gives them.
vi.mock('virtual:artwork', () => ({ ARTWORK: { 'images/plants/fern.svg': [200, 400] } }));

/** Every name a plain object answers to without holding it. */
const PROTOTYPE_NAMES = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__']),
].sort();

const prototypeName = fc.constantFrom(...PROTOTYPE_NAMES);
/** A text holding a prototype name among other words, or the name alone. */
const textWithAName = fc.oneof(
  prototypeName,
  fc
    .tuple(fc.string({ maxLength: 12 }), prototypeName, fc.string({ maxLength: 12 }))
    .map(([before, name, after]) => `${before} ${name} ${after}`),
);
const RUNS = { numRuns: 200 };

/** A plant whose every text is `name`. */
function plantAllNamed(name: string, plantId: number): Plant {
  return aPlant({
    plantId,
    plantName: name,
    providerName: name,
    image: name,
    category: name,
    description: name,
    careLevel: name,
  });
}

/** A record as plants.json or storage holds it, its texts `name`, and keys named after it too. */
function hostileRecord(name: string, plantId: number): string {
  const record = JSON.stringify(plantRecordOf(plantAllNamed(name, plantId)));
  // JSON.parse makes an own '__proto__' key, as any parsed file would; an object literal could not.
  return `{${JSON.stringify(name)}:{"polluted":true},${record.slice(1)}`;
}

const isStringList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

it('covers the names every object answers to, __proto__ and constructor among them', () => {
  expect(PROTOTYPE_NAMES).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'toString']));
  expect(PROTOTYPE_NAMES.length).toBeGreaterThanOrEqual(12);
});

describe('the search reads a prototype name as a word', () => {
  it.each(PROTOTYPE_NAMES)('%s: its stem and term are text', (name) => {
    expect(typeof stemWord(name)).toBe('string');
    expect(typeof stemWord(name.toLowerCase())).toBe('string');
    const term = searchTermOf(name);
    expect(term === null || typeof term === 'string').toBe(true);
  });

  it('a search holding one is a list of words', () => {
    fc.assert(
      fc.property(textWithAName, (text) => {
        expect(isStringList(searchWords(text))).toBe(true);
        expect(isStringList(splitWords(text))).toBe(true);
      }),
      RUNS,
    );
  });

  it('constructor is a word the search looks for, as itself', () => {
    expect(searchWords('constructor')).toEqual(['constructor']);
  });

  it.each(PROTOTYPE_NAMES)(
    '%s as a category and a care level: the shoppers words are text',
    (name) => {
      const text = categoryTextOf({ category: name, careLevel: name });
      expect(text.split('\n')).toEqual([name, name]);
    },
  );

  it.each(PROTOTYPE_NAMES)(
    '%s as a category and a care level: counted and filtered as a value',
    (name) => {
      const plants = [plantAllNamed(name, 1), aPlant({ plantId: 2, category: 'Tropical' })];
      expect(facetCounts(plants).categories).toContainEqual({ value: name, count: 1 });
      const filtered = filterPlants(plants, {
        ...EMPTY_PLANT_QUERY,
        categories: [name],
        careLevels: [name],
      });
      expect(filtered.map((plant) => plant.plantId)).toEqual([1]);
    },
  );
});

describe("a catalogue and a search of prototype names, in the search worker's code", () => {
  const catalogue = [
    aPlant({ plantId: 0, plantName: 'Boston Fern', category: 'Tropical' }),
    ...PROTOTYPE_NAMES.map((name, index) => plantAllNamed(name, index + 1)),
  ];
  const opened = () => new WorkerPlantSearchEngine(() => searchWorkerOnAChannel()).open(catalogue);

  it('builds its index', async () => {
    await expect(opened()).resolves.toBeDefined();
  });

  it('answers every search holding one with plants or the nearest names', async () => {
    const engine = await opened();
    await fc.assert(
      fc.asyncProperty(textWithAName, async (text) => {
        const { ids, nearest } = await engine.find(text);
        if (ids !== null) expect(Array.from(ids).every(Number.isInteger)).toBe(true);
        expect(nearest.every(Number.isInteger)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('finds the plant named constructor by its name, and the fern by its own', async () => {
    const engine = await opened();
    const constructorPlant = PROTOTYPE_NAMES.indexOf('constructor') + 1;
    expect(Array.from((await engine.find('constructor')).ids ?? [])).toContain(constructorPlant);
    expect(Array.from((await engine.find('fern constructor')).ids ?? [])).toEqual([]);
    expect(Array.from((await engine.find('fern')).ids ?? [])).toEqual([0]);
  });
});

describe('the /plants URL', () => {
  it('reads a prototype name in any parameter, or as a parameter, as text or not at all', () => {
    fc.assert(
      fc.property(prototypeName, textWithAName, (name, text) => {
        const params = new URLSearchParams([
          ['q', text],
          ['category', name],
          ['care', name],
          ['sort', name],
          ['stock', name],
          [name, name],
        ]);
        const query = parsePlantQuery(params);
        expect(typeof query.search).toBe('string');
        expect(query.categories).toEqual([name]);
        expect(query.careLevels).toEqual([name]);
        expect(PLANT_SORTS).toContain(query.sort);
        expect(query.inStock).toBe(false);
        const fromRecord = parsePlantQuery(JSON.parse(`{${JSON.stringify(name)}:"x","q":"y"}`));
        expect(fromRecord.search).toBe('y');
      }),
      RUNS,
    );
  });
});

describe('the return location after login', () => {
  it.each(PROTOTYPE_NAMES)('%s in the state: a path on the site', (name) => {
    const state = JSON.parse(
      `{${JSON.stringify(name)}:1,"from":{${JSON.stringify(name)}:1,"pathname":"/${name}","search":"?q=${name}","hash":"#${name}"}}`,
    );
    expect(returnPathFrom(state)).toBe(`/${name}?q=${name}#${name}`);
    expect(returnPathFrom(JSON.parse(`{${JSON.stringify(name)}:{"pathname":"/cart"}}`))).toBe('/');
  });
});

describe('plants.json', () => {
  it('keeps a plant whose every text, and extra key, is a prototype name, as the text it is', async () => {
    const body = `[${PROTOTYPE_NAMES.map((name, index) => hostileRecord(name, index + 1)).join(',')}]`;
    const fetchFn = vi.fn(
      async () => new Response(body, { headers: { 'Content-Type': 'application/json' } }),
    );
    const plants = await new FetchPlantCatalog('http://shop.test/plants.json', fetchFn).list();
    expect(plants).toEqual(PROTOTYPE_NAMES.map((name, index) => plantAllNamed(name, index + 1)));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the stored cart and wishlist', () => {
  it.each(PROTOTYPE_NAMES)('%s in every text of a stored line: read back as text', async (name) => {
    const plant = plantAllNamed(name, 7);
    const cartLine = JSON.stringify(cartRecordOf({ plant, quantity: 2 }));
    const storage = new MemoryStorage();
    storage.setItem(CART_STORAGE_KEY, `[{${JSON.stringify(name)}:1,${cartLine.slice(1)}]`);
    storage.setItem(WISHLIST_STORAGE_KEY, `[${hostileRecord(name, 7)}]`);
    storage.setItem(LIST_OWNER_STORAGE_KEY, JSON.stringify(name));
    storage.setItem(
      setAsideKeyOf(name),
      JSON.stringify({ cart: [], wishlist: [plantRecordOf(plant)] }),
    );
    const adapter = new LocalStorageCartStorage(() => storage, NO_STORAGE_EVENTS);
    expect(await adapter.readCart()).toEqual([{ plant, quantity: 2 }]);
    expect(await adapter.readWishlist()).toEqual([plant]);
    expect(await adapter.readOwner()).toBe(name);
    expect(await adapter.readSetAside(name)).toEqual({ cart: [], wishlist: [plant] });
  });
});

describe('the forms', () => {
  it.each(PROTOTYPE_NAMES)('%s in every field: each field has its own message', (name) => {
    const login = validateForm(LoginFormSchema, { email: name, password: name });
    expect(login.success).toBe(false);
    if (!login.success) expect(typeof login.errors.email).toBe('string');
    const signUp = validateForm(SignUpFormSchema, {
      name,
      email: name,
      photoURL: name,
      password: name,
    });
    expect(signUp.success).toBe(false);
    if (!signUp.success) {
      expect(Object.values(signUp.errors).every((error) => typeof error === 'string')).toBe(true);
    }
    expect(typeof resetEmailError(name)).toBe('string');
  });
});

describe('the names the shop gives to outside codes and paths', () => {
  it.each(PROTOTYPE_NAMES)('%s as a Firebase error code: an unknown error', (name) => {
    expect(toAuthError({ code: name }).reason).toBe('unknown');
  });

  it.each(PROTOTYPE_NAMES)('%s as a picture path: the file itself', (name) => {
    expect(artworkSources(name)).toEqual({ src: `/${name}` });
  });
});

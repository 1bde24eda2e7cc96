// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { USE_CASES } from '@/di/tokens';
import type { FindPlant } from '@/modules/plants/application/FindPlant';
import type { ListPlants } from '@/modules/plants/application/ListPlants';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { describePlantCatalogContract } from '@test/contract/PlantCatalogPort.contract';
import { aPlant, plantRecordOf } from '@test/support/plants';
import { PLANTS_JSON_PATH, readShopCatalogue } from '@test/support/shopCatalogue';
import {
  CachedPlantCatalog,
  DEFAULT_PLANT_CATALOG_CACHE_TTL_MS,
  PLANT_CATALOG_CACHE_KEY,
  type CacheStorageProvider,
} from './CachedPlantCatalog';

/**
 * CachedPlantCatalog, the example adapter of docs/guides/swap-an-adapter.md: a decorator over
 * another catalogue (an InMemoryPlantCatalog here) that keeps its copy in jsdom's real
 * sessionStorage. Each adapter gets its own storage key, so no test sees another's copy.
 */

let adapters = 0;

afterEach(() => {
  sessionStorage.clear();
});

function disabledStorage(): never {
  // A browser with storage disabled throws on the very access to window.sessionStorage.
  throw new DOMException('The operation is insecure.', 'SecurityError');
}

/** sessionStorage as it is when full: everything works except storing. */
function fullStorage(): Storage {
  return {
    get length() {
      return sessionStorage.length;
    },
    key: (index) => sessionStorage.key(index),
    getItem: (key) => sessionStorage.getItem(key),
    setItem: () => {
      throw new DOMException('Setting the value exceeded the quota.', 'QuotaExceededError');
    },
    removeItem: (key) => sessionStorage.removeItem(key),
    clear: () => sessionStorage.clear(),
  };
}

describePlantCatalogContract('CachedPlantCatalog over sessionStorage', {
  failures: {
    'source offline': 'unavailable',
    'source corrupt': 'invalid-data',
    'source offline, storage disabled': 'unavailable',
  },
  create(source) {
    const inner = new InMemoryPlantCatalog(source.plants);
    let storageDisabled = false;
    adapters += 1;
    const catalog = new CachedPlantCatalog(
      inner,
      () => (storageDisabled ? disabledStorage() : sessionStorage),
      { key: `contract-${adapters}` },
    );
    return {
      catalog,
      breakSource(failure) {
        const reason = failure === 'source corrupt' ? 'invalid-data' : 'unavailable';
        inner.failWith(new PlantCatalogError(reason, `catalogue ${failure}`));
        storageDisabled = failure === 'source offline, storage disabled';
      },
      healSource() {
        inner.replace(source.plants);
        storageDisabled = false;
      },
      replaceSource(plants) {
        inner.replace(plants);
      },
    };
  },
});

describe('CachedPlantCatalog specifics', () => {
  const fern = aPlant({ plantId: 3, plantName: 'Boston Fern', price: 1999 });
  const pothos = aPlant({ plantId: 11, plantName: 'Golden Pothos', price: 2998 });

  /** A source that counts how often it is asked for its list; `inner` changes what it holds. */
  function countingSource(plants = [fern, pothos]) {
    const inner = new InMemoryPlantCatalog(plants);
    let calls = 0;
    const source: PlantCatalogPort = {
      list: () => ((calls += 1), inner.list()),
      reload: () => ((calls += 1), inner.reload()),
      findById: (plantId) => inner.findById(plantId),
    };
    return { inner, source, calls: () => calls };
  }

  function clock(start = 1_700_000_000_000) {
    let time = start;
    return {
      now: () => time,
      advance: (ms: number) => {
        time += ms;
      },
    };
  }

  function cached(
    source: PlantCatalogPort,
    storage: CacheStorageProvider = () => sessionStorage,
    now = clock().now,
  ) {
    return new CachedPlantCatalog(source, storage, { now });
  }

  it('asks the source once, then serves the copy, also to a new instance (a reload)', async () => {
    const { source, calls } = countingSource();
    const time = clock();
    expect(await cached(source, undefined, time.now).list()).toEqual([fern, pothos]);
    time.advance(DEFAULT_PLANT_CATALOG_CACHE_TTL_MS - 1);
    const reloaded = cached(source, undefined, time.now);
    expect(await reloaded.list()).toEqual([fern, pothos]);
    expect(await reloaded.findById(11)).toEqual(pothos);
    expect(calls()).toBe(1);
  });

  it('stores the plant records, prices in dollars, with the time they were saved', async () => {
    const time = clock();
    await cached(new InMemoryPlantCatalog([fern]), undefined, time.now).list();
    expect(JSON.parse(sessionStorage.getItem(PLANT_CATALOG_CACHE_KEY) ?? 'null')).toEqual({
      version: 1,
      savedAt: time.now(),
      plants: [{ ...plantRecordOf(fern), price: 19.99 }],
    });
  });

  it('asks the source again once the copy is as old as the TTL, and stores the new list', async () => {
    const { inner, source, calls } = countingSource();
    const time = clock();
    const catalog = cached(source, undefined, time.now);
    await catalog.list();
    time.advance(DEFAULT_PLANT_CATALOG_CACHE_TTL_MS);
    inner.replace([pothos]);
    expect(await catalog.list()).toEqual([pothos]);
    expect(await catalog.list()).toEqual([pothos]);
    expect(calls()).toBe(2);
  });

  it('reload() asks the source while the copy is fresh, and later calls get what it read', async () => {
    const { inner, source, calls } = countingSource();
    const catalog = cached(source);
    await catalog.list();
    inner.replace([pothos]);
    expect(await catalog.reload()).toEqual([pothos]);
    expect(await catalog.list()).toEqual([pothos]);
    expect(calls()).toBe(2);
  });

  it('takes a copy dated in the future (the clock moved back) as stale', async () => {
    const { source, calls } = countingSource();
    const time = clock();
    await cached(source, undefined, time.now).list();
    time.advance(-1000);
    await cached(source, undefined, time.now).list();
    expect(calls()).toBe(2);
  });

  it.each([
    ['not JSON', '{"version": 1,', 'stored copy is not JSON: ignored'],
    ['another version', JSON.stringify({ version: 2, savedAt: 0, plants: [] }), 'version'],
    ['not an object', JSON.stringify([plantRecordOf(fern)]), 'stored copy ignored'],
    [
      'a plant with a bad price',
      JSON.stringify({
        version: 1,
        savedAt: 1_700_000_000_000,
        plants: [{ ...plantRecordOf(fern), price: '19.99' }],
      }),
      'plants.0.price',
    ],
  ])('ignores a copy that is %s, with a warning, and replaces it', async (_, raw, warning) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(PLANT_CATALOG_CACHE_KEY, raw);
    const { source, calls } = countingSource();
    expect(await cached(source).list()).toEqual([fern, pothos]);
    expect(calls()).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(warning);
    expect(JSON.parse(sessionStorage.getItem(PLANT_CATALOG_CACHE_KEY) ?? 'null')).toMatchObject({
      version: 1,
    });
  });

  it.each([
    ['disabled', disabledStorage],
    ['full', fullStorage],
  ] as const)('works from the source alone when storage is %s', async (_, storage) => {
    const { source, calls } = countingSource();
    const catalog = cached(source, storage);
    expect(await catalog.list()).toEqual([fern, pothos]);
    expect(await catalog.findById(3)).toEqual(fern);
    expect(calls()).toBe(2);
    expect(sessionStorage.getItem(PLANT_CATALOG_CACHE_KEY)).toBeNull();
  });

  it('stores nothing when the source fails', async () => {
    const inner = new InMemoryPlantCatalog([fern]);
    inner.failWith();
    await expect(cached(inner).list()).rejects.toMatchObject({ reason: 'unavailable' });
    await expect(cached(inner).reload()).rejects.toMatchObject({ reason: 'unavailable' });
    expect(sessionStorage.length).toBe(0);
  });

  it("reads anything else a source throws as PlantCatalogError 'unavailable'", async () => {
    const failed = () => Promise.reject(new TypeError('Failed to fetch'));
    const broken: PlantCatalogPort = { list: failed, reload: failed, findById: failed };
    const error = await cached(broken)
      .list()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlantCatalogError);
    expect(error).toMatchObject({ reason: 'unavailable', cause: expect.any(TypeError) });
  });
});

describe('CachedPlantCatalog in front of plants.json, as the use-cases reach it', () => {
  it('serves ListPlants and FindPlant, and a second page load reads the copy, not plants.json', async () => {
    const fetchFn = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(await readFile(PLANTS_JSON_PATH, 'utf8'), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    /** A page load: a new container, the same tab's sessionStorage. */
    const pageLoad = () =>
      createInMemoryContainer({
        catalog: new CachedPlantCatalog(
          new FetchPlantCatalog('http://shop.test/plants.json', fetchFn),
          () => window.sessionStorage,
        ),
      });

    // container.get does not read the type a Token carries: name it, as useInjection does.
    const first = pageLoad();
    expect(await first.get<ListPlants>(USE_CASES.ListPlants).execute()).toEqual(
      readShopCatalogue(),
    );
    const second = pageLoad();
    expect(await second.get<FindPlant>(USE_CASES.FindPlant).execute('1')).toEqual(
      readShopCatalogue().find((plant) => plant.plantId === 1),
    );
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});

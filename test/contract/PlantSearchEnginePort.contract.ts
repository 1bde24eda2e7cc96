import { describe, expect, it } from 'vitest';
import type { PlantSearchEnginePort } from '@/modules/plants/application/PlantSearchEnginePort';
import type { Plant } from '@/modules/shared/domain/Plant';
import { readShopCatalogue } from '../support/shopCatalogue';

/**
 * The PlantSearchEnginePort contract (src/modules/plants/application/PlantSearchEnginePort.ts),
 * one suite every engine must pass: an answer to every search, in the order asked, for a catalogue
 * of any size, each opened catalogue its own. An engine that `ranks` answers with the domain's
 * ranking (rankedSearch): best match first, slips forgiven, the nearest names.
 */
export interface PlantSearchEngineAdapterSetup {
  /** A fresh engine. */
  create(): PlantSearchEnginePort;
  /** Whether it answers as rankedSearch does; the plain search does not. */
  readonly ranks: boolean;
  /**
   * An engine whose index cannot be built (a worker that cannot start, a failing index). Left
   * out by an engine that builds nothing.
   */
  createBroken?(): PlantSearchEnginePort;
  /** An engine whose index is built but whose every search throws. Left out by one that cannot. */
  createFailingSearch?(): PlantSearchEnginePort;
  /**
   * For an engine that hands a catalogue on in parts, one a task (to its worker, to an index built
   * in parts): a fresh engine, the most documents one task of the page may hand on, and what it
   * handed on, task by task. Left out by an engine that promises no parts.
   */
  watchParts?(): WatchedParts;
}

export interface WatchedParts {
  readonly engine: PlantSearchEnginePort;
  readonly mostPerTask: number;
  perTask(): readonly number[];
}

const shop = readShopCatalogue();
const placeOf = (name: string) => shop.findIndex((plant) => plant.plantName === name);

/** 2,500 plants: Snake Plants, and a Monstera last. */
function aCatalogueOfThousands(): Plant[] {
  const many: Plant[] = Array.from({ length: 2500 }, (_, id) => ({
    ...shop[placeOf('Snake Plant')]!,
    plantId: id + 1,
  }));
  many[2499] = { ...shop[placeOf('Monstera Deliciosa')]!, plantId: 2500 };
  return many;
}

export function describePlantSearchEngineContract(
  adapterName: string,
  setup: PlantSearchEngineAdapterSetup,
): void {
  describe(`PlantSearchEnginePort contract: ${adapterName}`, () => {
    const opened = () => setup.create().open(shop);
    /** A case of the domain's ranking: held by an engine that ranks, and by no other. */
    const ranked = (name: string, test: () => Promise<void>) => {
      if (setup.ranks) it(name, test);
    };

    ranked('answers a search best match first: a name above a nursery', async () => {
      const { ids, nearest } = await (await opened()).find('fern');
      expect(ids![0]).toBe(placeOf('Boston Fern'));
      expect(ids).toContain(placeOf('Fiddle Leaf Fig'));
      expect(nearest).toEqual([]);
    });

    it('answers a search with the plants that hold its words, and nothing near', async () => {
      const { ids, nearest } = await (await opened()).find('boston fern');
      expect(Array.from(ids!)).toEqual([placeOf('Boston Fern')]);
      expect(nearest).toEqual([]);
    });

    ranked('forgives a slip of the finger', async () => {
      const { ids } = await (await opened()).find('monstra');
      expect(ids![0]).toBe(placeOf('Monstera Deliciosa'));
    });

    it('answers a search with no words with every plant (null), and nothing near', async () => {
      const engine = await opened();
      expect(await engine.find('')).toEqual({ ids: null, nearest: [], suggestions: [] });
      expect(await engine.find('   ')).toEqual({ ids: null, nearest: [], suggestions: [] });
    });

    ranked('finds nothing, and offers the nearest names, for two slips', async () => {
      const { ids, nearest } = await (await opened()).find('mosntera');
      expect(ids).toHaveLength(0);
      expect(nearest[0]).toBe(placeOf('Monstera Deliciosa'));
    });

    it('finds nothing and offers nothing when nothing is near', async () => {
      const { ids, nearest } = await (await opened()).find('xyzzyq');
      expect({ ids: Array.from(ids!), nearest }).toEqual({ ids: [], nearest: [] });
    });

    it('answers searches in the order they were asked', async () => {
      const engine = await opened();
      const answered: string[] = [];
      const searches = ['snake', 'monstera deliciosa', 'fern', 'a'];
      await Promise.all(
        searches.map((search) => engine.find(search).then(() => answered.push(search))),
      );
      expect(answered).toEqual(searches);
    });

    it('searches a catalogue of thousands, to its last plant', async () => {
      const engine = await setup.create().open(aCatalogueOfThousands());
      expect(Array.from((await engine.find('monstera')).ids!)).toEqual([2499]);
      expect((await engine.find('snake')).ids).toHaveLength(2499);
    });

    const { watchParts } = setup;
    if (watchParts) {
      it('opens a catalogue of thousands in parts: no task of the page hands on more than its part', async () => {
        const { engine, mostPerTask, perTask } = watchParts();
        const many = aCatalogueOfThousands();
        const opened = await engine.open(many);
        expect(perTask().reduce((sum, part) => sum + part, 0)).toBe(many.length);
        expect(Math.max(...perTask())).toBeLessThanOrEqual(mostPerTask);
        expect(Array.from((await opened.find('monstera')).ids!)).toEqual([2499]);
      });
    }

    it('an engine opened for another catalogue searches that one, and the first its own', async () => {
      const port = setup.create();
      const first = await port.open(shop);
      const other = ['Snake Plant', 'Boston Fern'].map((name) => shop[placeOf(name)]!);
      const second = await port.open(other);
      expect(Array.from((await second.find('boston')).ids!)).toEqual([1]);
      expect(Array.from((await second.find('monstera deliciosa')).ids!)).toEqual([]);
      expect((await first.find('monstera deliciosa')).ids![0]).toBe(placeOf('Monstera Deliciosa'));
      expect((await first.find('boston')).ids![0]).toBe(placeOf('Boston Fern'));
    });

    const { createBroken, createFailingSearch } = setup;
    if (createBroken) {
      it('fails to open when its index cannot be built', async () => {
        await expect(createBroken().open(shop)).rejects.toThrow(Error);
      });
    }

    if (createFailingSearch) {
      it('answers every search: one whose search throws rejects, and the next is answered too', async () => {
        const engine = await createFailingSearch().open(shop);
        await expect(engine.find('fern')).rejects.toThrow(Error);
        await expect(engine.find('snake')).rejects.toThrow(Error);
      });
    }

    it('opens a catalogue with constructor and __proto__ in every field, and searches it', async () => {
      const hostile = 'constructor __proto__ prototype hasOwnProperty toString';
      const catalogue: Plant[] = [
        ...shop,
        ...[0, 1].map((offset) => ({
          ...shop[0]!,
          plantId: 9001 + offset,
          plantName: hostile,
          category: hostile,
          careLevel: hostile,
          providerName: hostile,
          description: hostile,
        })),
      ];
      const engine = await setup.create().open(catalogue);
      const { ids } = await engine.find('fern');
      if (setup.ranks) expect(ids![0]).toBe(placeOf('Boston Fern'));
      else expect(ids).toContain(placeOf('Boston Fern'));
      // Found or failed, each search of those words is answered.
      for (const search of ['constructor', '__proto__', 'proto', 'tostring']) {
        const answered = await engine.find(search).then(
          () => 'answered',
          (error: unknown) => (error instanceof Error ? 'answered' : 'not an Error'),
        );
        expect(answered).toBe('answered');
      }
    });
  });
}

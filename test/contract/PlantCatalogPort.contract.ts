import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import type { Plant } from '@/modules/shared/domain/Plant';
import {
  PlantCatalogError,
  type PlantCatalogErrorReason,
} from '@/modules/plants/domain/PlantCatalogError';
import { aPlant } from '../support/plants';
import { PLANTS_JSON_PATH, readShopCatalogue } from '../support/shopCatalogue';

/**
 * The PlantCatalogPort contract (src/modules/plants/application/PlantCatalogPort.ts),
 * one suite every adapter must pass. To run it against a new adapter, give
 * `describePlantCatalogContract` a setup that builds the adapter serving the
 * plants of a `CatalogSource`, and names the ways its source can fail.
 */

/** What an adapter under test must serve. */
export interface CatalogSource {
  /** The plants, in order, prices in cents. A plantId may repeat: the adapter must keep the first. */
  readonly plants: readonly Plant[];
  /**
   * When the plants are the shop's own file on disk, its path: an adapter that
   * serves a file (over HTTP, say) serves this one as it is, rather than a copy.
   */
  readonly file?: string;
}

export interface CatalogUnderTest {
  readonly catalog: PlantCatalogPort;
  /** From now on the adapter's source fails the named way (one of the setup's `failures`)... */
  breakSource(failure: string): void;
  /** ...until it serves the source's plants again. */
  healSource(): void;
  /** From now on the source serves these plants instead (prices in cents, plantIds unique). */
  replaceSource(plants: readonly Plant[]): void;
}

export interface PlantCatalogAdapterSetup {
  /** The ways this adapter's source can fail, each with the reason its PlantCatalogError must carry. */
  readonly failures: Readonly<Record<string, PlantCatalogErrorReason>>;
  /** A fresh adapter serving `source`, nothing loaded yet. */
  create(source: CatalogSource): CatalogUnderTest | Promise<CatalogUnderTest>;
}

const fern = aPlant({ plantId: 3, plantName: 'Boston Fern', price: 1999 });
const pothos = aPlant({ plantId: 11, plantName: 'Golden Pothos', price: 2998 });
const cactus = aPlant({ plantId: 7, plantName: 'Bunny Ear Cactus', price: 5 });

export function describePlantCatalogContract(
  adapterName: string,
  setup: PlantCatalogAdapterSetup,
): void {
  describe(`PlantCatalogPort contract: ${adapterName}`, () => {
    const shopCatalogue = readShopCatalogue();
    const shopSource: CatalogSource = { plants: shopCatalogue, file: PLANTS_JSON_PATH };

    beforeEach(() => {
      // An adapter may warn about what it drops (duplicates, bad entries); that is its own business here.
      vi.spyOn(console, 'warn').mockImplementation(() => {});
    });

    it('serves a non-empty shop catalogue (public/plants.json)', () => {
      expect(shopCatalogue.length).toBeGreaterThan(0);
    });

    describe('list', () => {
      it('returns every plant of the shop catalogue, in file order, prices in cents', async () => {
        const { catalog } = await setup.create(shopSource);
        const plants = await catalog.list();
        expect(plants).toEqual(shopCatalogue);
        for (const plant of plants) expect(Number.isSafeInteger(plant.price)).toBe(true);
      });

      it('keeps prices exact to the cent and every field as given', async () => {
        const { catalog } = await setup.create({ plants: [fern, pothos, cactus] });
        const plants = await catalog.list();
        expect(plants).toEqual([fern, pothos, cactus]);
        expect(plants.map((plant) => plant.price)).toEqual([1999, 2998, 5]);
      });

      // In no field's order (ids 3, 11, 7; names B, G, B; prices 1999, 2998, 5): an adapter
      // that sorts what it keeps, by any field, changes it.
      const unsorted = [fern, pothos, cactus];

      it('gives the same plants in the source order on every call, not only the first', async () => {
        const { catalog } = await setup.create({ plants: unsorted });
        expect(await catalog.list()).toEqual(unsorted);
        expect(await catalog.list()).toEqual(unsorted);
        expect(await catalog.findById(7)).toEqual(cactus);
        expect(await catalog.list()).toEqual(unsorted);
      });

      it('reload() gives what list() gives, in the source order, and so do later calls', async () => {
        const { catalog } = await setup.create({ plants: unsorted });
        expect(await catalog.reload()).toEqual(unsorted);
        expect(await catalog.list()).toEqual(unsorted);
        expect(await catalog.reload()).toEqual(unsorted);
        expect(await catalog.list()).toEqual(unsorted);
      });

      it('reload() reads the source as it is now, and later calls get what it read', async () => {
        const { catalog, replaceSource } = await setup.create({ plants: [fern, pothos] });
        expect(await catalog.list()).toEqual([fern, pothos]);
        replaceSource([cactus, fern]);
        expect(await catalog.reload()).toEqual([cactus, fern]);
        expect(await catalog.list()).toEqual([cactus, fern]);
        expect(await catalog.findById(7)).toEqual(cactus);
      });

      it('returns an empty list for an empty catalogue', async () => {
        const { catalog } = await setup.create({ plants: [] });
        expect(await catalog.list()).toEqual([]);
      });

      it('keeps the first plant of a repeated plantId, with a console warning', async () => {
        const impostor = aPlant({ plantId: 3, plantName: 'Not the Boston Fern', price: 100 });
        const { catalog } = await setup.create({ plants: [fern, pothos, impostor, cactus] });
        expect(await catalog.list()).toEqual([fern, pothos, cactus]);
        expect(await catalog.findById(3)).toEqual(fern);
        expect(console.warn).toHaveBeenCalled();
      });
    });

    describe('findById', () => {
      it('finds every plant of the shop catalogue by its numeric plantId', async () => {
        const { catalog } = await setup.create(shopSource);
        for (const plant of shopCatalogue) {
          expect(await catalog.findById(plant.plantId)).toEqual(plant);
        }
      });

      it('returns null for an unknown plantId', async () => {
        const { catalog } = await setup.create(shopSource);
        const unknown = Math.max(...shopCatalogue.map((plant) => plant.plantId)) + 1;
        expect(await catalog.findById(unknown)).toBeNull();
        expect(await catalog.findById(-1)).toBeNull();
        expect(await catalog.findById(1.5)).toBeNull();
      });

      it('returns null in an empty catalogue', async () => {
        const { catalog } = await setup.create({ plants: [] });
        expect(await catalog.findById(3)).toBeNull();
      });
    });

    describe('when the source fails', () => {
      /** A rejection the screens can read: a PlantCatalogError with the runner's reason. */
      async function expectCatalogError(
        call: Promise<unknown>,
        reason: PlantCatalogErrorReason,
      ): Promise<void> {
        await expect(call).rejects.toBeInstanceOf(PlantCatalogError);
        await expect(call).rejects.toMatchObject({ name: 'PlantCatalogError', reason });
      }

      for (const [failure, reason] of Object.entries(setup.failures)) {
        it(`${failure}: list and findById reject with PlantCatalogError '${reason}'`, async () => {
          const { catalog, breakSource } = await setup.create({ plants: [fern, pothos] });
          breakSource(failure);
          await expectCatalogError(catalog.list(), reason);
          await expectCatalogError(catalog.findById(3), reason);
        });

        it(`${failure}: a failed load is retried on the next call`, async () => {
          const { catalog, breakSource, healSource } = await setup.create({
            plants: [fern, pothos],
          });
          breakSource(failure);
          await expect(catalog.list()).rejects.toMatchObject({ reason });
          await expect(catalog.list()).rejects.toMatchObject({ reason });
          healSource();
          expect(await catalog.list()).toEqual([fern, pothos]);
          expect(await catalog.findById(11)).toEqual(pothos);
        });

        it(`${failure}: reload() asks the source, not a copy of an earlier read`, async () => {
          const { catalog, breakSource, healSource } = await setup.create({
            plants: [fern, pothos],
          });
          expect(await catalog.list()).toEqual([fern, pothos]);
          breakSource(failure);
          await expectCatalogError(catalog.reload(), reason);
          healSource();
          expect(await catalog.reload()).toEqual([fern, pothos]);
        });

        it(`${failure}: reload() rejects like list() and reads the healed source`, async () => {
          const { catalog, breakSource, healSource } = await setup.create({
            plants: [fern, pothos],
          });
          breakSource(failure);
          await expectCatalogError(catalog.reload(), reason);
          healSource();
          expect(await catalog.reload()).toEqual([fern, pothos]);
          expect(await catalog.list()).toEqual([fern, pothos]);
        });
      }

      it('is given at least one way to fail', () => {
        expect(Object.keys(setup.failures).length).toBeGreaterThan(0);
      });
    });
  });
}

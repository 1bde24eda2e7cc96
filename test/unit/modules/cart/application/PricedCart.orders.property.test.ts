// A stored line of quantity 9 for a plant whose stock is 3 must show
// 'Only 3 left — quantity lowered from 9' (and a tampered price 'Price changed from $0.01', a plant
// the shop no longer sells 'No longer available'), whichever comes first of the catalogue's read,
// the first auth state and the page's first render, and however slowly storage answers. Every
// order the page can see (the app renders nothing before the auth state, spec section 2) is run
// with fast-check, each call to storage delayed by a random number of microtasks. After every
// change the store announces, no view may show a corrected line without its note.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AlignStoredLists } from '@/modules/cart/application/AlignStoredLists';
import { CartStore } from '@/modules/cart/application/CartStore';
import type { CartStoragePort } from '@/modules/cart/application/CartStoragePort';
import { PricedCart } from '@/modules/cart/application/PricedCart';
import type { PricedCartView } from '@/modules/cart/application/PricedCartView';
import { lineNotes } from '@/modules/cart/domain/lineNotes';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import type { Plant } from '@/modules/shared/domain/Plant';
import { aLine, aPlant } from '@test/support/plants';

const UID = 'fern-uid';
const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999, availableStock: 8 });
const pothos = aPlant({ plantId: 2, plantName: 'Golden Pothos', price: 2499, availableStock: 3 });
const retired = aPlant({ plantId: 9, plantName: 'Retired Palm', price: 9999, availableStock: 4 });
const catalogue = [fern, pothos];
const STORED = [aLine({ ...fern, price: 1 } as Plant, 1), aLine(pothos, 9), aLine(retired, 1)];
const EXPECTED_NOTES = [
  ['Price changed from $0.01'],
  ['Only 3 left — quantity lowered from 9'],
  ['No longer available'],
];

type Step = 'auth' | 'catalogue' | 'render';
/** Every order of the three in which the page renders after the auth state is known. */
const ORDERS: Step[][] = [
  ['auth', 'render', 'catalogue'],
  ['auth', 'catalogue', 'render'],
  ['catalogue', 'auth', 'render'],
];

const microtasks = async (count: number) => {
  for (let i = 0; i < count; i += 1) await Promise.resolve();
};

/** The port over an in-memory storage, each call answered after `delays()` microtasks. */
function slowPort(storage: InMemoryCartStorage, delays: () => number): CartStoragePort {
  return new Proxy(storage, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || property === 'onChange') return value;
      return async (...args: unknown[]) => {
        await microtasks(delays());
        return (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** A catalogue that answers once the test says it is in (at once, if it is in already). */
function heldCatalogue(): { port: PlantCatalogPort; letIn: () => void } {
  let letIn = () => {};
  const arrived = new Promise<void>((resolve) => (letIn = resolve));
  const read = async (): Promise<readonly Plant[]> => {
    await arrived;
    return catalogue;
  };
  return {
    port: { list: read, reload: read, findById: async () => null },
    letIn: () => letIn(),
  };
}

describe('PricedCart: the note comes with the correction, in every order', () => {
  it('shows every note, never a corrected line without one, and stores the corrections', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ORDERS),
        fc.boolean(),
        fc.array(fc.nat(4), { minLength: 3, maxLength: 3 }),
        fc.infiniteStream(fc.nat(3)),
        async (order, ownedAlready, pauses, storageDelays) => {
          const storage = new InMemoryCartStorage({
            cart: STORED,
            owner: ownedAlready ? UID : null,
          });
          const port = slowPort(storage, () => storageDelays.next().value as number);
          const store = new CartStore(port);
          const held = heldCatalogue();
          const priced = new PricedCart(store, held.port, new AlignStoredLists(port, store));
          const silentCorrections: PricedCartView[] = [];
          const look = () => {
            const view = priced.getSnapshot();
            const lowered = view.lines.find((line) => line.plant.plantId === pothos.plantId);
            if (lowered && lowered.quantity === 3 && lowered.quantityLoweredFrom !== 9) {
              silentCorrections.push(view);
            }
          };

          for (const [index, step] of order.entries()) {
            if (step === 'auth') void store.showListsOf(UID).catch(() => undefined);
            if (step === 'catalogue') held.letIn();
            if (step === 'render') {
              // The cart page: it watches the priced lists and brings what is stored in line.
              priced.subscribe(look);
              look();
              void priced.bringStoredListsInLine();
            }
            await microtasks(pauses[index] ?? 0);
          }
          await priced.bringStoredListsInLine();
          await store.whileOwned(async () => {}); // every hand-over and change has run
          look();

          expect(silentCorrections).toEqual([]);
          expect(priced.getSnapshot().lines.map(lineNotes)).toEqual(EXPECTED_NOTES);
          expect(await storage.readCart()).toEqual([
            aLine(fern, 1),
            aLine(pothos, 3),
            aLine(retired, 1),
          ]);
          expect(await storage.readOwner()).toBe(UID);
        },
      ),
      { numRuns: 300 },
    );
  });
});

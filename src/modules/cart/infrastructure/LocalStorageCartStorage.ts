import { inject, injectable } from 'inversify';
import type { CartStoragePort, StoredCollection } from '../application/CartStoragePort';
import type { CartLine, WishlistItem } from '../domain/CartLine';
import { CartError } from '../domain/CartError';
import type { Unsubscribe } from '../../shared/application/Unsubscribe';
import { FLAT_SHIPPING_FEE, lineTotal } from '../domain/orderSummary';
import {
  dropReporter,
  keepFirstByKey,
  parseListKeepingValid,
} from '../../shared/infrastructure/parseListKeepingValid';
import {
  PlantRecordSchema,
  plantFromRecord,
  plantToRecord,
} from '../../plants/infrastructure/plantSchema';
import { CartRecordSchema, cartLineFromRecord, cartLineToRecord } from './cartRecordSchema';
import { INFRASTRUCTURE_TOKENS } from '../../../di/infrastructureTokens';
import type { StorageEventSource, StorageProvider } from './storageAccess';

/** Spec section 3: the local-storage keys. */
export const CART_STORAGE_KEY = 'cart';
export const WISHLIST_STORAGE_KEY = 'wishlist';

const KEY_OF: Record<StoredCollection, string> = {
  cart: CART_STORAGE_KEY,
  wishlist: WISHLIST_STORAGE_KEY,
};

/** CartStoragePort over the browser's localStorage (spec section 3). */
@injectable()
export class LocalStorageCartStorage implements CartStoragePort {
  private readonly listeners = new Set<(collection: StoredCollection) => void>();

  constructor(
    @inject(INFRASTRUCTURE_TOKENS.StorageProvider) private readonly storage: StorageProvider,
    @inject(INFRASTRUCTURE_TOKENS.StorageEventSource) private readonly events: StorageEventSource,
  ) {}

  async readCart(): Promise<CartLine[]> {
    const { items } = parseListKeepingValid(
      CartRecordSchema,
      this.readJson(CART_STORAGE_KEY),
      CART_STORAGE_KEY,
    );
    const outOfStock = dropReporter(CART_STORAGE_KEY);
    const lines = items.map(cartLineFromRecord).filter((line) => {
      if (line.plant.availableStock > 0) return true;
      outOfStock.drop(`dropped ${line.plant.plantName}: out of stock`);
      return false;
    });
    outOfStock.done();
    const capped = keepFirstByKey(lines, (line) => line.plant.plantId, CART_STORAGE_KEY).map(
      (line) =>
        line.quantity > line.plant.availableStock
          ? { ...line, quantity: line.plant.availableStock }
          : line,
    );
    return keepWithinCountableTotal(capped);
  }

  async writeCart(lines: readonly CartLine[]): Promise<void> {
    this.writeJson('cart', lines.map(cartLineToRecord));
  }

  async readWishlist(): Promise<WishlistItem[]> {
    const { items } = parseListKeepingValid(
      PlantRecordSchema,
      this.readJson(WISHLIST_STORAGE_KEY),
      WISHLIST_STORAGE_KEY,
    );
    return keepFirstByKey(
      items.map(plantFromRecord),
      (plant) => plant.plantId,
      WISHLIST_STORAGE_KEY,
    );
  }

  async writeWishlist(items: readonly WishlistItem[]): Promise<void> {
    this.writeJson('wishlist', items.map(plantToRecord));
  }

  onChange(listener: (collection: StoredCollection) => void): Unsubscribe {
    const onStorage = (event: Event) => {
      const key = (event as StorageEvent).key;
      // A null key means another tab cleared the whole storage.
      if (key === null || key === CART_STORAGE_KEY) listener('cart');
      if (key === null || key === WISHLIST_STORAGE_KEY) listener('wishlist');
    };
    this.listeners.add(listener);
    this.events.addEventListener('storage', onStorage);
    return () => {
      this.listeners.delete(listener);
      this.events.removeEventListener('storage', onStorage);
    };
  }

  private readJson(key: string): unknown {
    let raw: string | null;
    try {
      raw = this.storage().getItem(key);
    } catch (cause) {
      throw CartError.storageUnavailable(cause);
    }
    if (raw === null) return [];
    try {
      return JSON.parse(raw);
    } catch {
      console.warn(`[${key}] stored value is not JSON: ignored`);
      return [];
    }
  }

  private writeJson(collection: StoredCollection, value: unknown): void {
    try {
      this.storage().setItem(KEY_OF[collection], JSON.stringify(value));
    } catch (cause) {
      throw CartError.storageUnavailable(cause);
    }
    // The storage event reaches other tabs only; this tab's listeners are told here.
    this.listeners.forEach((listener) => listener(collection));
  }
}

/**
 * The largest subtotal, in cents, to which the order summary can still add
 * shipping and stay a whole number of cents (Money refuses unsafe integers).
 */
const MAX_COUNTABLE_SUBTOTAL = Number.MAX_SAFE_INTEGER - FLAT_SHIPPING_FEE;

/**
 * Each line is valid on its own, but a hand-written cart can hold enough of
 * the dearest plants at the largest quantities that the subtotal is no longer
 * a safe integer, and the cart page could not show its total. Lines past that
 * point are dropped, with a warning, as any other unusable entry is.
 */
function keepWithinCountableTotal(lines: readonly CartLine[]): CartLine[] {
  const report = dropReporter(CART_STORAGE_KEY);
  let subtotal = 0;
  const kept = lines.filter((line) => {
    const total = lineTotal(line);
    if (subtotal + total > MAX_COUNTABLE_SUBTOTAL) {
      report.drop(`dropped ${line.plant.plantName}: the cart total would be too large to count`);
      return false;
    }
    subtotal += total;
    return true;
  });
  report.done();
  return kept;
}

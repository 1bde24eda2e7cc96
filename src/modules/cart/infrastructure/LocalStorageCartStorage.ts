import * as v from 'valibot';
import type { CartStoragePort, StoredCollection } from '@/modules/cart/application/CartStoragePort';
import type { AccountId, AccountLists } from '@/modules/cart/domain/AccountLists';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import { CartError } from '@/modules/cart/domain/CartError';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { parseListKeepingValid } from '@/modules/shared/infrastructure/parseListKeepingValid';
import {
  PlantRecordSchema,
  plantFromRecord,
  plantToRecord,
} from '@/modules/shared/infrastructure/plantSchema';
import { accountListsFromRecord, accountListsToRecord } from './accountListsRecordSchema';
import { CartRecordSchema, cartLineFromRecord, cartLineToRecord } from './cartRecordSchema';
import type { StorageEventSource, StorageProvider } from './storageAccess';

/** Spec section 3: the local-storage keys. */
export const CART_STORAGE_KEY = 'cart';
export const WISHLIST_STORAGE_KEY = 'wishlist';
/** ADR 0014: whose lists `cart` and `wishlist` hold (a JSON string, the account's uid). */
export const LIST_OWNER_STORAGE_KEY = 'leafy.listOwner';
/** ADR 0014: where an account's lists wait while it is signed out. */
export const SET_ASIDE_KEY_PREFIX = 'leafy.setAside.';

/** The key of one account's set-aside lists, derived from its uid. */
export function setAsideKeyOf(account: AccountId): string {
  return `${SET_ASIDE_KEY_PREFIX}${encodeURIComponent(account)}`;
}

const OwnerSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(256));

/**
 * CartStoragePort over the browser's localStorage (spec section 3). It only
 * stores and parses: what a list may hold is decided by the domain.
 */
export class LocalStorageCartStorage implements CartStoragePort {
  constructor(
    private readonly storage: StorageProvider,
    private readonly events: StorageEventSource,
  ) {}

  async readCart(): Promise<CartLine[]> {
    const { items } = parseListKeepingValid(
      CartRecordSchema,
      this.readJson(CART_STORAGE_KEY, []),
      CART_STORAGE_KEY,
    );
    return items.map(cartLineFromRecord);
  }

  async writeCart(lines: readonly CartLine[]): Promise<void> {
    this.writeJson(CART_STORAGE_KEY, lines.map(cartLineToRecord));
  }

  async readWishlist(): Promise<WishlistItem[]> {
    const { items } = parseListKeepingValid(
      PlantRecordSchema,
      this.readJson(WISHLIST_STORAGE_KEY, []),
      WISHLIST_STORAGE_KEY,
    );
    return items.map(plantFromRecord);
  }

  async writeWishlist(items: readonly WishlistItem[]): Promise<void> {
    this.writeJson(WISHLIST_STORAGE_KEY, items.map(plantToRecord));
  }

  async readOwner(): Promise<AccountId | null> {
    const value = this.readJson(LIST_OWNER_STORAGE_KEY, null);
    if (value === null) return null;
    const owner = v.safeParse(OwnerSchema, value);
    if (owner.success) return owner.output;
    console.warn(`[${LIST_OWNER_STORAGE_KEY}] stored value is not an account: ignored`);
    return null;
  }

  async writeOwner(owner: AccountId | null): Promise<void> {
    if (owner === null) this.remove(LIST_OWNER_STORAGE_KEY);
    else this.writeJson(LIST_OWNER_STORAGE_KEY, owner);
  }

  async readSetAside(account: AccountId): Promise<AccountLists | null> {
    const key = setAsideKeyOf(account);
    const value = this.readJson(key, null);
    return value === null ? null : accountListsFromRecord(value, key);
  }

  async writeSetAside(account: AccountId, lists: AccountLists): Promise<void> {
    this.writeJson(setAsideKeyOf(account), accountListsToRecord(lists));
  }

  async removeSetAside(account: AccountId): Promise<void> {
    this.remove(setAsideKeyOf(account));
  }

  onChange(listener: (collection: StoredCollection) => void): Unsubscribe {
    const onStorage = (event: Event) => {
      const key = (event as StorageEvent).key;
      // A null key means another tab cleared the whole storage.
      if (key === null || key === CART_STORAGE_KEY) listener('cart');
      if (key === null || key === WISHLIST_STORAGE_KEY) listener('wishlist');
      if (key === null || key === LIST_OWNER_STORAGE_KEY) listener('owner');
    };
    // The storage event reaches the other tabs of the site, never the one that wrote.
    this.events.addEventListener('storage', onStorage);
    return () => this.events.removeEventListener('storage', onStorage);
  }

  /** The parsed JSON under `key`; `absent` when there is nothing, or nothing readable, there. */
  private readJson<T>(key: string, absent: T): unknown {
    let raw: string | null;
    try {
      raw = this.storage().getItem(key);
    } catch (cause) {
      throw CartError.storageUnavailable(cause);
    }
    if (raw === null) return absent;
    try {
      return JSON.parse(raw);
    } catch {
      console.warn(`[${key}] stored value is not JSON: ignored`);
      return absent;
    }
  }

  private writeJson(key: string, value: unknown): void {
    try {
      this.storage().setItem(key, JSON.stringify(value));
    } catch (cause) {
      throw CartError.storageUnavailable(cause);
    }
  }

  private remove(key: string): void {
    try {
      this.storage().removeItem(key);
    } catch (cause) {
      throw CartError.storageUnavailable(cause);
    }
  }
}

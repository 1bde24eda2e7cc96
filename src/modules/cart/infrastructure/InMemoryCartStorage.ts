import type { CartStoragePort, StoredCollection } from '@/modules/cart/application/CartStoragePort';
import type { AccountId, AccountLists } from '@/modules/cart/domain/AccountLists';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import { CartError } from '@/modules/cart/domain/CartError';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

function copyOf(lists: AccountLists): AccountLists {
  return { cart: [...lists.cart], wishlist: [...lists.wishlist] };
}

/**
 * CartStoragePort held in memory, for tests: it can fail writes and fake
 * another tab. Like every adapter it only stores: it keeps what it is given,
 * repeated plants and all, and the domain decides what a list may hold.
 */
export class InMemoryCartStorage implements CartStoragePort {
  private cart: CartLine[];
  private wishlist: WishlistItem[];
  private owner: AccountId | null;
  private readonly setAside = new Map<AccountId, AccountLists>();
  private failingWrites = false;
  private readonly listeners = new Set<(collection: StoredCollection) => void>();

  constructor(
    initial: {
      cart?: readonly CartLine[];
      wishlist?: readonly WishlistItem[];
      owner?: AccountId | null;
      setAside?: Readonly<Record<AccountId, AccountLists>>;
    } = {},
  ) {
    this.cart = [...(initial.cart ?? [])];
    this.wishlist = [...(initial.wishlist ?? [])];
    this.owner = initial.owner ?? null;
    for (const [account, lists] of Object.entries(initial.setAside ?? {})) {
      this.setAside.set(account, copyOf(lists));
    }
  }

  /** While on, every write rejects as a full or disabled storage would. */
  failWrites(on = true): void {
    this.failingWrites = on;
  }

  /** Stores a value as another tab would, and tells the listeners. */
  changeElsewhere(collection: 'cart', lines: readonly CartLine[]): void;
  changeElsewhere(collection: 'wishlist', items: readonly WishlistItem[]): void;
  changeElsewhere(collection: 'owner', owner: AccountId | null): void;
  changeElsewhere(
    collection: StoredCollection,
    value: readonly CartLine[] | readonly WishlistItem[] | AccountId | null,
  ): void {
    if (collection === 'cart') this.cart = [...(value as readonly CartLine[])];
    else if (collection === 'wishlist') this.wishlist = [...(value as readonly WishlistItem[])];
    else this.owner = value as AccountId | null;
    this.notify(collection);
  }

  /** Sets an account's lists aside (null: removes them) as another tab would; nobody is told. */
  changeSetAsideElsewhere(account: AccountId, lists: AccountLists | null): void {
    if (lists === null) this.setAside.delete(account);
    else this.setAside.set(account, copyOf(lists));
  }

  async readCart(): Promise<CartLine[]> {
    return [...this.cart];
  }

  async writeCart(lines: readonly CartLine[]): Promise<void> {
    this.guardWrite();
    this.cart = [...lines];
  }

  async readWishlist(): Promise<WishlistItem[]> {
    return [...this.wishlist];
  }

  async writeWishlist(items: readonly WishlistItem[]): Promise<void> {
    this.guardWrite();
    this.wishlist = [...items];
  }

  async readOwner(): Promise<AccountId | null> {
    return this.owner;
  }

  async writeOwner(owner: AccountId | null): Promise<void> {
    this.guardWrite();
    this.owner = owner;
  }

  async readSetAside(account: AccountId): Promise<AccountLists | null> {
    const lists = this.setAside.get(account);
    return lists ? copyOf(lists) : null;
  }

  async writeSetAside(account: AccountId, lists: AccountLists): Promise<void> {
    this.guardWrite();
    this.setAside.set(account, copyOf(lists));
  }

  async removeSetAside(account: AccountId): Promise<void> {
    this.guardWrite();
    this.setAside.delete(account);
  }

  onChange(listener: (collection: StoredCollection) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private guardWrite(): void {
    if (this.failingWrites) {
      throw CartError.storageUnavailable(new Error('QuotaExceededError (simulated)'));
    }
  }

  private notify(collection: StoredCollection): void {
    this.listeners.forEach((listener) => listener(collection));
  }
}

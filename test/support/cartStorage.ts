import { CartError } from '@/modules/cart/domain/CartError';
import type { CartLine, WishlistItem } from '@/modules/cart/domain/CartLine';
import { InMemoryCartStorage } from '@/modules/cart/infrastructure/InMemoryCartStorage';

/** What a storage holds now, read through the port. */
export async function storedState(storage: InMemoryCartStorage): Promise<{
  cart: CartLine[];
  wishlist: WishlistItem[];
}> {
  return { cart: await storage.readCart(), wishlist: await storage.readWishlist() };
}

/** An in-memory storage whose wishlist writes fail while its cart writes succeed. */
export class WishlistWritesFailingStorage extends InMemoryCartStorage {
  override async writeWishlist(): Promise<void> {
    throw CartError.storageUnavailable(new DOMException('full', 'QuotaExceededError'));
  }
}

/** The port's writes, each of which a test can make fail. */
export type StorageWrite =
  'writeCart' | 'writeWishlist' | 'writeOwner' | 'writeSetAside' | 'removeSetAside';

/**
 * An in-memory storage that refuses some writes as a full storage would: every write for which
 * `refuses` says so, counting the writes (0, 1, 2, …) from the moment the test arms it.
 */
export class RefusingStorage extends InMemoryCartStorage {
  private writes = 0;
  refuses: (write: StorageWrite, index: number) => boolean = () => false;

  private guard(write: StorageWrite): void {
    const index = this.writes;
    this.writes += 1;
    if (this.refuses(write, index)) {
      throw CartError.storageUnavailable(new DOMException('full', 'QuotaExceededError'));
    }
  }

  override async writeCart(...args: Parameters<InMemoryCartStorage['writeCart']>) {
    this.guard('writeCart');
    return super.writeCart(...args);
  }
  override async writeWishlist(...args: Parameters<InMemoryCartStorage['writeWishlist']>) {
    this.guard('writeWishlist');
    return super.writeWishlist(...args);
  }
  override async writeOwner(...args: Parameters<InMemoryCartStorage['writeOwner']>) {
    this.guard('writeOwner');
    return super.writeOwner(...args);
  }
  override async writeSetAside(...args: Parameters<InMemoryCartStorage['writeSetAside']>) {
    this.guard('writeSetAside');
    return super.writeSetAside(...args);
  }
  override async removeSetAside(...args: Parameters<InMemoryCartStorage['removeSetAside']>) {
    this.guard('removeSetAside');
    return super.removeSetAside(...args);
  }

  /** From now on, refuse the writes `refuses` names, counted from here. */
  arm(refuses: (write: StorageWrite, index: number) => boolean): void {
    this.writes = 0;
    this.refuses = refuses;
  }
}

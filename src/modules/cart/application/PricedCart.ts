import type { Plant } from '@/modules/shared/domain/Plant';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import { Watchers } from '@/modules/shared/application/Watchers';
import { isCounted } from '@/modules/cart/domain/CheckedLine';
import { checkedOrderSummary, countedLines } from '@/modules/cart/domain/checkedTotals';
import { cartItemCount } from '@/modules/cart/domain/cartRules';
import { catalogueOf, type PlantCatalogue } from '@/modules/cart/domain/PlantCatalogue';
import { reconcileCart } from '@/modules/cart/domain/reconcileCart';
import { reconcileWishlist } from '@/modules/cart/domain/reconcileWishlist';
import {
  itemNotesToRemember,
  lineNotesToRemember,
  withRememberedItemNotes,
  withRememberedNotes,
  type RememberedItemNotes,
  type RememberedLineNotes,
} from '@/modules/cart/domain/rememberedNotes';
import type { AlignStoredLists } from './AlignStoredLists';
import type { CartSnapshot } from './CartSnapshot';
import type { CartStore } from './CartStore';
import { EMPTY_PRICED_CART, type PriceCheck, type PricedCartView } from './PricedCartView';

/**
 * The cart priced by the shop, not by local storage (issue 13): the stored
 * lists from the CartStore, each line checked against the catalogue. Reading
 * the catalogue (on the first subscription, and on every checkPrices) also
 * brings what is stored in line with it. Shaped for useSyncExternalStore.
 */
export class PricedCart {
  private catalogue: PlantCatalogue | null = null;
  private prices: PriceCheck = 'checking';
  private view: PricedCartView = EMPTY_PRICED_CART;
  private viewOf: {
    snapshot: CartSnapshot;
    catalogue: PlantCatalogue | null;
    prices: PriceCheck;
  } | null = null;
  private lineNotes: RememberedLineNotes = new Map();
  private itemNotes: RememberedItemNotes = new Map();
  /** The store's account the notes above were made for. */
  private notesForAccount = 0;
  private readonly watchers = new Watchers(() => {
    const stop = this.store.subscribe(() => this.watchers.notify());
    if (this.prices === 'checking') void this.checkPrices();
    return stop;
  });
  private pendingCheck: Promise<PriceCheck> | null = null;

  constructor(
    private readonly store: CartStore,
    private readonly catalog: PlantCatalogPort,
    private readonly align: AlignStoredLists,
  ) {}

  subscribe = (listener: () => void): Unsubscribe => this.watchers.add(listener);

  getSnapshot = (): PricedCartView => {
    const snapshot = this.store.getSnapshot();
    const last = this.viewOf;
    if (
      last &&
      last.snapshot === snapshot &&
      last.catalogue === this.catalogue &&
      last.prices === this.prices
    ) {
      return this.view;
    }
    this.view = this.price(snapshot);
    this.viewOf = { snapshot, catalogue: this.catalogue, prices: this.prices };
    return this.view;
  };

  /**
   * Reads the catalogue (again) and brings what is stored in line with it.
   * Resolves to 'checked', or 'unchecked' when the catalogue could not be read;
   * never rejects. Calls made while a check runs share it, except a check
   * `afresh` (a shopper's Try again): it reads the catalogue anew through
   * PlantCatalogPort.reload(), so a read that began before the click, and may
   * be failing, never answers it.
   */
  checkPrices({ afresh = false }: { afresh?: boolean } = {}): Promise<PriceCheck> {
    if (afresh || !this.pendingCheck) {
      const check: Promise<PriceCheck> = this.runCheck(afresh).finally(() => {
        if (this.pendingCheck === check) this.pendingCheck = null;
      });
      this.pendingCheck = check;
    }
    return this.pendingCheck;
  }

  private async runCheck(afresh: boolean): Promise<PriceCheck> {
    let plants: readonly Plant[];
    try {
      plants = await (afresh ? this.catalog.reload() : this.catalog.list());
    } catch {
      this.setPrices(null, 'unchecked');
      return this.prices;
    }
    try {
      const checked = await this.align.execute(plants);
      this.forgetNotesOfAnotherAccount();
      // What changed is known now, before the write-back makes storage agree: remember it.
      this.lineNotes = new Map([...this.lineNotes, ...lineNotesToRemember(checked.lines)]);
      this.itemNotes = new Map([...this.itemNotes, ...itemNotesToRemember(checked.wishlist)]);
    } catch (error) {
      // Storage refused the write: the screens still show the catalogue's prices.
      console.warn('[cart] could not bring the stored lists in line with the catalogue', error);
    }
    this.setPrices(catalogueOf(plants), 'checked');
    return 'checked';
  }

  private forgetNotesOfAnotherAccount(): void {
    if (this.notesForAccount === this.store.accountChanges) return;
    this.notesForAccount = this.store.accountChanges;
    this.lineNotes = new Map();
    this.itemNotes = new Map();
  }

  private setPrices(catalogue: PlantCatalogue | null, prices: PriceCheck): void {
    // A failed re-check keeps the catalogue already read: prices stay checked.
    if (catalogue === null && this.catalogue !== null) return;
    this.catalogue = catalogue;
    this.prices = prices;
    this.watchers.notify();
  }

  private price(snapshot: CartSnapshot): PricedCartView {
    this.forgetNotesOfAnotherAccount();
    const lines = withRememberedNotes(reconcileCart(snapshot.cart, this.catalogue), this.lineNotes);
    const wishlist = withRememberedItemNotes(
      reconcileWishlist(snapshot.wishlist, this.catalogue),
      this.itemNotes,
    );
    // Unchecked lines say nothing: what was remembered waits for the catalogue. Notes are kept for
    // the lines stored now; while the account's lists are not read yet, there is nothing to keep by.
    if (this.catalogue && this.store.viewerLists() === snapshot) {
      this.lineNotes = lineNotesToRemember(lines);
      this.itemNotes = itemNotesToRemember(wishlist);
    }
    const checked = this.prices === 'checked';
    return {
      prices: this.prices,
      lines,
      wishlist,
      summary: checked ? checkedOrderSummary(lines) : null,
      itemCount: cartItemCount(checked ? countedLines(lines) : lines),
      canCheckout: checked && lines.some(isCounted),
    };
  }
}

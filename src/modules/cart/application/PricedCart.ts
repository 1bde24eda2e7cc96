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

const NO_LINE_NOTES: RememberedLineNotes = new Map();
const NO_ITEM_NOTES: RememberedItemNotes = new Map();

/**
 * The cart priced by the shop, not by local storage: the stored
 * lists from the CartStore, each line checked against the catalogue (read on
 * the first subscription, and on every checkPrices). The cart page, which
 * shows every line, also brings what is stored in line with the catalogue
 * (bringStoredListsInLine). Shaped for useSyncExternalStore.
 *
 * A line the shop prices differently from what is stored says so ('Price
 * changed from $X', 'Only N left — quantity lowered from M'), before storage
 * is corrected and after. The notes are remembered whenever the account's
 * lists are priced, and kept while they still describe a stored line; the
 * step that corrects storage records what it changed before the store shows
 * the corrected lists, and only the cart page, which shows the notes, takes
 * it. So no render sees a corrected line without its note, whichever of the
 * catalogue's read and the page's first render comes first, and no other page
 * corrects storage where the shopper is not told. Notes are
 * forgotten when the account changes.
 */
export class PricedCart {
  private catalogue: PlantCatalogue | null = null;
  /** The plants the catalogue held when it was last read: what bringStoredListsInLine aligns to. */
  private plants: readonly Plant[] | null = null;
  private prices: PriceCheck = 'checking';
  private view: PricedCartView = EMPTY_PRICED_CART;
  private viewOf: {
    snapshot: CartSnapshot;
    catalogue: PlantCatalogue | null;
    prices: PriceCheck;
    lineNotes: RememberedLineNotes;
    itemNotes: RememberedItemNotes;
  } | null = null;
  private lineNotes: RememberedLineNotes = NO_LINE_NOTES;
  private itemNotes: RememberedItemNotes = NO_ITEM_NOTES;
  /** The store's account the notes above were made for (CartStore.accountChanges). */
  private notesForAccount = 0;
  private readonly watchers = new Watchers(() => {
    const stop = this.store.subscribe(() => {
      this.keepNotesThatDescribeTheLists();
      this.watchers.notify();
    });
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
    const { lineNotes, itemNotes } = this.notesOfTheAccountShown();
    const last = this.viewOf;
    if (
      last &&
      last.snapshot === snapshot &&
      last.catalogue === this.catalogue &&
      last.prices === this.prices &&
      last.lineNotes === lineNotes &&
      last.itemNotes === itemNotes
    ) {
      return this.view;
    }
    this.view = this.price(snapshot, lineNotes, itemNotes);
    this.viewOf = {
      snapshot,
      catalogue: this.catalogue,
      prices: this.prices,
      lineNotes,
      itemNotes,
    };
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

  /**
   * The cart page's check: the prices (as checkPrices), then what is stored brought in line with
   * them, in one step of the store's queue: correct storage, record what changed, and only then
   * show the corrected lists. Never rejects; storage that refuses the write leaves the lists as
   * stored, priced by the catalogue.
   */
  async bringStoredListsInLine({ afresh = false }: { afresh?: boolean } = {}): Promise<PriceCheck> {
    const prices = await this.checkPrices({ afresh });
    const plants = this.plants;
    if (prices !== 'checked' || !plants) return prices;
    try {
      await this.align.execute(plants, (aligned) =>
        this.remember(lineNotesToRemember(aligned.lines), itemNotesToRemember(aligned.wishlist)),
      );
    } catch (error) {
      console.warn('[cart] could not bring the stored lists in line with the catalogue', error);
    }
    return prices;
  }

  private async runCheck(afresh: boolean): Promise<PriceCheck> {
    let plants: readonly Plant[];
    try {
      plants = await (afresh ? this.catalog.reload() : this.catalog.list());
    } catch {
      this.setPrices(null, 'unchecked');
      return this.prices;
    }
    this.plants = plants;
    this.setPrices(catalogueOf(plants), 'checked');
    return 'checked';
  }

  private notesOfTheAccountShown(): {
    lineNotes: RememberedLineNotes;
    itemNotes: RememberedItemNotes;
  } {
    return this.notesForAccount === this.store.accountChanges
      ? { lineNotes: this.lineNotes, itemNotes: this.itemNotes }
      : { lineNotes: NO_LINE_NOTES, itemNotes: NO_ITEM_NOTES };
  }

  private remember(lineNotes: RememberedLineNotes, itemNotes: RememberedItemNotes): void {
    const kept = this.notesOfTheAccountShown();
    this.notesForAccount = this.store.accountChanges;
    this.lineNotes = new Map([...kept.lineNotes, ...lineNotes]);
    this.itemNotes = new Map([...kept.itemNotes, ...itemNotes]);
  }

  /**
   * The notes the account's lists show now are remembered: those of a line stored otherwise than
   * the catalogue sells it, and those remembered that still describe a line. A note goes once it
   * no longer does (the shopper removed the line, or changed the quantity that was lowered).
   * While the account's lists are not read yet there is nothing to judge by, and nothing goes.
   */
  private keepNotesThatDescribeTheLists(): void {
    const lists = this.store.viewerLists();
    if (!lists || !this.catalogue) return;
    const { lineNotes, itemNotes } = this.notesOfTheAccountShown();
    this.notesForAccount = this.store.accountChanges;
    this.lineNotes = lineNotesToRemember(
      withRememberedNotes(reconcileCart(lists.cart, this.catalogue), lineNotes),
    );
    this.itemNotes = itemNotesToRemember(
      withRememberedItemNotes(reconcileWishlist(lists.wishlist, this.catalogue), itemNotes),
    );
  }

  private setPrices(catalogue: PlantCatalogue | null, prices: PriceCheck): void {
    // A failed re-check keeps the catalogue already read: prices stay checked.
    if (catalogue === null && this.catalogue !== null) return;
    this.catalogue = catalogue;
    this.prices = prices;
    this.keepNotesThatDescribeTheLists();
    this.watchers.notify();
  }

  private price(
    snapshot: CartSnapshot,
    lineNotes: RememberedLineNotes,
    itemNotes: RememberedItemNotes,
  ): PricedCartView {
    const lines = withRememberedNotes(reconcileCart(snapshot.cart, this.catalogue), lineNotes);
    const wishlist = withRememberedItemNotes(
      reconcileWishlist(snapshot.wishlist, this.catalogue),
      itemNotes,
    );
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

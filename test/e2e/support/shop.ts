// The journeys' `shop` fixture (./test.ts hands it to each test): the shopper's page, set up as
// the test asks. The first page is Playwright's own `page`, in the test's `context`; a test that
// needs a second shopper, or a context Playwright's cannot become (a phone's pixel ratio, workers
// allowed, another origin), gets a context of its own, watched and closed the same way.
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  ViewportSize,
} from '@playwright/test';
import {
  VIEWPORTS,
  withShopping,
  type SignedInSession,
  type StorageState,
  type StoredShopping,
  type ViewportName,
} from './a11y';
import type { ContextWatch, WatchOptions } from './contextWatch';

export interface ShopperOptions extends WatchOptions {
  /** Default: the project's (the desktop's or the phone's). */
  readonly viewport?: ViewportName | ViewportSize;
  /** Default: the project's, or the file's `test.use({ reducedMotion })`. */
  readonly reducedMotion?: 'reduce' | 'no-preference';
  readonly signedIn?: SignedInSession | null;
  /** The shop's `cart` and `wishlist` keys, set (or emptied) before the first page loads. */
  readonly shopping?: StoredShopping;
  /** A browser state as it is (a session without the shop's keys). */
  readonly storageState?: StorageState;
  /** Any other context options: these always open a context of the shopper's own. */
  readonly context?: BrowserContextOptions;
}

export interface Shop {
  /**
   * A page for a shopper: Playwright's `page` the first time, a page in a new context after that
   * (a second shopper, or options the test's context cannot take once it exists).
   */
  open(options?: ShopperOptions): Promise<Page>;
}

interface ShopFixtures {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The origin serving dist/, with its trailing slash. */
  readonly baseURL: string;
}

export class ShopPages implements Shop {
  private pageTaken = false;
  private readonly ownContexts: BrowserContext[] = [];

  constructor(
    private readonly fixtures: ShopFixtures,
    private readonly watch: ContextWatch,
  ) {}

  /** The contexts the shop opened beside Playwright's: closed when the test ends. */
  get contexts(): readonly BrowserContext[] {
    return this.ownContexts;
  }

  async open(options: ShopperOptions = {}): Promise<Page> {
    const { viewport, reducedMotion, signedIn, shopping, context: more, ...allow } = options;
    const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
    const storageState =
      signedIn || shopping
        ? withShopping(this.origin, signedIn?.storageState ?? options.storageState, shopping ?? {})
        : options.storageState;
    if (!this.pageTaken && !more) {
      this.pageTaken = true;
      return this.preparePlaywrightsPage({ size, reducedMotion, storageState }, allow);
    }
    const context = await this.fixtures.browser.newContext({
      ...(size && { viewport: size }),
      ...(reducedMotion && { reducedMotion }),
      ...(storageState && { storageState }),
      ...more,
    });
    this.ownContexts.push(context);
    await this.watch.watch(context, allow);
    return context.newPage();
  }

  private get origin(): string {
    return this.fixtures.baseURL.replace(/\/$/, '');
  }

  /**
   * Gives the test's context what a new context would have been given: the browser state before
   * the first page loads, and the viewport and motion on this page and on any it opens later.
   */
  private async preparePlaywrightsPage(
    setup: {
      size?: ViewportSize;
      reducedMotion?: 'reduce' | 'no-preference';
      storageState?: StorageState;
    },
    allow: WatchOptions,
  ): Promise<Page> {
    const { context, page } = this.fixtures;
    this.watch.allow(context, allow);
    if (setup.storageState) await context.setStorageState(setup.storageState);
    const fit = async (each: Page) => {
      if (setup.size) await each.setViewportSize(setup.size);
      if (setup.reducedMotion) await each.emulateMedia({ reducedMotion: setup.reducedMotion });
    };
    await fit(page);
    if (setup.size || setup.reducedMotion) {
      context.on('page', (opened) => void fit(opened).catch(() => {}));
    }
    return page;
  }
}

// The engine-neutral page the core journeys drive (coreJourneys.e2e.ts): what a shopper finds on
// the screen (a role and its accessible name, a text, a labelled field) and does with it, written
// once and run in Firefox ESR (./firefoxDriver.ts, puppeteer-core over WebDriver BiDi) and in
// WebKitGTK (./webkitDriver.ts, WebdriverIO over WebKitWebDriver). Each driver implements the
// small DriverPort below; the waiting, the ceilings and the error messages live here, once.
//
// Every wait polls for a state until a ceiling, never for a length of time: the ceilings are for
// a machine several times slower than a quiet one (the suite's own: actionTimeout 45 s,
// navigationTimeout 60 s in playwright.config.ts).

export type EngineName = 'firefox' | 'webkit';

/** The ARIA roles the journeys look for (each driver asks its engine's own accessibility code). */
export type Role =
  | 'article'
  | 'button'
  | 'group'
  | 'heading'
  | 'link'
  | 'listitem'
  | 'navigation'
  | 'region'
  | 'searchbox'
  | 'status'
  | 'tab'
  | 'textbox';

/**
 * What to find, as a shopper or a screen reader would: an element of `role` whose accessible name
 * is exactly `name`; an element whose whole visible text is exactly `text` (the innermost one); or
 * the form control whose <label> (or aria-label) is exactly `label`. `within` narrows the search
 * to the first visible match of another target.
 */
export type Target =
  | { role: Role; name: string; within?: Target }
  | { text: string; within?: Target }
  | { label: string; within?: Target };

export const describeTarget = (target: Target): string => {
  const own =
    'role' in target
      ? `${target.role} "${target.name}"`
      : 'text' in target
        ? `text "${target.text}"`
        : `field labelled "${target.label}"`;
  return target.within ? `${own} within ${describeTarget(target.within)}` : own;
};

/** A script run in the page: serialised by the driver, so it may use nothing from this file. */
export type PageScript<A, R> = (arg: A) => R | Promise<R>;

/** What each engine's driver does; `H` is its element reference. */
export interface DriverPort<H> {
  readonly engine: EngineName;
  /** Visible elements matching `target`'s own part, in document order, under `root` if given. */
  locate(target: Target, root?: H): Promise<H[]>;
  /** Scrolls the element into view and clicks it as a mouse would. */
  click(element: H): Promise<void>;
  /** Focuses the element and types `text` key by key (the page sees each keystroke). */
  type(element: H, text: string): Promise<void>;
  /** Runs `script` with the element as its first argument. */
  on<R, A>(element: H, script: (element: Element, arg: A) => R, arg: A): Promise<R>;
  evaluate<R, A>(script: PageScript<A, R>, arg: A): Promise<R>;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Makes the browser itself offline (navigator.onLine false), where the engine can. */
  readonly setOffline?: (offline: boolean) => Promise<void>;
  /** Uncaught errors, console errors and requests to outside hosts seen since the last call. */
  drainProblems(): Promise<string[]>;
  /** A PNG of the viewport, for a failed test's report. */
  screenshot(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface ShopperPage {
  readonly engine: EngineName;
  /** Opens a path of the site under test (or an absolute URL) and waits for its load event. */
  goto(pathOrUrl: string): Promise<void>;
  reload(): Promise<void>;
  /** The current URL's path, e.g. /cart. */
  path(): Promise<string>;
  /** How many visible elements match now (no waiting). */
  count(target: Target): Promise<number>;
  /** Resolves once the target is on screen (or, with `gone`, once it is not). */
  waitFor(target: Target, options?: { gone?: boolean }): Promise<void>;
  /** Waits until the target is on screen and enabled, then clicks it. */
  click(target: Target): Promise<void>;
  /** Types `text` into the field the target names (an empty one: the journeys fill new forms). */
  fill(target: Target, text: string): Promise<void>;
  /** The target's visible text (innerText), trimmed, once it is on screen. */
  text(target: Target): Promise<string>;
  /** An attribute of the target, once it is on screen. */
  attribute(target: Target, name: string): Promise<string | null>;
  evaluate<R>(script: PageScript<undefined, R>): Promise<R>;
  evaluate<R, A>(script: PageScript<A, R>, arg: A): Promise<R>;
  /** Present where the engine can make the browser offline (see docs in coreJourneys.e2e.ts). */
  readonly setOffline?: (offline: boolean) => Promise<void>;
  drainProblems(): Promise<string[]>;
  screenshot(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface Ceilings {
  action: number;
  navigation: number;
}

const POLL_INTERVAL_MS = 100;

/**
 * Calls `attempt` until it returns something other than undefined, and returns that; throws with
 * `what` and the last error once `timeout` ms have passed without it.
 */
export async function pollUntil<T>(
  what: string,
  timeout: number,
  attempt: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      // A stale element (the page re-rendered between finding and using it): ask again.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError ? ` (last error: ${String(lastError).split('\n')[0]})` : '';
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** The ShopperPage over one engine's driver. */
export function shopperPage<H>(
  driver: DriverPort<H>,
  baseURL: string,
  ceilings: Ceilings,
): ShopperPage {
  const absolute = (pathOrUrl: string) => new URL(pathOrUrl, `${baseURL}/`).toString();

  async function locateNow(target: Target): Promise<H[]> {
    if (!target.within) return driver.locate(target);
    const [root] = await locateNow(target.within);
    return root === undefined ? [] : driver.locate(target, root);
  }

  const first = (target: Target) =>
    pollUntil(describeTarget(target), ceilings.action, async () => (await locateNow(target))[0]);

  const isEnabled = (element: H) =>
    driver.on(
      element,
      (el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true',
      undefined,
    );

  const page: ShopperPage = {
    engine: driver.engine,
    goto: (pathOrUrl) => driver.goto(absolute(pathOrUrl)),
    reload: () => driver.reload(),
    path: async () => new URL(await driver.url()).pathname,
    count: async (target) => (await locateNow(target)).length,
    async waitFor(target, { gone = false } = {}) {
      const what = gone ? `${describeTarget(target)} to go` : describeTarget(target);
      await pollUntil(what, ceilings.action, async () => {
        const found = (await locateNow(target)).length > 0;
        return found !== gone ? true : undefined;
      });
    },
    async click(target) {
      await pollUntil(
        `${describeTarget(target)} to be enabled and clicked`,
        ceilings.action,
        async () => {
          const [element] = await locateNow(target);
          if (element === undefined || !(await isEnabled(element))) return undefined;
          // Centred first: the sticky top bar would otherwise take a click meant for an element
          // just under it (Firefox clicks what is on top; WebKit refuses, "click intercepted").
          // Instantly: the shop scrolls smoothly (html { scroll-behavior: smooth }), and Firefox
          // clicks at the point where the element was when the click was sent, mid-scroll.
          await driver.on(
            element,
            (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }),
            undefined,
          );
          await driver.click(element);
          return true;
        },
      );
    },
    async fill(target, text) {
      const element = await first(target);
      await driver.type(element, text);
    },
    async text(target) {
      const element = await first(target);
      return (await driver.on(element, (el) => (el as HTMLElement).innerText, undefined)).trim();
    },
    async attribute(target, name) {
      const element = await first(target);
      return driver.on(element, (el, attribute) => el.getAttribute(attribute), name);
    },
    evaluate: <R, A>(script: PageScript<A, R>, arg?: A) => driver.evaluate(script, arg as A),
    drainProblems: () => driver.drainProblems(),
    screenshot: () => driver.screenshot(),
    close: () => driver.close(),
  };
  return driver.setOffline ? { ...page, setOffline: driver.setOffline } : page;
}

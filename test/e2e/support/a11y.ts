// Helpers shared by the accessibility, keyboard and screenshot journeys: viewports, a signed-in
// browser state made once per file, cart/wishlist seeding, focus inspection and keyboard stepping.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { accountMenuButton, newAccountDetails, toast, type TestAccount } from './accounts';
import { ContextWatch } from './contextWatch';
import type { PlantRecordJson } from '@test/support/plants';
import { readShopCatalogueRecords } from '@test/support/shopCatalogue';

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const PLANTS = readShopCatalogueRecords();

export function plantById(plantId: number): PlantRecordJson {
  const plant = PLANTS.find((candidate) => candidate.plantId === plantId);
  if (!plant) throw new Error(`public/plants.json has no plant ${plantId}`);
  return plant;
}

/** A plant with 1 < availableStock < 5: the detail page shows 'Only N left!'. */
export const LOW_STOCK_PLANT = PLANTS.find(
  (plant) => plant.availableStock > 1 && plant.availableStock < 5,
)!;
/** A plant with no stock: Add to Cart and Move to Cart are disabled. */
export const OUT_OF_STOCK_PLANT = PLANTS.find((plant) => plant.availableStock === 0)!;
/** A plant with plenty of stock. */
export const STOCKED_PLANT = PLANTS.find((plant) => plant.availableStock >= 10)!;
export const UNKNOWN_PLANT_ID = 987654;

export interface SignedInSession {
  readonly account: TestAccount;
  /** The browser state right after sign-up: the Firebase session lives in localStorage. */
  readonly storageState: StorageState;
}

/**
 * Signs a new random account up through /signup once and keeps the browser state, so every later
 * test of the file starts signed in from a fresh context without signing in again. The app keeps
 * the Firebase session with browserLocalPersistence (localStorage), which storageState() captures
 * (IndexedDB would need `indexedDB: true`): checked here so a change of persistence fails loudly.
 */
export async function signUpSession(browser: Browser, tag: string): Promise<SignedInSession> {
  const account = newAccountDetails(tag);
  // At the desktop's width, whatever the project's: the account menu shows in the top bar there.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const watch = new ContextWatch();
  await watch.watch(context);
  const page = await context.newPage();
  // The steps of signUpThroughUi (./accounts), without expect.poll: this runs in beforeAll.
  await page.goto('/signup');
  await page.getByLabel('Full Name', { exact: true }).fill(account.displayName);
  await page.getByLabel('Email Address', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await toast(page, 'Account created successfully!').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await accountMenuButton(page, account.displayName).waitFor();
  const storageState = await page.context().storageState();
  const keys = storageState.origins.flatMap((origin) =>
    origin.localStorage.map((item) => item.name),
  );
  if (!keys.some((key) => key.startsWith('firebase:authUser:'))) {
    throw new Error(
      `No Firebase session in localStorage after sign-up (keys: ${keys.join(', ') || 'none'}). ` +
        'If the app moved the session to IndexedDB, capture it with storageState({ indexedDB: true }).',
    );
  }
  // Run in a beforeAll: a problem fails the hook, with no test to attach the pages' logs to.
  await watch.finish(undefined, [context]);
  return { account, storageState };
}

export interface CartSeed {
  readonly plantId: number;
  readonly quantity: number;
}

/** What the shop's localStorage holds for a cart and a wishlist (spec section 3). */
export interface StoredShopping {
  readonly cart?: readonly CartSeed[];
  readonly wishlist?: readonly number[];
}

/** The state with the shop's `cart` and `wishlist` keys set (or emptied) on the app's origin. */
export function withShopping(
  origin: string,
  state: StorageState | undefined,
  shopping: StoredShopping,
): StorageState {
  const base: StorageState = state ?? { cookies: [], origins: [] };
  const others = base.origins.filter((entry) => entry.origin !== origin);
  const mine = base.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  const localStorage = mine.filter((item) => item.name !== 'cart' && item.name !== 'wishlist');
  localStorage.push({
    name: 'cart',
    value: JSON.stringify(
      (shopping.cart ?? []).map(({ plantId, quantity }) => ({ ...plantById(plantId), quantity })),
    ),
  });
  localStorage.push({
    name: 'wishlist',
    value: JSON.stringify((shopping.wishlist ?? []).map(plantById)),
  });
  return { cookies: base.cookies, origins: [...others, { origin, localStorage }] };
}

export async function setViewport(page: Page, name: ViewportName): Promise<void> {
  await page.setViewportSize(VIEWPORTS[name]);
  await nextFrames(page);
}

export const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Waits until the page is still: fonts loaded, no finite CSS animation or transition running
 * (infinite ones, like a spinner, are left alone) and, with `images`, every eager image decoded.
 */
export async function settle(page: Page, { images = false } = {}): Promise<void> {
  await page.evaluate(async (waitForImages) => {
    await document.fonts.ready;
    const finite = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
    if (waitForImages) {
      // A lazy image far from the viewport never loads, so only eager ones are awaited.
      await Promise.all(
        Array.from(document.images)
          .filter((img) => !img.complete && img.loading !== 'lazy')
          .map((img) => img.decode().catch(() => undefined)),
      );
    }
  }, images);
  await nextFrames(page);
}

/** Makes lazy images load now (for a full-page picture) and waits for every image. */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of Array.from(document.images))
      if (img.loading === 'lazy') img.loading = 'eager';
  });
  await settle(page, { images: true });
}

// ---------------------------------------------------------------------------------------------
// Focus

export interface FocusInfo {
  /** e.g. `button "Increase quantity"`, `link "Plants"`, `body`. */
  readonly description: string;
  readonly tag: string;
  /** Chromium's computed role (link, button, textbox, tab, tabpanel...), or null for the body. */
  readonly role: string | null;
  /** Chromium's computed accessible name. */
  readonly name: string;
  readonly href: string | null;
  readonly matchesFocusVisible: boolean;
  readonly outline: string;
  /** Contrast of the focus ring against what is behind it, or null without an outline. */
  readonly ringContrast: number | null;
  /** True when the element's centre is on screen and not covered (e.g. by the sticky top bar). */
  readonly unobscured: boolean;
}

const cdpSessions = new WeakMap<Page, CDPSession>();

async function cdp(page: Page): Promise<CDPSession> {
  let session = cdpSessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    cdpSessions.set(page, session);
  }
  return session;
}

/** Role and accessible name of document.activeElement, as Chromium's accessibility tree has them. */
async function focusedAccessibleNode(page: Page): Promise<{ role: string | null; name: string }> {
  const session = await cdp(page);
  const { result } = await session.send('Runtime.evaluate', {
    expression: 'document.activeElement',
  });
  if (!result.objectId) return { role: null, name: '' };
  const { nodes } = await session.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId,
    fetchRelatives: false,
  });
  const node = nodes[0];
  session.send('Runtime.releaseObject', { objectId: result.objectId }).catch(() => undefined);
  return {
    role: (node?.role?.value as string | undefined) ?? null,
    name: ((node?.name?.value as string | undefined) ?? '').trim(),
  };
}

/**
 * Describes document.activeElement and how its focus is drawn, once the page is still: a smooth
 * scroll has landed and running transitions are at their end.
 */
export async function focusInfo(page: Page): Promise<FocusInfo> {
  const drawn = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Jump finite transitions (a ring fading in, a hover colour) to their end: it is the settled
    // look that must be visible, and waiting ~150 ms at every stop would add up.
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (animation.playState === 'running' && timing && timing.endTime !== Infinity) {
        animation.finish();
      }
    }
    for (let frames = 0, last = NaN; frames < 60 && window.scrollY !== last; frames += 1) {
      last = window.scrollY;
      await frame();
    }
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (rgb, oklch, hex, ...) to sRGB 0-255 plus alpha 0-1, through a canvas. */
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const over = ([r, g, b, a]: number[], behind: number[]) => [
      r! * a! + behind[0]! * (1 - a!),
      g! * a! + behind[1]! * (1 - a!),
      b! * a! + behind[2]! * (1 - a!),
    ];
    /** The opaque colour behind an element: its background blended with its ancestors' (white last). */
    const backgroundOf = (start: Element | null): number[] => {
      const layers: number[][] = [];
      for (let node = start; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if (layer[3]! > 0) layers.push(layer);
        if (layer[3]! >= 1) break;
      }
      return layers.reverse().reduce((behind, layer) => over(layer, behind), [255, 255, 255]);
    };
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    let ringContrast: number | null = null;
    if (hasOutline) {
      // A positive outline-offset draws the ring outside the element, over its parent's background.
      const outside = parseFloat(style.outlineOffset) > 0;
      const behind = backgroundOf(outside ? element.parentElement : element);
      const ring = over(rgba(style.outlineColor), behind);
      const [light, dark] = [luminance(ring), luminance(behind)].sort((x, y) => y - x);
      ringContrast = Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100;
    }
    const box = element.getBoundingClientRect();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const onScreen = cx >= 0 && cy >= 0 && cx < window.innerWidth && cy < window.innerHeight;
    const top = onScreen ? document.elementFromPoint(cx, cy) : null;
    return {
      tag: element.tagName.toLowerCase(),
      href: element.getAttribute('href'),
      matchesFocusVisible: element.matches(':focus-visible'),
      outline: hasOutline
        ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : 'none',
      ringContrast,
      unobscured: top !== null && (top === element || element.contains(top)),
    };
  });
  if (!drawn) {
    return {
      description: 'body',
      tag: 'body',
      role: null,
      name: '',
      href: null,
      matchesFocusVisible: false,
      outline: 'none',
      ringContrast: null,
      unobscured: false,
    };
  }
  const { role, name } = await focusedAccessibleNode(page);
  return { ...drawn, role, name, description: `${role ?? drawn.tag} "${name.slice(0, 60)}"` };
}

/**
 * Fails unless the focused element shows a focus indicator: :focus-visible matches, and it draws
 * an outline at least 2 px wide whose colour has at least 3:1 contrast with what is behind it
 * (WCAG 2.4.7 and 1.4.11), and it is on screen and not hidden under the sticky top bar (2.4.11).
 */
export async function expectFocusVisible(page: Page, step = ''): Promise<FocusInfo> {
  return checkFocus(await focusInfo(page), step);
}

function checkFocus(info: FocusInfo, step: string): FocusInfo {
  const where = `${step ? `${step}: ` : ''}focus on ${info.description} (outline ${info.outline})`;
  expect(info.tag, `${where}: something is focused`).not.toBe('body');
  expect(info.matchesFocusVisible, `${where}: matches :focus-visible`).toBe(true);
  expect(info.outline, `${where}: draws an outline`).not.toBe('none');
  expect(info.ringContrast ?? 0, `${where}: ring contrast`).toBeGreaterThanOrEqual(3);
  expect(info.unobscured, `${where}: is on screen and not covered`).toBe(true);
  return info;
}

export type FocusMatcher = (info: FocusInfo) => boolean;

/** Matches the focused element by its accessible name (exact, or a RegExp). */
export const named =
  (name: string | RegExp, role?: string): FocusMatcher =>
  (info) =>
    (typeof name === 'string' ? info.name === name : name.test(info.name)) &&
    (role === undefined || info.role === role);

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, checking at every stop that the
 * focus is visible. Fails after `max` presses. Returns the focused element's info.
 */
export async function tabTo(
  page: Page,
  matches: FocusMatcher,
  { max = 60, backwards = false, label = 'target' } = {},
): Promise<FocusInfo> {
  const visited: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const info = await focusInfo(page);
    visited.push(info.description);
    if (info.tag === 'body') continue; // Tab passed the end of the document: it wraps around.
    checkFocus(info, `Tab #${press + 1} towards ${label}`);
    if (matches(info)) return info;
  }
  throw new Error(`${label} not reached in ${max} Tab presses; visited: ${visited.join(' → ')}`);
}

/** Presses a key and checks the focus is still visible afterwards. */
export async function pressAndCheck(page: Page, key: string, step = key): Promise<FocusInfo> {
  await page.keyboard.press(key);
  return expectFocusVisible(page, step);
}

// ---------------------------------------------------------------------------------------------
// axe

// ---------------------------------------------------------------------------------------------
// Text over pictures (axe cannot measure it: it reports such text as "needs review")

export interface TextOverImage {
  readonly text: string;
  /** The text's colour against the brightest 2 % of the pixels behind its line box. */
  readonly contrast: number;
  /** 3 for large text (24 px, or 18.66 px bold), else 4.5. */
  readonly required: number;
}

/**
 * Measures text laid over a picture: takes a picture of `container` with the text made
 * transparent, then, for every line box of each element matching `textSelector`, compares the
 * text colour with the brightest pixels behind it (the 98th percentile, so a stray anti-aliased
 * pixel does not decide). Run under reduced motion so nothing fades while it looks.
 */
export async function measureTextOverImage(
  page: Page,
  container: string,
  textSelector: string,
): Promise<TextOverImage[]> {
  const box = await page.locator(container).boundingBox();
  if (!box) throw new Error(`${container} is not on screen`);
  const lines = await page.evaluate(
    ({ container, textSelector }) => {
      const root = document.querySelector(container)!;
      const origin = root.getBoundingClientRect();
      return Array.from(root.querySelectorAll<HTMLElement>(textSelector)).map((element) => {
        const style = getComputedStyle(element);
        const size = parseFloat(style.fontSize);
        const bold = Number(style.fontWeight) >= 700;
        const range = document.createRange();
        range.selectNodeContents(element);
        const rects = Array.from(range.getClientRects())
          .filter((rect) => rect.width > 1 && rect.height > 1)
          .map((rect) => ({
            x: rect.x - origin.x,
            y: rect.y - origin.y,
            width: rect.width,
            height: rect.height,
          }));
        element.dataset.measuredColor = style.color;
        return {
          text: (element.textContent ?? '').trim(),
          color: style.color,
          large: size >= 24 || (bold && size >= 18.66),
          rects,
        };
      });
    },
    { container, textSelector },
  );
  // The text hidden through the CSSOM (element.style): the page's policy refuses a <style> it did
  // not ship, and the CSSOM is not the policy's to govern.
  const textShown = (shown: boolean) =>
    page.evaluate(
      ({ container, textSelector, shown }) => {
        for (const element of document.querySelectorAll<HTMLElement>(
          `${container} ${textSelector}`,
        )) {
          for (const property of ['color', 'text-shadow']) {
            if (shown) element.style.removeProperty(property);
            else
              element.style.setProperty(
                property,
                property === 'color' ? 'transparent' : 'none',
                'important',
              );
          }
        }
      },
      { container, textSelector, shown },
    );
  await textShown(false);
  const png = await page.screenshot({ clip: box, scale: 'css' });
  await textShown(true);
  // The picture is read in a blank page of its own: the shop's policy (img-src) refuses data: URLs.
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ data, lines }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(image, 0, 0);
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        const luminance = (r: number, g: number, b: number) =>
          0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        const probe = document.createElement('canvas').getContext('2d')!;
        const rgb = (color: string) => {
          probe.fillStyle = color;
          probe.fillRect(0, 0, 1, 1);
          const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
          return [r!, g!, b!] as const;
        };
        return lines.map(({ text, color, large, rects }) => {
          const text_ = luminance(...rgb(color));
          const backgrounds: number[] = [];
          for (const rect of rects) {
            const x = Math.max(0, Math.floor(rect.x));
            const y = Math.max(0, Math.floor(rect.y));
            const width = Math.min(canvas.width - x, Math.ceil(rect.width));
            const height = Math.min(canvas.height - y, Math.ceil(rect.height));
            if (width <= 0 || height <= 0) continue;
            const { data: pixels } = context.getImageData(x, y, width, height);
            for (let index = 0; index < pixels.length; index += 4 * 3) {
              backgrounds.push(luminance(pixels[index]!, pixels[index + 1]!, pixels[index + 2]!));
            }
          }
          backgrounds.sort((a, b) => a - b);
          const background = backgrounds[Math.floor(backgrounds.length * 0.98)] ?? 0;
          const [light, dark] = [text_, background].sort((a, b) => b - a);
          return {
            text,
            contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
            required: large ? 3 : 4.5,
          };
        });
      },
      { data: png.toString('base64'), lines },
    );
  } finally {
    await blank.close();
  }
}

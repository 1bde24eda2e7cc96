// Keyboard-only journeys in Chromium. After each journey's first page.goto only
// the keyboard is used (Tab, Shift+Tab, Enter, Space, arrows, Home/End, Escape, and typing into
// fields), and at every focus stop the focus is checked to be visible: :focus-visible matches, an
// outline of 2 px or more with 3:1 contrast against what is behind it, on screen and not under the
// sticky top bar (support/a11y.ts, expectFocusVisible). Also: the hero pauses on hover, on keyboard
// focus and with its pause button, and never moves under prefers-reduced-motion (checked on
// Playwright's clock; one page on the real clock is timed by the page itself); the cart tabs follow the ARIA tabs pattern; quantity
// buttons have accessible names; toasts are polite status messages; and a walk over every focus
// stop of each page keeps the focus visible.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { accountMenuButton, escapeRegExp } from './support/accounts';
import { ALL_SCENES, allScenes, inRuns, sceneTitle } from './support/a11yScenes';
import {
  expectFocusVisible,
  focusInfo,
  LOW_STOCK_PLANT,
  named,
  OUT_OF_STOCK_PLANT,
  plantById,
  PLANTS,
  pressAndCheck,
  setViewport,
  signUpSession,
  tabTo,
  type SignedInSession,
} from './support/a11y';
import { pauseClock } from './support';

// The hero holds still and nothing fades, so scans and pictures are stable; a test that
// watches motion asks for it with shop.open({ reducedMotion: 'no-preference' }).
test.use({ reducedMotion: 'reduce' });

/**
 * react-hot-toast announces each toast as a polite status message holding only its text. Text, role
 * and politeness are checked together in one wait: a toast lives 3 s, so reads made one after the
 * other once it shows could find it gone on a slow machine.
 */
/** A toast read aloud: its text is `message`, or begins with it when the toast has a button. */
async function expectToastAnnounced(
  page: Page,
  message: string,
  { withButton = false } = {},
): Promise<void> {
  await page
    .locator('[role="status"][aria-live="polite"]')
    .filter({ hasText: new RegExp(`^${escapeRegExp(message)}${withButton ? '' : '$'}`) })
    .first()
    .waitFor();
}

const path = (page: Page) => new URL(page.url()).pathname;

async function expectPathSoon(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => path(page), { message: `on ${pathname}` }).toBe(pathname);
}

const cartTab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

async function tabState(tab: Locator) {
  return {
    selected: await tab.getAttribute('aria-selected'),
    tabIndex: await tab.getAttribute('tabindex'),
    controls: await tab.getAttribute('aria-controls'),
  };
}

const SLIDE_TITLES = ['Bring Nature Home', 'Green Spaces, Calm Minds', 'Care Made Simple'];

/** The hero's current slide number (1-3), read from the slide group's label "N of 3". */
async function heroSlide(page: Page): Promise<number> {
  const label = await page
    .getByRole('region', { name: 'Featured' })
    .locator('[aria-roledescription="slide"]')
    .getAttribute('aria-label');
  const match = /^(\d) of 3$/.exec(label ?? '');
  if (!match) throw new Error(`unexpected slide label ${label}`);
  return Number(match[1]);
}

let session: SignedInSession;
test.beforeAll(async ({ browser }) => {
  session = await signUpSession(browser, 'keyboard');
});

test.describe('keyboard-only journeys', () => {
  test('sign in, open a plant, set its quantity, add to cart, then change a quantity and remove a line on /cart', async ({
    shop,
  }) => {
    const plant = PLANTS[0]!; // first of Popular Plants on /
    const other = plantById(2);
    const page = await shop.open({ shopping: { cart: [{ plantId: other.plantId, quantity: 1 }] } });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    // Sign in.
    await tabTo(page, named('Email', 'textbox'), { label: 'Email' });
    await page.keyboard.type(session.account.email);
    await pressAndCheck(page, 'Tab', 'Password');
    expect((await focusInfo(page)).name).toBe('Password');
    await page.keyboard.type(session.account.password);
    await page.keyboard.press('Enter');
    await expectToastAnnounced(page, 'Logged in successfully!');
    await expectPathSoon(page, '/');
    await accountMenuButton(page, session.account.displayName).waitFor();

    // Open a plant from Popular Plants.
    await page
      .getByRole('region', { name: 'Popular Plants' })
      .getByRole('article')
      .first()
      .waitFor();
    await tabTo(page, named(plant.plantName, 'link'), { label: `${plant.plantName} link` });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: plant.plantName, level: 1 }).waitFor();
    expect(path(page)).toBe(`/plant/${plant.plantId}`);

    // Quantity: named buttons in a named group; minus disabled at 1.
    const quantity = page.getByRole('group', { name: 'Quantity', exact: true });
    expect(await quantity.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(
      true,
    );
    await tabTo(page, named('Increase quantity', 'button'), { label: 'Increase quantity' });
    await pressAndCheck(page, 'Enter', 'Increase quantity (Enter)');
    await pressAndCheck(page, 'Space', 'Increase quantity (Space)');
    expect(await quantity.locator('output').textContent()).toBe('3');
    expect(await quantity.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(
      false,
    );

    // Add to cart.
    await tabTo(page, named('Add to Cart', 'button'), { label: 'Add to Cart', max: 3 });
    await pressAndCheck(page, 'Enter', 'Add to Cart');
    await page.getByRole('button', { name: 'Added to cart!' }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByTestId('cart-count').textContent(),
    ).toMatch(/^4\b/); // 1 seeded + 3

    // To the cart through the top bar (backwards is shorter).
    await tabTo(page, named(/^My Cart/, 'link'), { label: 'My Cart link', backwards: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    expect(path(page)).toBe('/cart');

    // Change a quantity: the line for the plant just added goes 3 → 2.
    const line = page.getByRole('group', { name: `Quantity of ${plant.plantName}` });
    await tabTo(page, named(`Decrease quantity of ${plant.plantName}`, 'button'), {
      label: 'Decrease quantity of the added plant',
    });
    await pressAndCheck(page, 'Enter', 'Decrease quantity');
    await expect.poll(() => line.locator('output').textContent()).toBe('2');
    await tabTo(page, named(`Increase quantity of ${plant.plantName}`, 'button'), { max: 2 });
    await pressAndCheck(page, 'Space', 'Increase quantity');
    await expect.poll(() => line.locator('output').textContent()).toBe('3');

    // Remove the other line: a toast says so and focus lands on the cart panel, visibly.
    await tabTo(page, named(`Remove ${other.plantName} from cart`, 'button'), {
      label: 'Remove button',
    });
    await page.keyboard.press('Enter');
    await expectToastAnnounced(page, 'Removed from cart', { withButton: true });
    await expect
      .poll(() => page.getByRole('group', { name: `Quantity of ${other.plantName}` }).count())
      .toBe(0);
    const focused = await expectFocusVisible(page, 'after removing a line');
    expect(focused.role).toBe('tabpanel');
    // The tab counts plants: the 3 of the line left.
    expect(await cartTab(page, /^Cart/).textContent()).toContain('Cart (3)');
  });

  test('the cart tabs follow the ARIA tabs pattern, and a wishlist item moves to the cart', async ({
    shop,
  }) => {
    const saved = plantById(5);
    const page = await shop.open({
      signedIn: session,
      shopping: { cart: [], wishlist: [saved.plantId, OUT_OF_STOCK_PLANT.plantId] },
    });
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();

    const tablist = page.getByRole('tablist', { name: 'Cart and wishlist' });
    expect(await tablist.getByRole('tab').count()).toBe(2);
    const cart = cartTab(page, /^Cart/);
    const wishlist = cartTab(page, /^Wishlist/);

    // One tab stop: the selected tab.
    await tabTo(page, (info) => info.role === 'tab', { label: 'the tab list' });
    expect((await focusInfo(page)).name).toMatch(/^Cart \(0\)/);
    expect(await tabState(cart)).toMatchObject({ selected: 'true', tabIndex: '0' });
    expect(await tabState(wishlist)).toMatchObject({ selected: 'false', tabIndex: '-1' });
    for (const tab of [cart, wishlist]) {
      const { controls } = await tabState(tab);
      const panel = page.locator(`[id="${controls}"]`);
      expect(await panel.getAttribute('role')).toBe('tabpanel');
      expect(await panel.getAttribute('aria-labelledby')).toBe(await tab.getAttribute('id'));
    }

    const expectSelected = async (tab: Locator, other: Locator, step: string) => {
      const info = await expectFocusVisible(page, step);
      expect(info.name, step).toBe((await tab.textContent())?.trim());
      expect(await tabState(tab), step).toMatchObject({ selected: 'true', tabIndex: '0' });
      expect(await tabState(other), step).toMatchObject({ selected: 'false', tabIndex: '-1' });
      const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
      expect(await panel.isVisible(), `${step}: its panel shows`).toBe(true);
    };
    await page.keyboard.press('ArrowRight');
    await expectSelected(wishlist, cart, 'ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectSelected(cart, wishlist, 'ArrowRight wraps');
    await page.keyboard.press('ArrowLeft');
    await expectSelected(wishlist, cart, 'ArrowLeft wraps');
    await page.keyboard.press('Home');
    await expectSelected(cart, wishlist, 'Home');
    await page.keyboard.press('End');
    await expectSelected(wishlist, cart, 'End');

    // Tab leaves the tab list for the panel; the out-of-stock item's button is disabled.
    await pressAndCheck(page, 'Tab', 'Tab into the panel');
    expect((await focusInfo(page)).role).toBe('tabpanel');
    expect(
      await page.getByRole('button', { name: 'Move to Cart' }).last().isDisabled(),
      `${OUT_OF_STOCK_PLANT.plantName} cannot move`,
    ).toBe(true);
    await tabTo(page, named('Move to Cart', 'button'), { label: 'Move to Cart', max: 5 });
    await page.keyboard.press('Enter');
    await expectToastAnnounced(page, 'Moved to cart');
    await expect.poll(async () => (await cart.textContent())?.trim()).toBe('Cart (1)');
    expect((await wishlist.textContent())?.trim()).toBe('Wishlist (1)');
    const focused = await expectFocusVisible(page, 'after moving to the cart');
    expect(focused.role).toBe('tabpanel');
  });

  test('the mobile menu opens and closes from the keyboard; Escape returns focus to its button', async ({
    shop,
  }) => {
    const page = await shop.open({ viewport: 'phone', signedIn: session });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    const menu = page.getByRole('navigation', { name: 'Mobile' });

    await tabTo(page, named('Open menu', 'button'), { label: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await pressAndCheck(page, 'Enter', 'open the menu');
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect((await focusInfo(page)).name).toBe('Close menu');

    // Into the menu, then Escape.
    await pressAndCheck(page, 'Tab', 'first menu item');
    expect((await focusInfo(page)).name).toBe('Home');
    await pressAndCheck(page, 'Tab', 'second menu item');
    expect((await focusInfo(page)).name).toBe('Plants');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await expectFocusVisible(page, 'after Escape')).name).toBe('Open menu');

    // Space opens it too; Escape with focus on the button closes it.
    await pressAndCheck(page, 'Space', 'open with Space');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect((await expectFocusVisible(page, 'after the second Escape')).name).toBe('Open menu');

    // Tabbing out past the last item closes it as well (focus left the menu).
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await tabTo(page, named('Logout', 'button'), { label: 'Logout in the menu', max: 8 });
    await pressAndCheck(page, 'Tab', 'past the menu');
    expect(await menu.count()).toBe(0);

    // A link in the menu navigates and closes it.
    await tabTo(page, named('Open menu', 'button'), { backwards: true, label: 'Open menu' });
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await tabTo(page, named(/^My Cart/, 'link'), { label: 'My Cart in the menu', max: 4 });
    await page.keyboard.press('Enter');
    await expectPathSoon(page, '/cart');
    expect(await menu.count()).toBe(0);
  });

  test('the avatar dropdown opens and closes from the keyboard; Escape returns focus to its button', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    const button = accountMenuButton(page, session.account.displayName);

    await tabTo(page, named(`${session.account.displayName} account menu`, 'button'), {
      label: 'account menu',
    });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await pressAndCheck(page, 'Enter', 'open the dropdown');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await pressAndCheck(page, 'Tab', 'My Profile in the dropdown');
    expect((await focusInfo(page)).name).toBe('My Profile');
    await pressAndCheck(page, 'Tab', 'Logout in the dropdown');
    expect((await focusInfo(page)).name).toBe('Logout');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#user-menu').count()).toBe(0);
    expect((await expectFocusVisible(page, 'after Escape')).name).toBe(
      `${session.account.displayName} account menu`,
    );

    // Space opens it; its My Profile link navigates and closes it.
    await pressAndCheck(page, 'Space', 'open with Space');
    await pressAndCheck(page, 'Tab', 'My Profile');
    await page.keyboard.press('Enter');
    await expectPathSoon(page, '/profile');
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  test('a hero slide is picked with its dots', async ({ shop }) => {
    const page = await shop.open({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    const hero = page.getByRole('region', { name: 'Featured' });

    await tabTo(page, named(`Show slide 3: ${SLIDE_TITLES[2]}`, 'button'), { label: 'dot 3' });
    await pressAndCheck(page, 'Enter', 'dot 3');
    expect(await heroSlide(page)).toBe(3);
    expect(await hero.getByRole('heading', { level: 2 }).textContent()).toBe(SLIDE_TITLES[2]);
    expect(
      await hero.getByRole('button', { name: /^Show slide 3/ }).getAttribute('aria-current'),
    ).toBe('true');

    await pressAndCheck(page, 'Shift+Tab', 'back to dot 2');
    expect((await focusInfo(page)).name).toBe(`Show slide 2: ${SLIDE_TITLES[1]}`);
    await pressAndCheck(page, 'Space', 'dot 2');
    expect(await heroSlide(page)).toBe(2);
    expect(await hero.getByRole('heading', { level: 2 }).textContent()).toBe(SLIDE_TITLES[1]);
    expect(
      await hero.getByRole('button', { name: /^Show slide 3/ }).getAttribute('aria-current'),
    ).toBe('false');
  });
});

test.describe('the hero carousel', () => {
  // Playwright's clock stands in for the page's timers, so "4 s" is exact and costs no real time:
  // after pauseClock() no timer fires until runFor() moves the clock on. Nothing here reads the test
  // runner's clock, so a slow or busy machine changes how long the test takes, never its outcome.
  // One more page runs on the real clock, to show the shop's own timer moves the hero without
  // Playwright's: its first change is timed by the page itself (performance.now()).
  test('advances after 4 s, holds still on hover, keyboard focus and its pause button, and not at all under reduced motion', async ({
    shop,
  }) => {
    /** A home page that records, in page time, when the slide group appears and each change. */
    const openTimedHome = async () => {
      const opened = await shop.open({ reducedMotion: 'no-preference' });
      await opened.addInitScript(() => {
        const times = { mountedAt: -1, changes: [] as { label: string | null; at: number }[] };
        (window as unknown as { heroTimes: typeof times }).heroTimes = times;
        let last: string | null | undefined;
        new MutationObserver(() => {
          const group = document.querySelector('[aria-roledescription="slide"]');
          if (!group) return;
          const label = group.getAttribute('aria-label');
          if (times.mountedAt < 0) times.mountedAt = performance.now();
          else if (label !== last) times.changes.push({ label, at: performance.now() });
          last = label;
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await opened.goto('/');
      await opened.getByRole('heading', { name: 'Popular Plants' }).waitFor();
      return opened;
    };
    const moving = await openTimedHome();

    // Under reduced motion from the first render, 30 s on the controlled clock: still slide 1.
    const still = await shop.open({ reducedMotion: 'reduce' });
    await still.clock.install();
    await still.goto('/');
    await still.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await pauseClock(still);
    await still.clock.runFor(30_000);
    expect(await heroSlide(still), 'reduced motion from the start, 30 s').toBe(1);

    const page = await shop.open({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
    await pauseClock(page);
    const hero = page.getByRole('region', { name: 'Featured' });
    const slideGroup = hero.locator('[aria-roledescription="slide"]');
    const next = (slide: number) => (slide % 3) + 1;
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    /**
     * Waits until the hero shows it is moving (its slide is no longer announced) and React has
     * run its effects, so the 4 s timer exists before the clock moves on. React schedules through
     * MessageChannel, which the fake clock leaves alone.
     */
    const untilMoving = async (step: string) => {
      await expect.poll(() => slideGroup.getAttribute('aria-live'), { message: step }).toBe('off');
      await page.evaluate(async () => {
        for (let tick = 0; tick < 3; tick += 1) {
          await new Promise((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = resolve;
            channel.port2.postMessage(null);
          });
        }
      });
    };

    // Hovered: it holds still, and says which slide it shows.
    await hero.hover();
    let slide = await heroSlide(page);
    await page.clock.runFor(10_000);
    expect(await heroSlide(page), 'hovered for 10 s').toBe(slide);
    expect(await slideGroup.getAttribute('aria-live')).toBe('polite');

    // The pointer leaves: the 4 s timer starts afresh, and the slide changes at 4 s, not before.
    await page.mouse.move(1, 899);
    await untilMoving('pointer gone');
    await page.clock.runFor(3_990);
    expect(await heroSlide(page), 'at 3.99 s').toBe(slide);
    await page.clock.runFor(20);
    expect(await heroSlide(page), 'at 4.01 s').toBe(next(slide));
    slide = next(slide);
    await page.clock.runFor(4_000);
    expect(await heroSlide(page), 'at 8.01 s').toBe(next(slide));
    slide = next(slide);

    // Keyboard focus inside (a dot, not pressed): it holds still; focus leaves: it moves again.
    for (let press = 0; press < 30 && !/^Show slide/.test(await focusedName()); press += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedName()).toMatch(/^Show slide 1/);
    await page.clock.runFor(10_000);
    expect(await heroSlide(page), 'focused for 10 s').toBe(slide);
    for (let press = 0; press < 5 && /^Show slide/.test(await focusedName()); press += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedName()).toMatch(/^Save /); // the first plant card, past the hero
    await untilMoving('focus gone');
    await page.clock.runFor(4_010);
    expect(await heroSlide(page), 'focus gone for 4 s').toBe(next(slide));
    slide = next(slide);

    // Its pause button stops it until pressed again (WCAG 2.2.2), from the keyboard.
    const pressUntil = async (key: string, name: RegExp, max = 8) => {
      for (let press = 0; press < max && !name.test(await focusedName()); press += 1) {
        await page.keyboard.press(key);
      }
      expect(await focusedName()).toMatch(name);
    };
    await pressUntil('Shift+Tab', /^Pause the slide show$/);
    await page.keyboard.press('Enter');
    expect(await focusedName()).toBe('Play the slide show');
    await pressUntil('Tab', /^Save /);
    await page.clock.runFor(20_000);
    expect(await heroSlide(page), 'stopped, focus gone, 20 s').toBe(slide);
    expect(await slideGroup.getAttribute('aria-live')).toBe('polite');
    await pressUntil('Shift+Tab', /^Play the slide show$/);
    await page.keyboard.press('Space');
    expect(await focusedName()).toBe('Pause the slide show');
    await pressUntil('Tab', /^Save /);
    await untilMoving('playing again');
    await page.clock.runFor(4_010);
    expect(await heroSlide(page), 'playing again for 4 s').toBe(next(slide));
    slide = next(slide);

    // prefers-reduced-motion: it never moves on its own; without it, it moves again.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => slideGroup.getAttribute('aria-live')).toBe('polite');
    await page.clock.runFor(30_000);
    expect(await heroSlide(page), 'reduced motion, 30 s').toBe(slide);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await untilMoving('motion allowed');
    await page.clock.runFor(4_010);
    expect(await heroSlide(page), 'motion allowed again').toBe(next(slide));

    // The real-clock page: its first change, whenever it came, was to slide 2, 4 s of page time
    // after the slide group appeared (the timer starts just after that render, so never sooner).
    type HeroTimes = { mountedAt: number; changes: { label: string | null; at: number }[] };
    const readTimes = () =>
      moving.evaluate(() => (window as unknown as { heroTimes: HeroTimes }).heroTimes);
    await expect
      .poll(async () => (await readTimes()).changes.length, {
        timeout: 60_000,
        message: 'the real-clock hero changed slide',
      })
      .toBeGreaterThan(0);
    const times = await readTimes();
    expect(times.changes[0]?.label, 'the first change on the real clock').toBe('2 of 3');
    expect(times.changes[0]!.at - times.mountedAt).toBeGreaterThanOrEqual(3_990);
  });
});

test.describe('focus stays visible on every stop of a page', () => {
  /**
   * Tabs round the whole page, back to where it started (or `limit` stops); tabTo checks every
   * stop. Returns the stops visited.
   */
  async function tabThroughPage(page: Page, backwards: boolean, limit = 150): Promise<string[]> {
    const seen: string[] = [];
    for (let stop = 0; stop < limit; stop += 1) {
      const info = await tabTo(page, () => true, { max: 3, backwards, label: `stop ${stop + 1}` });
      const backAtStart = await page.evaluate((first) => {
        const marked = window as unknown as { firstStop?: Element | null };
        if (first) marked.firstStop = document.activeElement;
        return !first && document.activeElement === marked.firstStop;
      }, stop === 0);
      if (backAtStart) return seen;
      seen.push(info.description);
    }
    if (limit < 150) return seen;
    throw new Error(`Tab never came back to the first stop: ${seen.join(' → ')}`);
  }

  test('home, signed in: the skip link, then every stop forwards at 1280 px and backwards at 375 px', async ({
    shop,
  }) => {
    const page = await shop.open({ signedIn: session });
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Popular Plants' })
      .getByRole('article')
      .first()
      .waitFor();

    // The first stop is the skip link; it jumps past the top bar.
    expect((await pressAndCheck(page, 'Tab', 'skip link')).name).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect((await pressAndCheck(page, 'Tab', 'after the skip link')).name).toBe(
      'Explore Collection',
    );

    const forwards = await tabThroughPage(page, false);
    expect(forwards.length).toBeGreaterThan(40);
    await setViewport(page, 'phone');
    const backwards = await tabThroughPage(page, true);
    expect(backwards.length).toBeGreaterThan(40);
  });

  // The other pages, each in the state that shows the most controls, side by side.
  const WALKED = [
    'login-errors',
    'signup-checklist',
    'plants',
    `plant-${LOW_STOCK_PLANT.plantId}-low-stock`,
    'cart-lines',
    'cart-wishlist',
    'profile-edit-errors',
  ];
  for (const run of inRuns(
    ALL_SCENES.filter((scene) => WALKED.includes(scene.name)),
    4,
  )) {
    test(`every stop forwards at 1280 px: ${sceneTitle(run)}`, ({ shop }) =>
      allScenes(run, async (scene) => {
        const page = await shop.open({
          signedIn: scene.signedIn ? session : null,
          shopping: scene.shopping,
        });
        await page.goto(scene.path);
        await scene.ready(page);
        await scene.prepare?.(page);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        // /plants repeats one card 28 times: its bar, filters and first cards are enough.
        const stops = await tabThroughPage(page, false, scene.path === '/plants' ? 40 : 150);
        expect(stops.length, `${scene.name}: focus stops`).toBeGreaterThan(10);
      }));
  }
});

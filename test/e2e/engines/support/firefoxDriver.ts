// Firefox ESR through puppeteer-core over WebDriver BiDi: Debian's /usr/bin/firefox-esr, no
// geckodriver (its npm package downloads a binary, which this network cannot). Playwright's own
// Firefox cannot start a stock Firefox, and its BiDi Firefox fails on ESR 153
// (emulation.setMediaFeaturesOverride unknown), so Playwright Test only schedules these tests.
//
// One browser per worker; each test gets a new browser context (a Firefox user context: its own
// cookies, storage, IndexedDB and service workers), so no sign-in or cart leaks between tests.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { BROWSER_PACKAGES } from '../../../../scripts/ensure-browsers.mjs';
import { findInPage } from './findInPage';
import { isLocalUrl } from './localHosts';
import type { DriverPort, PageScript, Target, Viewport } from './shopperPage';

export async function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: BROWSER_PACKAGES.firefox.path,
    headless: true,
    // Keep Firefox's own background traffic (updates, telemetry, captive-portal checks) off the
    // closed network; none of it is the shop's.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
}

/** puppeteer's ARIA selector: the engine's accessibility tree, exact role and exact name. */
const ariaSelector = (role: string, name: string) =>
  `::-p-aria([name="${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"][role="${role}"])`;

/** A page in a new browser context of `browser`, driven through the DriverPort. */
export async function firefoxDriver(
  browser: Browser,
  viewport: Viewport,
  ceilings: { navigation: number },
): Promise<DriverPort<ElementHandle<Element>>> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  await page.setViewport(viewport);
  page.setDefaultNavigationTimeout(ceilings.navigation);

  const problems: string[] = [];
  // Puppeteer reports uncaught exceptions and unhandled rejections as 'pageerror'. Firefox also
  // reports there the network errors it logs as JavaScript errors (a blocked or failed fetch), so
  // a journey that takes the server away allows those by name.
  page.on('pageerror', (error) => {
    problems.push(`pageerror on ${page.url()}: ${error instanceof Error ? error.message : error}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console.error on ${page.url()}: ${message.text()}`);
  });
  // The shop needs no outside host (the network is closed anyway): any request to one fails the
  // test. Watched, not intercepted: interception would stand between the page and its worker.
  page.on('request', (request) => {
    if (!isLocalUrl(request.url())) problems.push(`request to an outside host: ${request.url()}`);
  });

  const locate = async (target: Target, root?: ElementHandle<Element>) => {
    if ('role' in target) {
      return (root ?? page).$$(ariaSelector(target.role, target.name));
    }
    const spec = 'text' in target ? { text: target.text } : { label: target.label };
    const list = await page.evaluateHandle(findInPage, spec, root ?? null);
    const properties = await list.getProperties();
    await list.dispose();
    const elements: ElementHandle<Element>[] = [];
    for (const handle of properties.values()) {
      const element = handle.asElement();
      if (element) elements.push(element as ElementHandle<Element>);
      else await handle.dispose();
    }
    return elements;
  };

  return {
    engine: 'firefox',
    locate,
    click: (element) => element.click(),
    async type(element, text) {
      await element.focus();
      await element.type(text);
    },
    on: <R, A>(element: ElementHandle<Element>, script: (el: Element, arg: A) => R, arg: A) =>
      // puppeteer's types turn handles in `arg` into their values; the journeys pass plain data.
      element.evaluate(script as never, arg as never) as Promise<R>,
    evaluate: <R, A>(script: PageScript<A, R>, arg: A) =>
      page.evaluate(script as never, arg as never) as Promise<R>,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    url: async () => page.url(),
    // BiDi network conditions: navigator.onLine turns false and every request fails, as when the
    // machine loses its network.
    setOffline: (offline) => page.setOfflineMode(offline),
    async drainProblems() {
      return problems.splice(0);
    },
    screenshot: () => page.screenshot(),
    async close() {
      await context.close();
    },
  };
}

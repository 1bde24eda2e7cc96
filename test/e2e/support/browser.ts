// Pages for the journeys, on the worker's browser (test/e2e/support/test.ts hands it over): a
// fresh context per page with the project's options (baseURL, viewport, locale, ...), every
// request to a host other than 127.0.0.1 / localhost aborted, and any page error or console error
// turned into a test failure when the test ends. The console and network log of every page is
// attached to a failed test's report, beside Playwright's own screenshot and trace.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
  TestInfo,
} from '@playwright/test';

export const SCREENSHOTS_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

let workerBrowser: Browser | undefined;
let projectBaseURL = '';

/** Called by the fixtures in ./test.ts: the worker's browser, and the project's origin. */
export function useBrowser(browser: Browser | undefined): void {
  workerBrowser = browser;
}
export function useBaseURL(url: string | undefined): void {
  projectBaseURL = url ?? '';
}

function currentBrowser(): Browser {
  if (!workerBrowser) throw new Error('newPage() outside a test: import test from ./support/test');
  return workerBrowser;
}

/** The origin serving dist/, e.g. http://127.0.0.1:41234 (no trailing slash). */
export function baseURL(): string {
  return projectBaseURL.replace(/\/$/, '');
}

/** Absolute URL of an app path: url('/plants'). */
export function url(path = '/'): string {
  return new URL(path, `${baseURL()}/`).toString();
}

export interface NewPageOptions {
  /** Console errors / page errors matching one of these do not fail the test. */
  allowConsoleErrors?: RegExp[];
  /** Do not fail the test when a request to an outside host was blocked (it is still blocked). */
  allowBlockedRequests?: boolean;
  /** Context options beyond the project's (viewport, storageState, ...). */
  context?: BrowserContextOptions;
}

interface Tracked {
  context: BrowserContext;
  pages: Page[];
  /** One log per page, same order as `pages`: console messages, page errors and requests. */
  logs: string[][];
  problems: string[];
  blocked: string[];
  options: NewPageOptions;
}

const tracked: Tracked[] = [];

function watchPage(entry: Tracked, page: Page): void {
  const log: string[] = [];
  entry.pages.push(page);
  entry.logs.push(log);
  const started = Date.now();
  const note = (line: string) =>
    log.push(`+${String(Date.now() - started).padStart(6)} ms  ${line}`);
  const allowed = (text: string) => entry.options.allowConsoleErrors?.some((re) => re.test(text));
  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    note(`pageerror ${error.stack ?? text}`);
    if (!allowed(text)) entry.problems.push(`pageerror on ${page.url()}: ${error.stack ?? text}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    const where = message.location();
    const at = where.url ? ` (${where.url}:${where.lineNumber})` : '';
    note(`console.${message.type()} ${text}${at}`);
    if (message.type() !== 'error' || allowed(text)) return;
    entry.problems.push(`console.error on ${page.url()}: ${text}${at}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  // Each request when it starts as well as when it ends, so a request still on its way when the
  // test failed shows as a start without an end.
  page.on('request', (request) => note(`${request.method()} ${request.url()} started`));
  page.on('requestfinished', (request) => {
    void request.response().then(
      (response) => note(`${request.method()} ${request.url()} -> ${response?.status() ?? '?'}`),
      () => note(`${request.method()} ${request.url()} -> (no response)`),
    );
  });
  page.on('requestfailed', (request) =>
    note(`${request.method()} ${request.url()} -> FAILED ${request.failure()?.errorText ?? ''}`),
  );
}

/** A file-name-safe form of a test's name. */
const slug = (name: string) => name.replace(/[^\w.-]+/g, '-').slice(0, 120);

/**
 * A test's own page.route() (an unreachable provider, say) can take a request while this
 * catch-all still holds it, most often when the test unroutes mid-request on a busy machine, and
 * a closing context ends requests in flight: neither is a fault of the page under test.
 */
function ignoreRouteTakenElsewhere(error: unknown): void {
  if (/already handled|closed/i.test(String(error))) return;
  throw error;
}

/**
 * A page in a brand-new browser context (no cookies, no storage), relative URLs resolved against
 * the dist/ server: `await page.goto('/plants')`. Closed after the test.
 */
export async function newPage(options: NewPageOptions = {}): Promise<Page> {
  const context = await currentBrowser().newContext(options.context);
  const entry: Tracked = { context, pages: [], logs: [], problems: [], blocked: [], options };
  tracked.push(entry);

  // Prove the shop needs no outside host: abort everything that is not local.
  await context.route('**/*', (route) => {
    const request = route.request();
    let host = '';
    try {
      host = new URL(request.url()).hostname;
    } catch {
      /* unparsable: block */
    }
    if (LOCAL_HOSTS.has(host)) return route.continue().catch(ignoreRouteTakenElsewhere);
    entry.blocked.push(`${request.method()} ${request.url()}`);
    return route.abort('blockedbyclient').catch(ignoreRouteTakenElsewhere);
  });
  await context.routeWebSocket(
    (target) => !LOCAL_HOSTS.has(target.hostname),
    (socket) => {
      entry.blocked.push(`WebSocket ${socket.url()}`);
      return socket.close({ code: 1008, reason: 'outside host blocked by the e2e harness' });
    },
  );

  context.on('page', (page) => {
    if (!entry.pages.includes(page)) watchPage(entry, page);
  });
  const page = await context.newPage();
  if (!entry.pages.includes(page)) watchPage(entry, page);
  return page;
}

/**
 * Stops the page's clock (after `page.clock.install()`) about a second ahead of the page's own
 * "now", so that from here on no timer of the page fires until `page.clock.runFor()` says so.
 * The page's clock, not the test runner's, is the reference: the two drift apart on a busy machine.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      // The page's clock ran past that point while the call travelled: read it again.
      if (attempt >= 5 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Opens `path` with the page's clock installed, lets it start (the toasts' code is fetched once it
 * is idle), then stops its clock: no toast and no confirmation runs out while the test looks.
 */
export async function openWithStillClock(page: Page, path: string, ready: Locator): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await ready.waitFor();
  await pauseClock(page);
  // whenPageIdle's 2 s ceiling: the Toaster is fetched by then, whatever the idle callback does.
  await page.clock.runFor(2_500);
}

/** Saves a full-page PNG under test/e2e/screenshots/ (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const file = join(SCREENSHOTS_DIR, `${slug(name)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Called when a test ends (./test.ts): attaches each page's console and network log to a test
 * that failed or whose pages logged an error or asked an outside host, closes the contexts the test
 * opened, then throws if a page logged an error or an outside request was made.
 */
export async function finishTest(testInfo: TestInfo): Promise<void> {
  const entries = tracked.splice(0);
  const report: string[] = [];
  for (const entry of entries) {
    report.push(...entry.problems);
    if (entry.blocked.length && !entry.options.allowBlockedRequests) {
      report.push(
        ...entry.blocked.map((request) => `request to an outside host (blocked): ${request}`),
      );
    }
  }
  if (testInfo.status !== testInfo.expectedStatus || report.length > 0) {
    for (const [index, entry] of entries.entries()) {
      for (const [pageIndex, page] of entry.pages.entries()) {
        const header = `${page.isClosed() ? '(closed)' : page.url()}\n`;
        await testInfo.attach(`context-${index}-page-${pageIndex}.log`, {
          body: `${header}${entry.logs[pageIndex]?.join('\n') ?? ''}\n`,
          contentType: 'text/plain',
        });
      }
    }
  }
  for (const entry of entries) await entry.context.close().catch(() => {});
  if (report.length) {
    throw new Error(
      `The browser reported ${report.length} problem(s) during the test:\n  - ${report.join('\n  - ')}`,
    );
  }
}

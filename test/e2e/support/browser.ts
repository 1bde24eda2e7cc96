// Browser fixtures for the journeys: one Chromium per test file, a fresh context per page, every
// request to a host other than 127.0.0.1 / localhost aborted, and any page error or console error
// turned into a test failure (checked by the afterEach hook in ./setup.ts).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:PORT serving dist/ (set by test/e2e/support/global-setup.mjs). */
    baseURL: string;
  }
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags that work on this network (see shared notes): no background traffic, no QUIC, no GPU. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOTS_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origin serving dist/, e.g. http://127.0.0.1:41234 (no trailing slash). */
export function baseURL(): string {
  return inject('baseURL').replace(/\/$/, '');
}

/** Absolute URL of an app path: url('/plants'). */
export function url(path = '/'): string {
  return new URL(path, `${baseURL()}/`).toString();
}

let browserPromise: Promise<Browser> | undefined;

export function getBrowser(): Promise<Browser> {
  browserPromise ??= chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
  return browserPromise;
}

export async function closeBrowser(): Promise<void> {
  const pending = browserPromise;
  browserPromise = undefined;
  if (pending) await (await pending).close();
}

export interface NewPageOptions {
  /** Console errors / page errors matching one of these do not fail the test. */
  allowConsoleErrors?: RegExp[];
  /** Do not fail the test when a request to an outside host was blocked (it is still blocked). */
  allowBlockedRequests?: boolean;
  /** Extra Playwright context options (viewport, storageState, ...). */
  context?: BrowserContextOptions;
}

interface Tracked {
  context: BrowserContext;
  pages: Page[];
  problems: string[];
  blocked: string[];
  options: NewPageOptions;
}

const tracked: Tracked[] = [];

function watchPage(entry: Tracked, page: Page): void {
  entry.pages.push(page);
  const allowed = (text: string) => entry.options.allowConsoleErrors?.some((re) => re.test(text));
  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    if (!allowed(text)) entry.problems.push(`pageerror on ${page.url()}: ${error.stack ?? text}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (allowed(text)) return;
    const where = message.location();
    const at = where.url ? ` (${where.url}:${where.lineNumber})` : '';
    entry.problems.push(`console.error on ${page.url()}: ${text}${at}`);
  });
}

/**
 * A page in a brand-new browser context (no cookies, no storage), relative URLs resolved against
 * the dist/ server: `await page.goto('/plants')`. Closed after the test.
 */
export async function newPage(options: NewPageOptions = {}): Promise<Page> {
  const browser = await getBrowser();
  const context = await browser.newContext({
    baseURL: `${baseURL()}/`,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
    ...options.context,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const entry: Tracked = { context, pages: [], problems: [], blocked: [], options };
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
    if (LOCAL_HOSTS.has(host)) return route.continue();
    entry.blocked.push(`${request.method()} ${request.url()}`);
    return route.abort('blockedbyclient');
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

/** Saves a full-page PNG under test/e2e/screenshots/ (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const file = join(SCREENSHOTS_DIR, `${name.replace(/[^\w.-]+/g, '-').slice(0, 120)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Called after every test (./setup.ts): screenshots open pages of a failed test, closes all
 * contexts opened by the test, then throws if a page logged an error or an outside request was made.
 */
export async function finishTest(testName: string, failed: boolean): Promise<void> {
  const entries = tracked.splice(0);
  const report: string[] = [];
  for (const [index, entry] of entries.entries()) {
    if (failed) {
      for (const [pageIndex, page] of entry.pages.entries()) {
        if (page.isClosed()) continue;
        try {
          const file = await screenshot(page, `FAILED-${testName}-${index}-${pageIndex}`);
          console.log(`screenshot of the failed test: ${file}`);
        } catch {
          /* the page may be mid-navigation or crashed */
        }
      }
    }
    report.push(...entry.problems);
    if (entry.blocked.length && !entry.options.allowBlockedRequests) {
      report.push(
        ...entry.blocked.map((request) => `request to an outside host (blocked): ${request}`),
      );
    }
    await entry.context.close().catch(() => {});
  }
  if (report.length) {
    throw new Error(
      `The browser reported ${report.length} problem(s) during the test:\n  - ${report.join('\n  - ')}`,
    );
  }
}

// Browser fixtures for the journeys: one Chromium per test file, a fresh context per page, every
// request to a host other than 127.0.0.1 / localhost aborted, and any page error or console error
// turned into a test failure (checked by the afterEach hook in ./setup.ts). When a test fails, what
// a person needs to act on it is kept under test-results/e2e/<test>/: a screenshot of every open
// page, its console and network log, and a Playwright trace when E2E_TRACE=1.
import { mkdir, writeFile } from 'node:fs/promises';
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

/** Debian's Chromium headless shell (docs/adr/0016); run.mjs sets CHROMIUM_PATH to what it ensured. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

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

/** Where a failed test's screenshots, logs and trace go (git-ignored). */
export const FAILURES_DIR = fileURLToPath(new URL('../../../test-results/e2e/', import.meta.url));

/** E2E_TRACE=1 records a Playwright trace of every context (kept only for failed tests). */
const TRACING = process.env.E2E_TRACE === '1';

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
  const browser = await getBrowser();
  const context = await browser.newContext({
    baseURL: `${baseURL()}/`,
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
    ...options.context,
  });
  // Ceilings for a state to be reached on a slow, busy machine (CI may run there); a quiet one
  // reaches them in a fraction of this. Nothing asserts how long a step took.
  context.setDefaultTimeout(45_000);
  context.setDefaultNavigationTimeout(60_000);
  const entry: Tracked = { context, pages: [], logs: [], problems: [], blocked: [], options };
  tracked.push(entry);
  if (TRACING) await context.tracing.start({ screenshots: true, snapshots: true });

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

/** Saves a full-page PNG under test/e2e/screenshots/ (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const file = join(SCREENSHOTS_DIR, `${slug(name)}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Keeps what a person needs to act on a failed test under test-results/e2e/<test>/: a screenshot
 * of every open page, each page's console and network log, and the trace when E2E_TRACE=1.
 * Returns the paths written.
 */
async function keepFailureEvidence(testName: string, entries: Tracked[]): Promise<string[]> {
  const dir = join(FAILURES_DIR, slug(testName));
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const [index, entry] of entries.entries()) {
    for (const [pageIndex, page] of entry.pages.entries()) {
      const name = `context-${index}-page-${pageIndex}`;
      const logFile = join(dir, `${name}.log`);
      const header = `${page.isClosed() ? '(closed)' : page.url()}\n`;
      await writeFile(logFile, `${header}${entry.logs[pageIndex]?.join('\n') ?? ''}\n`);
      written.push(logFile);
      if (page.isClosed()) continue;
      const shot = join(dir, `${name}.png`);
      try {
        await page.screenshot({ path: shot, fullPage: true, timeout: 10_000 });
        written.push(shot);
      } catch {
        /* the page may be mid-navigation or crashed: its log is still there */
      }
    }
    if (TRACING) {
      const trace = join(dir, `context-${index}-trace.zip`);
      await entry.context.tracing.stop({ path: trace }).then(
        () => written.push(trace),
        () => {},
      );
    }
  }
  return written;
}

/**
 * Called after every test (./setup.ts): keeps the evidence (above) of a test that failed or whose
 * pages logged an error or asked an outside host, closes all contexts opened by the test, then
 * throws if a page logged an error or an outside request was made.
 */
export async function finishTest(testName: string, failed: boolean): Promise<void> {
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
  const keep = failed || report.length > 0;
  if (keep) {
    const written = await keepFailureEvidence(testName, entries).catch((error: unknown) => [
      `(could not keep the evidence: ${String(error)})`,
    ]);
    console.log(`Failed test "${testName}": kept\n  ${written.join('\n  ')}`);
  }
  for (const entry of entries) {
    if (TRACING && !keep) await entry.context.tracing.stop().catch(() => {});
    await entry.context.close().catch(() => {});
  }
  if (report.length) {
    throw new Error(
      `The browser reported ${report.length} problem(s) during the test:\n  - ${report.join('\n  - ')}`,
    );
  }
}

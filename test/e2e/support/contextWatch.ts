// What the harness holds every browser context of a journey to: every request to a host other than
// 127.0.0.1 / localhost aborted, and any page error or console error turned into a test failure
// when the test ends. The console and network log of every page is attached to a failed test's
// report, beside Playwright's own screenshot and trace.
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface WatchOptions {
  /** Console errors / page errors matching one of these do not fail the test. */
  allowConsoleErrors?: RegExp[];
  /** Do not fail the test when a request to an outside host was blocked (it is still blocked). */
  allowBlockedRequests?: boolean;
}

interface Watched {
  context: BrowserContext;
  pages: Page[];
  /** One log per page, same order as `pages`: console messages, page errors and requests. */
  logs: string[][];
  problems: string[];
  blocked: string[];
  options: WatchOptions;
}

function watchPage(entry: Watched, page: Page): void {
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

/**
 * A test's own page.route() (an unreachable provider, say) can take a request while this
 * catch-all still holds it, most often when the test unroutes mid-request on a busy machine, and
 * a closing context ends requests in flight: neither is a fault of the page under test.
 */
function ignoreRouteTakenElsewhere(error: unknown): void {
  if (/already handled|closed/i.test(String(error))) return;
  throw error;
}

/** The contexts one test (or one beforeAll) opened, and what their pages did. */
export class ContextWatch {
  private readonly watched: Watched[] = [];

  /**
   * Starts watching a context, before the test's own routes: a route added later wins over the
   * "block every outside host" one (the Google stand-ins rely on it).
   */
  async watch(context: BrowserContext, options: WatchOptions = {}): Promise<void> {
    const entry: Watched = { context, pages: [], logs: [], problems: [], blocked: [], options };
    this.watched.push(entry);

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
    for (const page of context.pages()) watchPage(entry, page);
  }

  /** Lets a watched context's pages log what the test expects (a refused request, say). */
  allow(context: BrowserContext, options: WatchOptions): void {
    const entry = this.watched.find((candidate) => candidate.context === context);
    if (!entry) throw new Error('allow(): this context is not watched');
    entry.options = { ...entry.options, ...options };
  }

  /**
   * When the test ends: attaches each page's console and network log to a test that failed or
   * whose pages logged an error or asked an outside host (when there is a test to attach them to),
   * closes the contexts `closing` names, then throws if a page logged an error or an outside
   * request was made.
   */
  async finish(testInfo: TestInfo | undefined, closing: readonly BrowserContext[]): Promise<void> {
    const entries = this.watched.splice(0);
    const report: string[] = [];
    for (const entry of entries) {
      report.push(...entry.problems);
      if (entry.blocked.length && !entry.options.allowBlockedRequests) {
        report.push(
          ...entry.blocked.map((request) => `request to an outside host (blocked): ${request}`),
        );
      }
    }
    if (testInfo && (testInfo.status !== testInfo.expectedStatus || report.length > 0)) {
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
    for (const context of closing) await context.close().catch(() => {});
    if (report.length) {
      throw new Error(
        `The browser reported ${report.length} problem(s) during the test:\n  - ${report.join('\n  - ')}`,
      );
    }
  }
}

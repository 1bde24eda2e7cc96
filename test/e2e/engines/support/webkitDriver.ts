// WebKitGTK through WebdriverIO over WebKitWebDriver (Debian's webkit2gtk-driver), which starts
// MiniBrowser in automation mode. Both need a display, so the driver runs under its own Xvfb
// (xvfb-run -a picks a free display number). Playwright's WebKit is its own build, which
// `npx playwright install` cannot download here.
//
// One WebKitWebDriver per worker, on a free port, in its own process group (stopped by that
// group's id at the end); each test gets a new WebDriver session, so a new MiniBrowser with its
// own ephemeral storage: no sign-in or cart leaks between tests.
//
// WebDriver classic is all WebKitWebDriver offers, which shapes three things here:
// - no accessibility locator: the page proposes candidates for a role and a name
//   (./findInPage.ts) and WebKit's own computed role and label (WebDriver's Get Computed Role /
//   Label) decide;
// - no log or network events: a listener put into each document after it loads collects
//   uncaught errors, unhandled rejections and console.error calls (what a page throws while its
//   first scripts run, before the listener is in, is not seen), and the document's Resource
//   Timing entries show requests to outside hosts (requests the engine refused before sending
//   them leave none);
// - no network emulation: the engine cannot be made offline (navigator.onLine stays true).
import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { BROWSER_PACKAGES, MINIBROWSER_PATH } from '../../../../scripts/ensure-browsers.mjs';
import { unusedPorts } from '../../../../scripts/hosting.mjs';
import { findInPage, ROLE_SELECTORS } from './findInPage';
import { isLocalUrl } from './localHosts';
import {
  pollUntil,
  type DriverPort,
  type PageScript,
  type Target,
  type Viewport,
} from './shopperPage';

/** A W3C WebDriver element reference, as the protocol sends it. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
type ElementRef = { [ELEMENT_KEY]: string };

export interface WebKitServer {
  readonly port: number;
  stop(): Promise<void>;
}

/** Starts WebKitWebDriver under a new Xvfb and resolves once it answers /status. */
export async function startWebKitWebDriver(timeout: number): Promise<WebKitServer> {
  const port = (await unusedPorts(1))[0]!;
  const output: string[] = [];
  const child: ChildProcess = spawn(
    BROWSER_PACKAGES.xvfb.path,
    [
      '-a',
      '-s',
      '-screen 0 1920x1080x24 -nolisten tcp',
      BROWSER_PACKAGES.webkit.path,
      `--port=${port}`,
      '--host=local',
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    // The whole group: xvfb-run, Xvfb, WebKitWebDriver and any MiniBrowser still open.
    process.kill(-child.pid, 'SIGTERM');
    const stopped = await Promise.race([
      exit.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000).unref()),
    ]);
    if (!stopped) process.kill(-child.pid, 'SIGKILL');
  };

  try {
    await pollUntil(`WebKitWebDriver on port ${port}`, timeout, async () => {
      if (exited) throw new Error(`WebKitWebDriver exited: ${output.join('').slice(-2000)}`);
      const response = await fetch(`http://127.0.0.1:${port}/status`).catch(() => undefined);
      if (!response?.ok) return undefined;
      const body = (await response.json()) as { value?: { ready?: boolean } };
      return body.value?.ready ? true : undefined;
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

/** Put into each document once it has loaded: collects what the page reports as going wrong. */
function watchForProblems(): void {
  const target = window as unknown as { __engineProblems?: string[] };
  if (target.__engineProblems) return;
  const problems: string[] = [];
  target.__engineProblems = problems;
  const where = () => location.href;
  addEventListener('error', (event) =>
    problems.push(`pageerror on ${where()}: ${event.message || String(event.error)}`),
  );
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string } | undefined;
    problems.push(`unhandled rejection on ${where()}: ${reason?.message ?? String(reason)}`);
  });
  const original = console.error;
  console.error = function (...args: unknown[]) {
    problems.push(`console.error on ${where()}: ${args.map(String).join(' ')}`);
    return original.apply(this, args);
  };
}

/** Empties the document's problem list, with the URLs of every resource it has fetched. */
function takeProblems(): { problems: string[]; resources: string[] } {
  const target = window as unknown as { __engineProblems?: string[] };
  return {
    problems: target.__engineProblems?.splice(0) ?? [],
    resources: performance.getEntriesByType('resource').map((entry) => entry.name),
  };
}

const scriptOf = (script: (...args: never[]) => unknown) =>
  `return (${script.toString()}).apply(null, arguments);`;

/** A new WebDriver session (a new MiniBrowser) on `server`, driven through the DriverPort. */
export async function webkitDriver(
  server: WebKitServer,
  viewport: Viewport,
  ceilings: { action: number; navigation: number },
): Promise<DriverPort<ElementRef>> {
  const browser = await remote({
    hostname: '127.0.0.1',
    port: server.port,
    path: '/',
    // Its refusals (a click intercepted, say) are retried and reported by ShopperPage's waits.
    logLevel: 'silent',
    // A failed command is answered, not lost: retrying it only hides the answer.
    connectionRetryCount: 0,
    connectionRetryTimeout: ceilings.navigation,
    capabilities: {
      // No browserName: WebKitWebDriver names its browser by the binary it starts.
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
  await browser.setTimeouts(0, ceilings.navigation, ceilings.action);
  // The window holds MiniBrowser's own toolbar too: grow it by that, so the page gets the
  // project's viewport.
  await browser.setWindowRect(0, 0, viewport.width, viewport.height);
  const [innerWidth, innerHeight] = (await browser.executeScript(
    'return [window.innerWidth, window.innerHeight];',
    [],
  )) as [number, number];
  await browser.setWindowRect(
    0,
    0,
    2 * viewport.width - innerWidth,
    2 * viewport.height - innerHeight,
  );

  const run = <R>(script: (...args: never[]) => unknown, ...args: unknown[]): Promise<R> =>
    browser.executeScript(scriptOf(script), args as object[]) as Promise<R>;

  const problems: string[] = [];
  const resourcesSeen = new Set<string>();
  async function collect() {
    const taken = await run<{ problems: string[]; resources: string[] }>(takeProblems).catch(
      () => ({ problems: [], resources: [] }),
    );
    problems.push(...taken.problems);
    for (const url of taken.resources) {
      if (isLocalUrl(url) || resourcesSeen.has(url)) continue;
      resourcesSeen.add(url);
      problems.push(`request to an outside host: ${url}`);
    }
  }

  const locate = async (target: Target, root?: ElementRef): Promise<ElementRef[]> => {
    const spec =
      'role' in target
        ? { css: ROLE_SELECTORS[target.role], name: target.name }
        : 'text' in target
          ? { text: target.text }
          : { label: target.label };
    const candidates = await run<ElementRef[]>(findInPage, spec, root ?? null);
    if (!('role' in target)) return candidates;
    const confirmed: ElementRef[] = [];
    for (const candidate of candidates) {
      const id = candidate[ELEMENT_KEY];
      const role = await browser.getElementComputedRole(id);
      if (role !== target.role) continue;
      if ((await browser.getElementComputedLabel(id)).trim() === target.name) {
        confirmed.push(candidate);
      }
    }
    return confirmed;
  };

  return {
    engine: 'webkit',
    locate,
    click: (element) => browser.elementClick(element[ELEMENT_KEY]),
    type: (element, text) => browser.elementSendKeys(element[ELEMENT_KEY], text),
    on: <R, A>(element: ElementRef, script: (el: Element, arg: A) => R, arg: A) =>
      run<R>(script as (...args: never[]) => unknown, element, arg),
    evaluate: <R, A>(script: PageScript<A, R>, arg: A) =>
      run<R>(script as (...args: never[]) => unknown, arg),
    async goto(url) {
      await collect();
      await browser.navigateTo(url);
      await run(watchForProblems);
    },
    async reload() {
      await collect();
      await browser.refresh();
      await run(watchForProblems);
    },
    url: () => browser.getUrl(),
    async drainProblems() {
      await collect();
      return problems.splice(0);
    },
    screenshot: async () => Buffer.from(await browser.takeScreenshot(), 'base64'),
    async close() {
      await browser.deleteSession();
    },
  };
}

// The offline worker in the browser journeys. The other journeys run with service
// workers blocked (the project's default, `serviceWorkers: 'block'`), so that a cache never answers
// for them; these helpers are for the journeys that let the worker in.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../../../scripts/emulator.mjs';
import { startHosting } from '../../../scripts/hosting.mjs';
import { readFirebaseJson, type FirebaseConfig } from '../../../scripts/hostingPolicy.mjs';
import { firebaseTarget, withPagePolicy } from '../../../scripts/pagePolicy.mjs';

/** The offline notice, word for word. */
export const OFFLINE_NOTICE = "You're offline — showing saved plants.";
/** The update toast, word for word. */
export const UPDATE_READY = 'A new version of the shop is ready.';

/** Context options that let the shop's service worker register. */
export const WITH_WORKER = { serviceWorkers: 'allow' } as const;

/**
 * Waits until the page is controlled by the shop's worker (it registers 5 s after the first page
 * has loaded, and claims the page once installed) and returns its script's URL.
 */
export async function workerInControl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const container = navigator.serviceWorker;
    await container.ready;
    if (!container.controller) {
      await new Promise((resolve) =>
        container.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return container.controller!.scriptURL;
  });
}

/**
 * Writes what the page sees of the offline worker to its console, so that a failed journey's page
 * log (kept under test-results/e2e/) says it: each message the page posts to a worker and that
 * worker's state, each new worker's state changes with what the registration then shows as
 * installing and waiting, and each change of controller. Changes nothing the page does.
 */
export async function logServiceWorkerEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const log = (line: string) => console.info(`[sw] ${line}`);
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      log(`postMessage ${JSON.stringify(args[0])} to a worker ${this.state}`);
      return (post as (...rest: unknown[]) => void).apply(this, args);
    } as typeof post;
    container.addEventListener('controllerchange', () => log('controllerchange'));
    void container.ready.then((registration) => {
      const active = registration.active;
      log(
        `ready, active ${active?.state}; controlled by it: ${container.controller === active}; waiting: ${registration.waiting !== null}`,
      );
      active?.addEventListener('statechange', () => log(`active worker ${active.state}`));
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        log('updatefound');
        worker?.addEventListener('statechange', () =>
          log(
            `new worker ${worker.state}; registration: installing ${registration.installing === worker}, waiting ${registration.waiting === worker}`,
          ),
        );
      });
    });
  });
}

/** The offline notice, while it shows. */
export const offlineNotice = (page: Page) => page.getByText(OFFLINE_NOTICE, { exact: true });

/**
 * A copy of the production build, served on its own port as the suite's is (the Hosting emulator,
 * firebase.json's headers), that a test can deploy over.
 */
export interface Deployment {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly url: string;
  /**
   * Deploys a new version over the copy, as a new build would: index.html carries
   * `<meta name="leafy-build" content="{build}">`, and sw.js names that index.html by its new
   * revision (as Workbox does for a file whose name holds no hash), so the browser sees a new
   * worker that precaches it.
   */
  deployNewVersion(build: string): void;
  /**
   * Deploys a new build whose code changed: every file under assets/ gets a new name (as new
   * content hashes would), what names them is rewritten, and the old files are gone, as on a host
   * that keeps only the last deploy. index.html carries the `leafy-build` marker as above.
   */
  deployNewBuild(build: string): void;
  /**
   * Deploys a change to firebase.json's headers and nothing else, as `firebase deploy` does after
   * its predeploy build: the hosting sends the changed headers (restarted on the same address),
   * and index.html is what the build writes for them (scripts/pagePolicy.mjs: its policy and the
   * headers' digest), named by its new revision in sw.js.
   */
  deployHeaders(change: (config: FirebaseConfig) => FirebaseConfig): Promise<void>;
  close(): Promise<void>;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Writes a new index.html into a deployed build, and names it by its new revision in sw.js. */
function rewriteIndexHtml(dir: string, rewrite: (html: string) => string): void {
  const indexFile = join(dir, 'index.html');
  const workerFile = join(dir, 'sw.js');
  const before = readFileSync(indexFile, 'utf8');
  const after = rewrite(before);
  const worker = readFileSync(workerFile, 'utf8');
  const entry = (html: string) => `{url:"index.html",revision:"${md5(html)}"}`;
  if (!worker.includes(entry(before))) {
    throw new Error('sw.js does not name index.html by its revision: has the worker changed?');
  }
  writeFileSync(indexFile, after);
  writeFileSync(workerFile, worker.replace(entry(before), entry(after)));
}

/**
 * Copies dist/ to a temporary folder and serves it there. The emulator reads each file as it is
 * asked for, so what `deployNewVersion` writes is served from the next request on.
 */
export async function deployCopyOfDist(): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), 'leafy-deploy-'));
  cpSync(join(ROOT, 'dist'), dir, { recursive: true });
  const hosting = await startHosting({ dir });
  return {
    url: hosting.url,
    deployNewVersion(build) {
      rewriteIndexHtml(dir, (before) =>
        before.replace(
          /<meta name="leafy-build" content="[^"]*" \/>|<\/head>/,
          (match) =>
            `<meta name="leafy-build" content="${build}" />${match === '</head>' ? '</head>' : ''}`,
        ),
      );
    },
    deployNewBuild(build) {
      const assets = join(dir, 'assets');
      const renames = readdirSync(assets).map(
        (file) => [file, file.replace(/(\.\w+)$/, `-${build}$1`)] as const,
      );
      const rename = (text: string) =>
        renames.reduce((written, [from, to]) => written.replaceAll(from, to), text);
      for (const [from, to] of renames) {
        const text = /\.(js|css|json)$/.test(from);
        const content = readFileSync(join(assets, from));
        writeFileSync(join(assets, to), text ? rename(content.toString('utf8')) : content);
        rmSync(join(assets, from));
      }
      writeFileSync(join(dir, 'sw.js'), rename(readFileSync(join(dir, 'sw.js'), 'utf8')));
      rewriteIndexHtml(dir, (before) =>
        rename(before).replace(
          /<meta name="leafy-build" content="[^"]*" \/>|<\/head>/,
          (match) =>
            `<meta name="leafy-build" content="${build}" />${match === '</head>' ? '</head>' : ''}`,
        ),
      );
    },
    async deployHeaders(change) {
      const config = change(readFirebaseJson(ROOT));
      rewriteIndexHtml(dir, (before) =>
        withPagePolicy(before, { config, target: firebaseTarget({}) }),
      );
      await hosting.restart({ configure: change });
    },
    async close() {
      await hosting.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The build a page shows, from the marker `deployNewVersion` writes ('' for the one copied).
 * Rejects after 5 s: an evaluation waits for a navigation that has not committed, and a wait
 * that never ends would hold a poll (expect.poll awaits each attempt) past its own ceiling.
 */
export async function shownBuild(page: Page): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the page did not answer within 5 s')), 5000);
  });
  const shown = page.evaluate(
    () => document.querySelector('meta[name="leafy-build"]')?.getAttribute('content') ?? '',
  );
  try {
    return await Promise.race([shown, late]);
  } finally {
    clearTimeout(timer);
    shown.catch(() => undefined);
  }
}

/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import tailwindcss from '@tailwindcss/vite';
import { rasterArtwork, type RasterArtworkApi } from './scripts/art/rasterArtwork.mjs';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './scripts/art/appIcons.mjs';
import { parseCsp, productionPolicy } from './scripts/hostingPolicy.mjs';
import { pwaOptions } from './scripts/pwa/serviceWorker.mjs';
import { pagePolicy } from './scripts/pagePolicy.mjs';
import { foundAndShared } from './scripts/seo/foundAndShared.mjs';
import { preloadPathOf, ROUTE_TABLE, type RouteEntry } from './src/ui/lib/routeTable.ts';

/** The form screens' own code (the `forms` chunk). */
const FORM_CODE =
  /\/src\/(ui\/components\/form\/|ui\/hooks\/(useForm|useGoogleSignIn)|modules\/auth\/domain\/formRules)/;
const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** The offline worker under the dev server too (off there by default: ADR 0019). */
const DEV_WORKER = process.env.LEAFY_SW_DEV === '1';

/**
 * What each page needs before it can render, by path (exact, or a prefix when it ends in '/'), from
 * the route table (src/ui/lib/routeTable.ts), in its order: its screen's chunk when it is split out
 * of the first bundle, whether it lists plants (plants.json), and the plant picture its first
 * screen is painted around.
 */
const ROUTE_NEEDS: readonly RouteEntry[] = Object.values(ROUTE_TABLE).map((route: RouteEntry) => ({
  ...route,
  path: preloadPathOf(route.path),
}));

/**
 * What the page being opened needs: [path, chunks, plants.json or '', <link> attributes, picture
 * <link> attributes by what follows a prefix path (a plant's id), or by '' for an exact path
 * opened without a query].
 */
type RouteNeeds = [
  path: string,
  files: string[],
  catalogue: string,
  links: Record<string, string>[],
  pictures: Record<string, Record<string, string>>,
];

/** The id of the `<script type="application/json">` that holds every route's `RouteNeeds`. */
const ROUTE_NEEDS_ID = 'route-needs';

/**
 * Runs in the page, inline, while the parser reads `<head>`: preloads what the route table lists
 * for the path being opened. Its text is the same in every build (the table is data, beside it),
 * so the Content-Security-Policy allows it by its hash, and only it.
 */
function preloadRoute(needs: readonly RouteNeeds[]) {
  const path = location.pathname.replace(/(.)\/$/, '$1');
  const link = (attributes: Record<string, string>) => {
    const element = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  };
  for (const [route, files, catalogue, links, pictures] of needs) {
    const prefix = route.endsWith('/') && route.length > 1;
    if (prefix ? path.startsWith(route) : path === route) {
      for (const file of files)
        link({ rel: 'modulepreload', href: file, crossorigin: 'anonymous' });
      if (catalogue)
        link({ rel: 'preload', href: catalogue, as: 'fetch', crossorigin: 'anonymous' });
      links.forEach(link);
      // A query (a filter, a sort) puts another plant first: no picture then.
      const key = prefix ? path.slice(route.length) : location.search ? null : '';
      if (key !== null && Object.prototype.hasOwnProperty.call(pictures, key)) link(pictures[key]!);
      return;
    }
  }
}

/**
 * The plants of `file` as far as their pictures go: each record with a numeric plantId and a
 * picture path, in the file's order. The app reads the file fully (and drops a record it cannot
 * use); a picture preloaded for a record it dropped is one wasted download, never a wrong page.
 */
function plantPictures(file: string): Array<{ plantId: number; image: string }> {
  const records: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(records)) return [];
  return records.filter(
    (record): record is { plantId: number; image: string } =>
      typeof record?.plantId === 'number' && typeof record?.image === 'string',
  );
}

/** index.html's `<link … data-route="/path">` tags: taken out of the page, by route. */
function takeRouteLinks(html: string): {
  html: string;
  byRoute: Map<string, Record<string, string>[]>;
} {
  const byRoute = new Map<string, Record<string, string>[]>();
  const rest = html.replace(/\s*<link\b[^>]*\bdata-route="[^"]*"[^>]*>/g, (tag) => {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
    );
    const { 'data-route': route = '', ...rest } = attributes;
    byRoute.set(route, [...(byRoute.get(route) ?? []), rest]);
    return '';
  });
  return { html: rest, byRoute };
}

/**
 * A page opened directly (a link, a reload) needs its screen's chunk and, for the plant screens,
 * plants.json before it can show, and the app only asks for them once the first bundle has run:
 * a round trip or two more on a slow network. This writes into index.html a small inline script
 * that preloads them for the page being opened, so they download with the first bundle. It also
 * carries index.html's links marked `data-route` (the home hero's picture), so that only their
 * own page fetches them: on the other pages the picture took bandwidth from their own; and the
 * plant picture the page's first screen shows, which the app could only ask for once it had run
 * and read the catalogue (ADR 0027).
 *
 * Inline, not a file: a file was one more request on every first load, and its preloads began
 * only once it had arrived (docs/adr/0020-one-request-for-the-first-load.md). The script's text
 * is fixed and the route table beside it is data (`<script type="application/json">`), so
 * firebase.json's script-src allows it by its SHA-256 and nothing else inline; the build fails,
 * naming the hash, when the two disagree.
 */
function routePreload(): Plugin {
  let base = '/';
  let publicDir = '';
  let raster: RasterArtworkApi | undefined;
  /** The <link> attributes of a route's pictures, by what follows its path (see RouteNeeds). */
  const picturesFor = (
    picture: (typeof ROUTE_NEEDS)[number]['picture'],
    plants: ReturnType<typeof plantPictures>,
  ) => {
    const pictures: Record<string, Record<string, string>> = {};
    if (!picture || !raster) return pictures;
    const keyed =
      picture.of === 'first-plant'
        ? plants.slice(0, 1).map((plant) => ['', plant] as const)
        : plants.map((plant) => [String(plant.plantId), plant] as const);
    for (const [key, plant] of keyed) {
      // A repeated plantId keeps its first plant, as the catalogue does.
      if (key in pictures) continue;
      const sources = raster.preloadSources(plant.image, base);
      if (sources)
        pictures[key] = {
          rel: 'preload',
          as: 'image',
          ...sources,
          imagesizes: picture.sizes,
          fetchpriority: 'high',
        };
    }
    return pictures;
  };
  return {
    name: 'leafy:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
      raster = config.plugins.find((plugin) => plugin.name === 'leafy:raster-artwork')?.api as
        RasterArtworkApi | undefined;
      if (!raster) throw new Error('route-preload: needs the raster-artwork plugin');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return undefined;
        const { html: page, byRoute } = takeRouteLinks(html);
        const chunks = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticClosure = (start: string[], into = new Set<string>()) => {
          for (const file of start) {
            if (into.has(file)) continue;
            into.add(file);
            staticClosure(byFile.get(file)?.imports ?? [], into);
          }
          return into;
        };
        const firstLoad = staticClosure(
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        for (const route of byRoute.keys()) {
          if (!ROUTE_NEEDS.some(({ path }) => path === route))
            throw new Error(
              `route-preload: index.html links to a route it does not know: ${route}`,
            );
        }
        // Read once for every route that preloads a picture.
        const plants = plantPictures(join(publicDir, 'plants.json'));
        const needs = ROUTE_NEEDS.map(({ path, screen, catalogue, picture }): RouteNeeds => {
          let files: string[] = [];
          if (screen) {
            const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/${screen}`));
            if (!chunk) throw new Error(`route-preload: no chunk for ${screen}`);
            files = [...staticClosure([chunk.fileName])].filter((file) => !firstLoad.has(file));
          }
          return [
            `${base.replace(/\/$/, '')}${path}`,
            files.map((file) => `${base}${file}`),
            catalogue ? `${base}plants.json` : '',
            byRoute.get(path) ?? [],
            picturesFor(picture, plants),
          ];
        });
        const code = `(${preloadRoute.toString()})(JSON.parse(document.getElementById(${JSON.stringify(ROUTE_NEEDS_ID)}).textContent));`;
        const source = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
        const scriptSources = parseCsp(productionPolicy(ROOT)).get('script-src') ?? [];
        if (!scriptSources.includes(source))
          throw new Error(
            `route-preload: firebase.json's script-src must allow the inline route-preload script by its hash: add ${source} (docs/security.md)`,
          );
        return {
          html: page,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: ROUTE_NEEDS_ID },
              // Data, never run; '<' escaped so no value can close the element.
              children: JSON.stringify(needs).replaceAll('<', '\\u003c'),
              injectTo: 'head',
            },
            { tag: 'script', children: code, injectTo: 'head' },
          ],
        };
      },
    },
  };
}

/**
 * The stylesheet, written into index.html instead of linked: a linked one is a request that
 * blocks the first paint, and every page needs all of it (Tailwind keeps only the classes the
 * shop uses; some 9 kB compressed). The page's policy allows it by its hash, and nothing else
 * inline (scripts/pagePolicy.mjs). The build fails rather than inline a stylesheet that refers to files by
 * relative URL, which would then resolve against the page.
 */
function inlineStylesheet(): Plugin {
  let base = '/';
  return {
    name: 'leafy:inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        page.source = String(page.source).replace(
          /<link rel="stylesheet"[^>]*href="([^"]*)"[^>]*>/g,
          (tag, href: string) => {
            const fileName = href.startsWith(base) ? href.slice(base.length) : href;
            const sheet = bundle[fileName];
            if (sheet?.type !== 'asset') return tag;
            const css = String(sheet.source);
            if (/<\/style/i.test(css) || /url\(\s*['"]?(?![a-z]+:|\/)/i.test(css))
              this.error(`inline-stylesheet: ${fileName} cannot be inlined as it is`);
            delete bundle[fileName];
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  ),
}));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routePreload(),
    // Home's head in index.html, sitemap.xml, robots.txt and the social card (docs/adr/0044).
    foundAndShared({ root: ROOT }),
    inlineStylesheet(),
    // After the stylesheet is inlined: the page's own policy allows it by its hash.
    pagePolicy({ root: ROOT }),
    rasterArtwork({ root: ROOT }),
    // The installed app's icons, and the offline worker (dist/sw.js) that Workbox
    // generates at build time. Off under the dev server unless LEAFY_SW_DEV=1 asks for it, so a
    // developer never debugs a stale cache (docs/adr/0019-offline-with-a-generated-service-worker.md).
    appIcons({ root: ROOT }),
    VitePWA(pwaOptions({ root: ROOT, devWorker: DEV_WORKER })),
  ],
  // `@/` is src/ and `@test/` is test/ (tsconfig.json's paths say the same to TypeScript and
  // dependency-cruiser); the browser suite's config and bench/plants.mjs name them too.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@test', replacement: fileURLToPath(new URL('./test', import.meta.url)) },
      // React Router 7's package exports name only its development build, whose warnings
      // (ENABLE_DEV_WARNINGS) and checks then ship (remix-run/react-router#14102, open). Its
      // production build sits beside it: the shop and its tests run that one.
      ...REACT_ROUTER_PRODUCTION,
    ],
  },
  // The page registers the dev server's worker only when it is there (src/di/createBrowserContainer.ts).
  define: { 'import.meta.env.LEAFY_SW_DEV': JSON.stringify(DEV_WORKER) },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // The dev server pre-bundles what the shop's page imports, not the bench's floor app
  // (bench/floor/index.html), which its own Vite config builds.
  optimizeDeps: { entries: ['index.html'] },
  build: {
    // The browsers the shop supports are stated once, as package.json's browserslist; ESLint
    // (eslint-plugin-compat) holds the code to what they have.
    target: browserslistToEsbuild(),
    sourcemap: false,
    // Every supported browser has <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
    // One stylesheet, owned by no chunk: it is written into index.html (inlineStylesheet), and a
    // chunk that owned it would have Vite's preload helper ask for the deleted file whenever a
    // chunk importing the entry is loaded (the windowed grid: ADR 0029).
    cssCodeSplit: false,
    // The entry chunk is one on purpose (below), some 530 kB before compression; the bench's
    // budget of 160 kB gzip before the first render is the limit that counts (ADR 0020).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page runs, in the entry chunk: left to itself, Rolldown split
            // React and a helper into chunks of their own (shared with the lazy screens), two
            // more requests before anything could show.
            { name: 'index', tags: ['$initial'], priority: 3 },
            // What two or more lazy screens share (the quantity stepper, the empty panel, the
            // controls' look, a few icons) in one chunk, not in one per combination of screens:
            // the login page was five requests, now three.
            {
              name: 'shared',
              test: (id: string) => !FORM_CODE.test(id),
              minShareCount: 2,
              priority: 2,
            },
            // The forms' fields, hooks and rules, which only the login, sign-up and profile
            // screens run: in a chunk of their own, so a plant page does not load them.
            { name: 'forms', test: FORM_CODE, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // Worker threads, one per core: Vitest's default leaves a core for itself (one worker on a
    // 2-core machine) and starts a process per worker. The run that chose it is in the message of
    // commit 840c024; the suite's time now is in docs/performance.md, "Test time".
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // Ceilings for a slow, busy machine (CI runs wherever one is free): no test measures time.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          // Domain, use-cases, adapters and contracts: plain Node, no DOM to pay for. And the
          // swap guide's worked example, beside the guide so it never ships in the shop.
          name: 'core',
          environment: 'node',
          include: [
            'test/unit/**/*.test.ts',
            'test/contract/**/*.test.ts',
            'docs/guides/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          // Screens rendered with Testing Library (the swap guide's screen test too).
          name: 'dom',
          environment: 'jsdom',
          include: [
            'test/component/**/*.test.tsx',
            'test/unit/**/*.test.tsx',
            'docs/guides/**/*.test.tsx',
          ],
          setupFiles: ['test/setup.dom.ts'],
        },
      },
    ],
  },
});

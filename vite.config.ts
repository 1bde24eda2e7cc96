/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { rasterArtwork } from './scripts/art/rasterArtwork.mjs';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './scripts/art/appIcons.mjs';
import { pwaOptions } from './scripts/pwa/serviceWorker.mjs';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * What each page needs before it can render, by path (exact, or a prefix when it ends in '/'):
 * its screen's chunk when it is split out of the first bundle (src/ui/app/routes.tsx), and
 * whether it lists plants (plants.json).
 */
const ROUTE_NEEDS: ReadonlyArray<{ path: string; screen?: string; catalogue?: boolean }> = [
  { path: '/', catalogue: true },
  { path: '/plants', screen: 'src/ui/pages/plants/PlantsPage.tsx', catalogue: true },
  { path: '/plant/', screen: 'src/ui/pages/plant/PlantDetailPage.tsx', catalogue: true },
  { path: '/cart', screen: 'src/ui/pages/cart/CartPage.tsx' },
  { path: '/profile', screen: 'src/ui/pages/profile/ProfilePage.tsx' },
  { path: '/login', screen: 'src/ui/pages/login/LoginPage.tsx' },
  { path: '/signup', screen: 'src/ui/pages/signup/SignUpPage.tsx' },
];

/**
 * What src/main.tsx marks #root with before it asks for anything (src/ui/app/appStarted.ts says
 * why; test/e2e/hardening.e2e.ts fails if the two differ). Written out, not imported: Vite's
 * coming native config loader takes no extensionless TypeScript import.
 */
const APP_STARTED_ATTRIBUTE = 'data-app-started';

/** What the page being opened needs: [path, chunks, plants.json or '', <link> attributes]. */
type RouteNeeds = [
  path: string,
  files: string[],
  catalogue: string,
  links: Record<string, string>[],
];

/** Runs in the page: preloads what `needs` lists for the path being opened, unless the app has. */
function preloadRoute(needs: readonly RouteNeeds[], appStartedAttribute: string) {
  // Ran after the app's first script (a busy machine): the app has asked for all of it already.
  if (document.getElementById('root')?.hasAttribute(appStartedAttribute)) return;
  const path = location.pathname.replace(/(.)\/$/, '$1');
  const link = (attributes: Record<string, string>) => {
    const element = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  };
  for (const [route, files, catalogue, links] of needs) {
    if (route.endsWith('/') && route.length > 1 ? path.startsWith(route) : path === route) {
      for (const file of files)
        link({ rel: 'modulepreload', href: file, crossorigin: 'anonymous' });
      if (catalogue)
        link({ rel: 'preload', href: catalogue, as: 'fetch', crossorigin: 'anonymous' });
      links.forEach(link);
      return;
    }
  }
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
 * a round trip or two more on a slow network. This emits a tiny script, loaded `async` beside
 * the first bundle, that preloads them for the page being opened, so they all download at once.
 * It also carries index.html's links marked `data-route` (the home hero's picture), so that only
 * their own page fetches them: on the other pages the picture took bandwidth from their own.
 * (An inline script would be simpler, but the site's Content-Security-Policy allows none.)
 */
function routePreload(): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  let emitted: { fileName: string; code: string } | null = null;
  return {
    name: 'leafy:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
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
        const needs = ROUTE_NEEDS.map(({ path, screen, catalogue }): RouteNeeds => {
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
          ];
        });
        const code = `(${preloadRoute.toString()})(${JSON.stringify(needs)}, ${JSON.stringify(APP_STARTED_ATTRIBUTE)});\n`;
        // Hashed like every asset: it may be cached for good, and names this build's chunks.
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        emitted = { fileName: `${assetsDir}/route-preload-${hash}.js`, code };
        return {
          html: page,
          tags: [
            {
              tag: 'script',
              attrs: { async: true, fetchpriority: 'high', src: `${base}${emitted.fileName}` },
              injectTo: 'head',
            },
          ],
        };
      },
    },
    // After Vite's own HTML step (which runs the transform above and so writes `code`).
    generateBundle: {
      order: 'post',
      handler() {
        if (!emitted) this.error('route-preload: index.html was not transformed');
        this.emitFile({ type: 'asset', fileName: emitted.fileName, source: emitted.code });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routePreload(),
    rasterArtwork({ root: ROOT }),
    // Issue 16: the installed app's icons, and the offline worker (dist/sw.js) that Workbox
    // generates at build time. Off under the dev server unless LEAFY_SW_DEV=1 asks for it, so a
    // developer never debugs a stale cache (docs/adr/0019-offline-with-a-generated-service-worker.md).
    appIcons({ root: ROOT }),
    VitePWA(pwaOptions({ root: ROOT, devWorker: process.env.LEAFY_SW_DEV === '1' })),
  ],
  // `@/` is src/ and `@test/` is test/ (tsconfig.json's paths say the same to TypeScript and
  // dependency-cruiser); the browser suite's config and bench/plants.mjs name them too.
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@test': fileURLToPath(new URL('./test', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // The dev server pre-bundles what the shop's page imports, not the bench's floor app
  // (bench/floor/index.html), which its own Vite config builds.
  optimizeDeps: { entries: ['index.html'] },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target runs in supports <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
  },
  test: {
    restoreMocks: true,
    // Worker threads, one per core: Vitest's default leaves a core for itself (one worker on a
    // 2-core machine) and starts a process per worker; measured on 2 vCPUs, 120 s -> 71 s for the
    // whole unit run (README, "Test times").
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // Ceilings for a slow, busy machine (CI runs wherever one is free): no test measures time.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          // Domain, use-cases, adapters and contracts: plain Node, no DOM to pay for.
          name: 'core',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/contract/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Screens rendered with Testing Library.
          name: 'dom',
          environment: 'jsdom',
          include: ['test/component/**/*.test.tsx', 'test/unit/**/*.test.tsx'],
          setupFiles: ['test/setup.dom.ts'],
        },
      },
    ],
  },
});

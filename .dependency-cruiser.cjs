/**
 * The dependency rule of the hexagon (docs/architecture.md), as an allow-list: a dependency that no
 * `allowed` rule names is an error (`not-in-allowed`), and the `forbidden` rules below say, with a
 * name of their own, the breaches that matter most. In short: domain -> its module's domain and
 * the shared kernel's; application -> its module's and the shared kernel's core, and another
 * module's application; adapters -> their own module, `shared`, SDKs; `src/di` -> everything but
 * the UI; the UI -> the core, the token files, React. Modules reach each other only through their
 * application layer, never another module's domain or adapters: what two modules both need (the
 * `Plant` entity, its stock rules, its record schema) is the shared kernel, `src/modules/shared`
 * (docs/adr/0018). `npm test` runs this and fails on any violation.
 */
const CORE = '^src/modules/[^/]+/(domain|application)/';
const FRAMEWORKS =
  '^(node_modules/)?(react|react-dom|react-router|react-router-dom|react-hot-toast|lucide-react|firebase|@firebase|inversify|@inversifyjs|reflect-metadata)($|/)';
const npm = (names) => `^(node_modules/)?(${names.join('|')})($|/)`;
const VALIBOT = npm(['valibot']);
/** What adapters may build on: valibot, Firebase, and MiniSearch behind the plants' text index. */
const SDKS = npm(['valibot', 'firebase', '@firebase', 'minisearch']);
const CONTAINER_LIBS = npm(['inversify', '@inversifyjs', 'reflect-metadata', 'valibot']);
/** workbox-window, which registers the generated service worker, loaded by src/di. */
const WORKBOX_WINDOW = npm(['workbox-window']);
const REACT_LIBS = npm([
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-hot-toast',
  'lucide-react',
  '@tanstack/react-virtual',
]);
/**
 * The build's own module: the WebP widths made for each SVG picture, provided by the raster-artwork
 * Vite plugin (scripts/art/rasterArtwork.mjs, docs/adr/0017) and read only by src/ui/lib/artwork.ts.
 */
const ARTWORK_MANIFEST = '^virtual:artwork$';
/** schema.org's types (schema-dts), for the structured data a page's head carries (docs/adr/0044). */
const SCHEMA_TYPES = npm(['schema-dts']);
/** The files of `src/di` that the UI may import: the tokens, never a composition root. */
const TOKEN_FILES = '^src/di/(tokens|Token)\\.ts$';

/**
 * The UI's floors, top to bottom, in the manner of bulletproof-react's import zones: a file in
 * src/ui imports its own folder and the floors below it, never a floor above or a neighbour on its
 * own floor. So the shell is imported by src/main.tsx alone, and a leaf helper never reaches up
 * into what uses it. docs/architecture.md draws them.
 */
const UI_FLOORS = [
  ['app'], // the shell: route table, router, providers, app-wide prompts
  ['pages', 'layout'], // the screens, and the frame around them (top bar, footer)
  ['components'], // pieces more than one screen shows
  ['hooks'], // screen logic over the container: the cart's actions, form submission, ...
  ['auth'], // the auth state as React sees it, the return location after login
  ['lib', 'di'], // leaf helpers (paths, toasts, artwork, scheduling), and the container hook
];
const uiFolder = (names) => `^src/ui/(${names.join('|')})/`;
const uiFloorRules = UI_FLOORS.flatMap((floor, level) =>
  floor.map((folder) => ({
    name: 'ui-floors-point-down',
    comment: `src/ui/${folder}/ imports only its own folder and the floors below it (UI_FLOORS).`,
    severity: 'error',
    from: { path: uiFolder([folder]) },
    to: {
      path: uiFolder([
        ...UI_FLOORS.slice(0, level).flat(),
        ...floor.filter((other) => other !== folder),
      ]),
    },
  })),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  allowedSeverity: 'error',
  allowed: [
    {
      comment: "domain -> its own module's domain and the shared kernel's domain, valibot",
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { path: ['^src/modules/($1|shared)/domain/', VALIBOT] },
    },
    {
      comment:
        "application -> its own module's and the shared kernel's domain and application, another module's application (its ports and use-cases), valibot",
      from: { path: '^src/modules/([^/]+)/application/' },
      to: {
        path: [
          '^src/modules/($1|shared)/(domain|application)/',
          '^src/modules/[^/]+/application/',
          VALIBOT,
        ],
      },
    },
    {
      comment:
        'infrastructure -> its own module (any layer) and shared, the SDKs (Firebase, MiniSearch) and valibot',
      from: { path: '^src/modules/([^/]+)/infrastructure/' },
      to: { path: ['^src/modules/($1|shared)/', SDKS] },
    },
    {
      comment:
        'src/di -> everything but the UI: src/di, the modules, inversify, valibot, the worker registration',
      from: { path: '^src/di/' },
      to: { path: ['^src/(di|modules)/', CONTAINER_LIBS, WORKBOX_WINDOW] },
    },
    {
      comment:
        "ui -> ui, the core, the token files (ServiceContainer stands for the container: no inversify), React and its libraries, valibot (a page's URL state)",
      from: { path: '^src/ui/' },
      to: { path: ['^src/ui/', CORE, TOKEN_FILES, REACT_LIBS, VALIBOT] },
    },
    {
      comment:
        "the head's structured data -> schema-dts, schema.org's vocabulary as types: imported for its types only, so nothing of it ships",
      from: { path: '^src/ui/lib/seo/' },
      to: { path: SCHEMA_TYPES, dependencyTypes: ['type-only'] },
    },
    {
      comment: "the UI's artwork helper -> the raster-artwork plugin's list of widths",
      from: { path: '^src/ui/lib/artwork\\.ts$' },
      to: { path: ARTWORK_MANIFEST },
    },
    {
      comment:
        'main.tsx -> the UI, the container, the task splitter the adapters share, React and its router',
      from: { path: '^src/main\\.tsx$' },
      to: {
        path: [
          '^src/(ui|di)/',
          '^src/modules/shared/infrastructure/nextTask\\.ts$',
          npm(['react', 'react-dom', 'react-router-dom']),
        ],
      },
    },
  ],
  forbidden: [
    {
      name: 'core-imports-no-framework',
      comment:
        'domain and application are plain TypeScript: no React, Firebase, inversify or router.',
      severity: 'error',
      from: { path: CORE },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'core'],
        path: FRAMEWORKS,
      },
    },
    {
      name: 'core-imports-only-core-and-valibot',
      comment: 'The core may use valibot and other core modules, nothing else from npm or node.',
      severity: 'error',
      from: { path: CORE },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'core'],
        pathNot: '^(node_modules/)?valibot($|/)',
      },
    },
    {
      name: 'core-imports-no-adapter-ui-or-di',
      comment: 'The core never depends on adapters, the UI or the container.',
      severity: 'error',
      from: { path: CORE },
      to: { path: ['^src/modules/[^/]+/infrastructure/', '^src/ui/', '^src/di/', '^src/main'] },
    },
    {
      name: 'domain-imports-no-application',
      comment: 'Entities and rules do not know the use-cases or ports built on them.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: { path: '^src/modules/[^/]+/application/' },
    },
    {
      name: 'adapters-import-no-ui',
      comment: 'Adapters implement ports; they never reach into React screens.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/infrastructure/' },
      to: {
        path: [
          '^src/ui/',
          '^(node_modules/)?(react|react-dom|react-router-dom|react-hot-toast)($|/)',
        ],
      },
    },
    {
      name: 'adapters-import-no-di',
      comment:
        'Adapters are plain classes; src/di builds them in factories and they never import it (ADR 0015).',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/di/' },
    },
    {
      name: 'modules-meet-through-application',
      comment:
        "A module reaches another only through that module's application layer (its ports and use-cases), never its domain or adapters; what both need lives in the shared kernel (docs/adr/0018).",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/[^/]+/(domain|infrastructure)/',
        pathNot: '^src/modules/($1|shared)/',
      },
    },
    {
      name: 'modules-follow-the-module-map',
      comment:
        "The module map: every module may use shared; cart uses plants' application (PricedCart reads the catalogue through PlantCatalogPort); auth uses offline's application (its use-cases ask ConnectivityPort whether the browser is online); shared uses no other module, and no other pair of modules meets.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/', pathNot: '^src/modules/(cart|auth)/' },
      to: { path: '^src/modules/', pathNot: '^src/modules/($1|shared)/' },
    },
    {
      name: 'modules-follow-the-module-map',
      comment: 'cart reaches shared and plants, no other module.',
      severity: 'error',
      from: { path: '^src/modules/cart/' },
      to: { path: '^src/modules/', pathNot: '^src/modules/(cart|shared|plants)/' },
    },
    {
      name: 'modules-follow-the-module-map',
      comment: 'auth reaches shared and offline (is the browser online?), no other module.',
      severity: 'error',
      from: { path: '^src/modules/auth/' },
      to: { path: '^src/modules/', pathNot: '^src/modules/(auth|shared|offline)/' },
    },
    {
      name: 'no-orphans',
      comment:
        'A source file nothing imports and that imports nothing is dead. Type declarations (.d.ts) are exempt.',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '\\.d\\.ts$',
          '(^|/)\\.[^/]+\\.(js|cjs|mjs|ts|json)$',
          '\\.config\\.(js|cjs|mjs|ts)$',
        ],
      },
      to: {},
    },
    {
      name: 'ui-reaches-adapters-only-through-the-container',
      comment:
        'Screens get ports and use-cases from the container hook, never by importing an adapter, an SDK or inversify (the UI names the container as ServiceContainer, src/di/Token.ts).',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: {
        path: [
          '^src/modules/[^/]+/infrastructure/',
          '^(node_modules/)?(firebase|@firebase|inversify|@inversifyjs|reflect-metadata)($|/)',
          '^src/di/(?!tokens\\.ts$|Token\\.ts$)',
        ],
      },
    },
    ...uiFloorRules,
    {
      name: 'ui-shell-only-from-main',
      comment:
        'The shell (src/ui/app: routes, router, providers) is the top of the UI: only src/main.tsx imports it.',
      severity: 'error',
      from: { pathNot: ['^src/main\\.tsx$', '^src/ui/app/'] },
      to: { path: '^src/ui/app/' },
    },
    {
      name: 'ui-pages-stand-alone',
      comment:
        'A page never imports another page: what two pages share goes down a floor (components, hooks, lib).',
      severity: 'error',
      from: { path: '^src/ui/pages/([^/]+)/' },
      to: { path: '^src/ui/pages/', pathNot: '^src/ui/pages/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};

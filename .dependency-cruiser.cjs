/**
 * The dependency rule of the hexagon (docs/architecture.md): the core
 * (domain, application) knows nothing of frameworks, SDKs, storage or the UI;
 * adapters never reach into the UI; the UI never reaches an adapter except
 * through the container. `npm test` runs this and fails on any violation.
 */
const CORE = '^src/modules/[^/]+/(domain|application)/';
const FRAMEWORKS =
  '^(node_modules/)?(react|react-dom|react-router|react-router-dom|react-hot-toast|lucide-react|firebase|@firebase|inversify|@inversifyjs|reflect-metadata)($|/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
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
      name: 'ui-reaches-adapters-only-through-the-container',
      comment:
        'Screens get ports and use-cases from the container hook, never by importing an adapter or an SDK.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: {
        path: [
          '^src/modules/[^/]+/infrastructure/',
          '^(node_modules/)?(firebase|@firebase)($|/)',
          '^src/di/(?!tokens|Token|previewTokens)',
        ],
      },
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

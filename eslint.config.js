import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import compat from 'eslint-plugin-compat';
import esX from 'eslint-plugin-es-x';
import fileNames from './eslint-rules/fileNames.js';
import ownKeys from './eslint-rules/ownKeys.js';

const leafy = { rules: { ...fileNames.rules, 'own-keys': ownKeys } };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'test/e2e/screenshots',
      'bench/results',
      'reports',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No raw HTML: render text.',
        },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'bench/**', 'test/e2e/**', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // No text ever runs as code or markup in the shop (docs/security.md). Tests are exempt: they
    // use `javascript:` strings as hostile input.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-script-url': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No raw HTML: render text.',
        },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'No raw HTML: render text.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|write|writeln)$/]',
          message: 'No raw HTML: render text.',
        },
        // Module-level formatters ran before the first render of every page.
        ...[
          `:matches(Program > VariableDeclaration, Program > ExportNamedDeclaration > VariableDeclaration) > VariableDeclarator > NewExpression[callee.object.name="Intl"]`,
          `:matches(Program > VariableDeclaration, Program > ExportNamedDeclaration > VariableDeclaration) > VariableDeclarator > CallExpression > MemberExpression > NewExpression[callee.object.name="Intl"]`,
        ].map((selector) => ({
          selector,
          message:
            "No Intl formatter at module level: a page's first one costs 30-50 ms of main thread before it can render. Make it on first use (lazy() in src/modules/shared/domain/lazy.ts).",
        })),
      ],
    },
  },
  {
    // The core is plain TypeScript: no browser globals, so it runs anywhere (docs/architecture.md).
    files: ['src/modules/*/domain/**', 'src/modules/*/application/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'location',
          'fetch',
          'indexedDB',
          'XMLHttpRequest',
          'alert',
        ].map((name) => ({
          name,
          message: 'The core uses no DOM or storage API: reach it through a port.',
        })),
      ],
    },
  },
  {
    // The swap guide's example adapter lives beside the guide, where dependency-cruiser (which
    // reads src/) does not look: it keeps an adapter's import rules here instead.
    files: ['docs/guides/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'inversify', '@/ui/*', '@/di/*', '@test/*'],
              message:
                'An adapter imports no React, inversify, src/ui, src/di or test code (docs/guides/swap-an-adapter.md, step 2).',
            },
          ],
        },
      ],
    },
  },
  {
    // The shop runs in the browsers package.json's browserslist names, and uses only what they
    // have. Their oldest (Safari 16.4, Chrome 111) has ECMAScript 2023 and no later: es-x refuses
    // the built-ins and syntax after it (Object.groupBy, Promise.withResolvers, Set's union...).
    // It reads the receiver's type (typed linting), so `[...].map` passes and `iterator.map` not.
    files: ['src/**/*.{ts,tsx}'],
    ...esX.configs['flat/restrict-to-es2023'],
    languageOptions: { parserOptions: { projectService: true } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...esX.configs['flat/restrict-to-es2023-intl-api'],
  },
  {
    // eslint-plugin-compat knows the Web APIs; URL's static helpers it does not.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { compat },
    rules: {
      'compat/compat': 'error',
      'no-restricted-properties': [
        'error',
        ...['canParse', 'parse'].map((property) => ({
          object: 'URL',
          property,
          message:
            'URL.canParse and URL.parse are newer than the supported browsers (browserslist): use parseUrl (src/modules/shared/domain/parseUrl.ts).',
        })),
      ],
    },
  },
  {
    // File names follow what the file exports (eslint-rules/fileNames.js).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { leafy },
    rules: { 'leafy/file-names': 'error' },
  },
  {
    // A text from outside (the URL, plants.json, storage, a form, a worker's message) never picks
    // a plain object's property: 'constructor' would find Object's (eslint-rules/ownKeys.js).
    // Typed: it reads the key's type, from the project service set up for src/ above.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { leafy },
    rules: { 'leafy/own-keys': 'error' },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // A file in test/ is a test, or a helper in a support/ folder (eslint-rules/fileNames.js).
    files: ['test/**/*.{ts,tsx}'],
    plugins: { leafy },
    rules: { 'leafy/test-file-names': 'error' },
  },
);

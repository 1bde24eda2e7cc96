import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fencedBlocks } from './support/fencedBlocks';

/**
 * Every path and link in the docs resolves. Scans README.md and
 * docs/**\/*.md for
 *
 * - relative Markdown links and reference definitions, `#anchors` included
 *   (against GitHub's heading slugs);
 * - repo paths in inline code and in fenced blocks (mermaid too): anything
 *   under src/, test/, docs/, scripts/, public/, bench/ or .ci/, with `<name>`,
 *   `*` and `**` read as wildcards that must match at least one file;
 * - a bare file name in inline code (`plants.json`, `.dependency-cruiser.cjs`),
 *   which must exist somewhere in the repository;
 * - relative imports in a fenced block whose first line names its file
 *   (`// src/di/createBrowserContainer.ts`), resolved from that file, and its
 *   `@/` (src/) and `@test/` (test/) imports.
 *
 * Skipped: `../shared/` (the spec, beside the repository, not in it), URLs,
 * paths .gitignore keeps out of the repository (`dist/`, `.env.*`), and a
 * path in git's `<commit>:<path>` form (`git show 5edfca8^:src/...`), which
 * names a file as it was in history.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SHARED = resolve(ROOT, '../shared');

/** Top-level folders whose paths the docs name. */
const REPO_DIRS = ['src', 'test', 'docs', 'scripts', 'public', 'bench', '.ci'];
/** Never walked: installed, built or generated, and ignored by git anyway. */
const NOT_WALKED = new Set(['node_modules', '.git', 'dist', 'coverage', 'test-results']);
const IMPORT_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx'];

const REPO_PATH = new RegExp(
  String.raw`(?<![\w./@-])(?:\./)?(?:${REPO_DIRS.map((dir) => dir.replace('.', '\\.')).join('|')})/[\w./<>*@-]*`,
  'g',
);
const FILE_EXTENSIONS = 'ts|tsx|js|mjs|cjs|json|md|html|css|svg|txt|yml|yaml|example|local';
const BARE_FILE = new RegExp(
  String.raw`^(?:\.[\w-]+(?:\.[\w-]+)*|[\w-]+(?:\.[\w-]+)*\.(?:${FILE_EXTENSIONS}))$`,
);

/** An extension such as `.tsx` or `.test.ts`, not a file. */
const EXTENSION_ONLY = new RegExp(
  String.raw`^(?:\.(?:test|spec|e2e|contract|d))?\.(?:${FILE_EXTENSIONS})$`,
);

/** `plants.json` and `.firebaserc` name files; `.tsx` and `.test.ts` do not. */
function isBareFileName(code: string): boolean {
  return BARE_FILE.test(code) && !EXTENSION_ONLY.test(code);
}

// ---------------------------------------------------------------------------
// The repository as the checker sees it.

interface Repo {
  readonly root: string;
  exists(path: string): boolean;
  /** Paths (relative, posix) matching a pattern with `<name>`, `*` and `**` wildcards. */
  glob(pattern: string): string[];
  hasFileNamed(name: string): boolean;
  isIgnored(path: string): boolean;
  anchorsOf(path: string): Set<string>;
}

function walk(dir: string, files: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (NOT_WALKED.has(entry.name)) continue;
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    files.push(path);
    if (entry.isDirectory()) walk(path, files);
  }
  return files;
}

function segmentRegExp(segment: string): RegExp {
  const source = segment
    .split(/(<[^>]*>|\*)/)
    .map((part) =>
      part === '*' || /^<[^>]*>$/.test(part) ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

function globRegExp(pattern: string): RegExp {
  const segments = pattern.replace(/\/+$/, '').split('/');
  const source = segments
    .map((segment, index) => {
      const last = index === segments.length - 1;
      if (segment === '**') return last ? '.*' : '(?:[^/]+/)*';
      const body = segmentRegExp(segment).source.slice(1, -1);
      return last ? body : `${body}/`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** .gitignore as a predicate: last matching pattern wins, `!` negates, `*` spans one segment. */
function gitignoreMatcher(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = (negated ? line.slice(1) : line).replace(/^\//, '').replace(/\/$/, '');
      return { negated, anchored: pattern.includes('/'), regExp: globRegExp(pattern) };
    });
  return (path) => {
    const segments = path.replace(/\/+$/, '').split('/');
    let ignored = false;
    for (const rule of rules) {
      const hit = segments.some((segment, index) =>
        rule.anchored
          ? rule.regExp.test(segments.slice(0, index + 1).join('/'))
          : rule.regExp.test(segment),
      );
      if (hit) ignored = !rule.negated;
    }
    return ignored;
  };
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to '-', repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFencedBlocks(markdown).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function realRepo(): Repo {
  const files = walk('');
  const names = new Set(files.map((path) => posix.basename(path)));
  const ignored = gitignoreMatcher(readFileSync(join(ROOT, '.gitignore'), 'utf8'));
  return {
    root: ROOT,
    exists: (path) => existsSync(join(ROOT, path)),
    glob: (pattern) => {
      const regExp = globRegExp(pattern);
      return files.filter((path) => regExp.test(path));
    },
    hasFileNamed: (name) => names.has(name),
    isIgnored: ignored,
    anchorsOf: (path) => headingAnchors(readFileSync(join(ROOT, path), 'utf8')),
  };
}

// ---------------------------------------------------------------------------
// Reading a Markdown document.

/** The document with its fenced blocks blanked out (line numbers kept). */
function withoutFencedBlocks(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((text) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return '';
      }
      if (marker) {
        fence = marker;
        return '';
      }
      return text;
    })
    .join('\n');
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Trailing prose punctuation and `:12` / `#L12` line suffixes are not part of a path. */
function cleanPath(token: string): string {
  return token
    .replace(/^['"(]+/, '')
    .replace(/(?::\d+(?:[:-]\d+)?|#L\d+(?:-L\d+)?)$/, '')
    .replace(/['"),;:.]+$/, '');
}

// ---------------------------------------------------------------------------
// The check.

interface Problem {
  readonly line: number;
  readonly reference: string;
  readonly reason: string;
}

function isShared(absolute: string): boolean {
  return absolute === SHARED || absolute.startsWith(SHARED + sep);
}

/** Checks one repo path (relative to the root, posix); a reason when it does not resolve. */
function checkRepoPath(repo: Repo, path: string): string | null {
  const normalised = posix.normalize(path).replace(/^\.\//, '');
  if (normalised.startsWith('../')) return 'points outside the repository';
  if (repo.isIgnored(normalised)) return null;
  if (/[<>*]/.test(normalised)) {
    return repo.glob(normalised).length > 0 ? null : 'matches no file';
  }
  return repo.exists(normalised) ? null : 'does not exist';
}

function checkLink(repo: Repo, docPath: string, target: string): string | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) return null;
  const [rawPath = '', anchor] = target.split('#', 2);
  const path = decodeURI(rawPath);
  const absolute =
    path === ''
      ? join(repo.root, docPath)
      : path.startsWith('/')
        ? join(repo.root, path)
        : resolve(repo.root, dirname(docPath), path);
  if (isShared(absolute)) return null;
  const relativePath = relative(repo.root, absolute).split(sep).join('/');
  if (relativePath.startsWith('..')) return 'points outside the repository';
  if (repo.isIgnored(relativePath)) return null;
  if (!repo.exists(relativePath)) return 'does not exist';
  if (anchor && relativePath.endsWith('.md') && statSync(absolute).isFile()) {
    if (!repo.anchorsOf(relativePath).has(anchor)) return `has no heading #${anchor}`;
  }
  return null;
}

/** The path aliases of tsconfig.json: `@/` is src/, `@test/` is test/. */
const ALIASES: ReadonlyArray<[prefix: string, folder: string]> = [
  ['@/', 'src/'],
  ['@test/', 'test/'],
];

function checkImport(repo: Repo, fromFile: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias
    ? posix.normalize(alias[1] + specifier.slice(alias[0].length))
    : posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  if (base.startsWith('../')) return 'points outside the repository';
  return IMPORT_EXTENSIONS.some((extension) => repo.exists(base + extension))
    ? null
    : `does not resolve from ${fromFile}`;
}

/** True when the path at `index` of `text` follows a git revision (`5edfca8^:src/...`). */
function inHistory(text: string, index: number): boolean {
  return /\b[0-9a-f]{7,40}[\^~\d]*:$/.test(text.slice(0, index));
}

/** Everything in one document that names a file or heading that is not there. */
function checkDocument(repo: Repo, docPath: string, markdown: string): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, reference: string, reason: string | null) => {
    // A link whose text is its own path in code is one reference, reported once.
    const repeated = problems.some((p) => p.line === line && p.reference === reference);
    if (reason !== null && !repeated) problems.push({ line, reference, reason });
  };
  const prose = withoutFencedBlocks(markdown);

  // Markdown links and reference definitions, outside code.
  const linkable = prose.replace(/(`+)[\s\S]*?\1/g, (code) => code.replace(/[^\n]/g, ' '));
  for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
    // A link's own text may hold code (`[`docs/x.md`](docs/x.md)`); its target never does.
    if (linkable[match.index] !== ']') continue;
    const target = match[1] ?? '';
    report(lineOf(prose, match.index), target, checkLink(repo, docPath, target));
  }
  for (const match of linkable.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) {
    const target = match[1] ?? '';
    report(lineOf(prose, match.index), target, checkLink(repo, docPath, target));
  }

  // Inline code: repo paths anywhere in it, or the whole span a bare file name.
  for (const match of prose.matchAll(/(`+)([\s\S]*?[^`])\1(?!`)/g)) {
    const code = (match[2] ?? '').trim();
    const line = lineOf(prose, match.index);
    for (const found of code.matchAll(REPO_PATH)) {
      if (inHistory(code, found.index)) continue;
      const path = cleanPath(found[0]);
      report(line, path, checkRepoPath(repo, path));
    }
    if (isBareFileName(code) && !repo.isIgnored(code) && !repo.hasFileNamed(code)) {
      report(line, code, 'is not a file anywhere in the repository');
    }
  }

  // Fenced blocks: repo paths, and relative imports when the block names its file.
  for (const block of fencedBlocks(markdown)) {
    const ownFile = /^\s*(?:\/\/|#)\s*((?:src|test)\/[\w./-]+\.(?:ts|tsx))\b/.exec(
      block.lines[0] ?? '',
    )?.[1];
    block.lines.forEach((raw, index) => {
      const line = block.line + 1 + index;
      // Mermaid labels break lines with <br/>, which is not part of a path.
      const text = raw.replace(/<br\s*\/?>/gi, ' ');
      for (const found of text.matchAll(REPO_PATH)) {
        if (inHistory(text, found.index)) continue;
        const path = cleanPath(found[0]);
        report(line, path, checkRepoPath(repo, path));
      }
      if (!ownFile) return;
      for (const found of text.matchAll(/\bfrom\s+['"]((?:\.{1,2}|@|@test)\/[^'"]+)['"]/g)) {
        const specifier = found[1] ?? '';
        report(line, specifier, checkImport(repo, ownFile, specifier));
      }
    });
  }
  return problems.sort((a, b) => a.line - b.line);
}

function documents(): string[] {
  const docs = walk('docs').filter((path) => path.endsWith('.md'));
  return ['README.md', ...docs.sort()];
}

function describeProblems(problems: readonly Problem[]): string[] {
  return problems.map(({ line, reference, reason }) => `line ${line}: ${reference} ${reason}`);
}

// ---------------------------------------------------------------------------

describe('docs: every path and link resolves', () => {
  const repo = realRepo();

  it.each(documents())('%s', (docPath) => {
    const problems = checkDocument(repo, docPath, readFileSync(join(ROOT, docPath), 'utf8'));
    expect(describeProblems(problems)).toEqual([]);
  });

  it('scans the architecture docs the issue asks for', () => {
    expect(documents()).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/architecture.md',
        'docs/ports/AuthPort.md',
        'docs/ports/PlantCatalogPort.md',
        'docs/ports/CartStoragePort.md',
        'docs/guides/swap-an-adapter.md',
      ]),
    );
    expect(documents().filter((path) => path.startsWith('docs/adr/0')).length).toBeGreaterThan(0);
  });

  it('README links each architecture document', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\(([^)\s#]+)/g)].map((match) => match[1]);
    for (const doc of [
      'docs/architecture.md',
      'docs/ports/AuthPort.md',
      'docs/ports/PlantCatalogPort.md',
      'docs/ports/CartStoragePort.md',
      'docs/guides/swap-an-adapter.md',
      'docs/adr/',
    ]) {
      expect(linked, `README.md should link ${doc}`).toContain(doc);
    }
  });
});

describe('the docs checker itself', () => {
  const repo = realRepo();
  const check = (markdown: string, docPath = 'docs/guides/example.md') =>
    describeProblems(checkDocument(repo, docPath, markdown));

  it('accepts paths, globs, placeholders, bare names and links that exist', () => {
    expect(
      check(
        [
          'The port is `src/modules/plants/application/PlantCatalogPort.ts`, run by',
          '`npx vitest run test/contract/PlantCatalogPort.inMemory.test.ts:12`; every',
          '`src/modules/<module>/domain` and `docs/ports/*.md`, `test/**/renderApp.tsx`,',
          '`plants.json`, `.dependency-cruiser.cjs` and `.ci/run`. `dist/` and',
          '`.env.production.local` are never committed; `../shared/spec/storefront.md` is outside;',
          '`.tsx` and `.test.ts` are extensions.',
          'Links: [arch](../architecture.md), [readme](../../README.md#the-two-commands),',
          '[spec](../../../shared/spec/storefront.md), [web](https://example.com/x.md).',
          '',
          '```ts',
          '// src/di/createBrowserContainer.ts',
          "import { FetchPlantCatalog } from '../modules/plants/infrastructure/FetchPlantCatalog';",
          "import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';",
          "import { aPlant } from '@test/support/plants';",
          '```',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('leaves a path as it was in history alone: `git show <commit>^:<path>`', () => {
    expect(
      check(
        [
          'Recover it: `git show 5edfca8^:src/di/infrastructureTokens.ts`.',
          '',
          '```sh',
          'git show 5edfca8^:test/contract/PlantCatalogPort.cached.test.ts',
          '```',
        ].join('\n'),
      ),
    ).toEqual([]);
    // A file deleted in 5edfca8, which no guide asks anyone to write again.
    expect(check('But `src/di/infrastructureTokens.ts` is gone.')).toEqual([
      'line 1: src/di/infrastructureTokens.ts does not exist',
    ]);
  });

  it('reports a path in inline code that does not exist', () => {
    expect(check('See `src/modules/plants/infrastructure/GoneCatalog.ts`.')).toEqual([
      'line 1: src/modules/plants/infrastructure/GoneCatalog.ts does not exist',
    ]);
  });

  it('reports a path inside a command, a placeholder that matches nothing, and a bare name', () => {
    expect(
      check(
        'Run `node scripts/nope.mjs --check`, see `src/modules/<m>/ports` and `vitest.config.ts`.',
      ),
    ).toEqual([
      'line 1: scripts/nope.mjs does not exist',
      'line 1: src/modules/<m>/ports matches no file',
      'line 1: vitest.config.ts is not a file anywhere in the repository',
    ]);
  });

  it('reports a broken relative link, a missing heading and a link out of the repository', () => {
    expect(
      check(
        [
          'See [the ADR](../adr/0099-nothing.md),',
          '[a section](../architecture.md#no-such-heading) and [up](../../../elsewhere.md).',
          '',
          '[ref]: ./missing-guide.md',
        ].join('\n'),
      ),
    ).toEqual([
      'line 1: ../adr/0099-nothing.md does not exist',
      'line 2: ../architecture.md#no-such-heading has no heading #no-such-heading',
      'line 2: ../../../elsewhere.md points outside the repository',
      'line 4: ./missing-guide.md does not exist',
    ]);
  });

  it('reports paths in fenced blocks and imports that do not resolve from the named file', () => {
    expect(
      check(
        [
          '```mermaid',
          'flowchart LR',
          '  a["src/ui/pages/nowhere"] --> b["src/ui"]',
          '```',
          '',
          '```ts',
          '// src/di/createBrowserContainer.ts',
          "import { CachedPlantCatalog } from '../modules/plants/infrastructure/Cached';",
          "import { Gone } from '@/modules/plants/infrastructure/Gone';",
          "import { aCactus } from '@test/support/cacti';",
          '```',
        ].join('\n'),
      ),
    ).toEqual([
      'line 3: src/ui/pages/nowhere does not exist',
      'line 8: ../modules/plants/infrastructure/Cached does not resolve from src/di/createBrowserContainer.ts',
      'line 9: @/modules/plants/infrastructure/Gone does not resolve from src/di/createBrowserContainer.ts',
      'line 10: @test/support/cacti does not resolve from src/di/createBrowserContainer.ts',
    ]);
  });

  it('reads GitHub heading anchors', () => {
    expect([
      ...headingAnchors('# Swap an adapter\n## 1. Write it: `Foo.ts`\n## Notes\n## Notes\n'),
    ]).toEqual(['swap-an-adapter', '1-write-it-foots', 'notes', 'notes-1']);
  });
});

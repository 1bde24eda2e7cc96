import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fencedBlocks } from './support/fencedBlocks';

/**
 * Code the docs quote is the code as it is. A fenced block whose first line is only a
 * comment naming a file (`// docs/guides/swap-an-adapter/CachedPlantCatalog.ts`) quotes that
 * file: its other lines stand in the file as they are, in the same order, and a line that is
 * only `// ...` (or `# ...`) stands for lines left out. A first line that says more
 * (`// in src/di/createBrowserContainer.ts, with the cache`) is a sketch, not a quote.
 *
 * With the swap guide's example compiled and run by `npm test`, a port change that breaks the
 * example breaks the build, and this keeps what the guide shows of it from drifting.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const QUOTE_HEADER = /^\s*(?:\/\/|#)\s*((?:src|test|docs|scripts|bench|public)\/[\w./-]+)\s*$/;
const ELISION = /^\s*(?:\/\/|#)\s*\.\.\.\s*$/;

interface Quote {
  readonly line: number;
  readonly file: string;
  /** Runs of lines, each to be found whole in the file, after the one before it. */
  readonly runs: readonly (readonly string[])[];
}

function quotesIn(markdown: string): Quote[] {
  return fencedBlocks(markdown).flatMap(({ line, lines }) => {
    const file = QUOTE_HEADER.exec(lines[0] ?? '')?.[1];
    if (!file) return [];
    const runs: string[][] = [[]];
    for (const text of lines.slice(1)) {
      if (ELISION.test(text)) runs.push([]);
      else runs[runs.length - 1]!.push(text);
    }
    return [{ line, file, runs: runs.filter((run) => run.length > 0) }];
  });
}

/** Why `quote` is not a quote of `source`, or null when it is. */
function misquote(quote: Quote, source: string | null): string | null {
  if (source === null) return `${quote.file} does not exist`;
  const lines = source.split('\n');
  let from = 0;
  for (const run of quote.runs) {
    let at = -1;
    for (let start = from; start + run.length <= lines.length; start += 1) {
      if (run.every((text, offset) => lines[start + offset] === text)) {
        at = start;
        break;
      }
    }
    if (at < 0) {
      return `${quote.file} has no lines, after those quoted before them, reading:\n${run.join('\n')}`;
    }
    from = at + run.length;
  }
  return null;
}

function docs(dir = 'docs'): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return docs(path);
    return path.endsWith('.md') ? [path] : [];
  });
}

function readIfThere(path: string): string | null {
  const absolute = join(ROOT, path);
  return existsSync(absolute) ? readFileSync(absolute, 'utf8') : null;
}

const quotes = ['README.md', ...docs()].flatMap((doc) =>
  quotesIn(readFileSync(join(ROOT, doc), 'utf8')).map((quote) => ({ doc, ...quote })),
);

describe('docs: every quote of a file reads as the file does', () => {
  it.each(quotes.map((quote) => [`${quote.doc}:${quote.line} ${quote.file}`, quote] as const))(
    '%s',
    (_, quote) => {
      expect(misquote(quote, readIfThere(quote.file))).toBeNull();
    },
  );

  it('finds the swap guide’s quotes of its example, the adapter and both tests', () => {
    const guide = quotes.filter((quote) => quote.doc === 'docs/guides/swap-an-adapter.md');
    expect(guide.map((quote) => quote.file)).toEqual(
      expect.arrayContaining([
        'docs/guides/swap-an-adapter/CachedPlantCatalog.ts',
        'docs/guides/swap-an-adapter/PlantCatalogPort.cached.test.ts',
        'docs/guides/swap-an-adapter/ShopWithCachedCatalog.test.tsx',
      ]),
    );
  });
});

describe('the quote checker itself', () => {
  const source = ['const a = 1;', 'const b = 2;', '', 'const c = 3;', 'const d = 4;'].join('\n');
  const check = (block: string[]) => {
    const [quote] = quotesIn(['```ts', ...block, '```'].join('\n'));
    return quote ? misquote(quote, source) : 'not a quote';
  };

  it('accepts the whole file, or runs of it in order with `// ...` between them', () => {
    expect(check(['// src/a.ts', ...source.split('\n')])).toBeNull();
    expect(check(['// src/a.ts', 'const a = 1;', '// ...', 'const d = 4;'])).toBeNull();
    expect(check(['# src/a.ts', 'const b = 2;', '', 'const c = 3;'])).toBeNull();
  });

  it('reports a line the file does not have, and runs out of order', () => {
    expect(check(['// src/a.ts', 'const a = 10;'])).toMatch(
      /has no lines, .* reading:\nconst a = 10;$/,
    );
    expect(check(['// src/a.ts', 'const c = 3;', '// ...', 'const a = 1;'])).toMatch(
      /reading:\nconst a = 1;$/,
    );
    // Without the elision the two lines must stand together.
    expect(check(['// src/a.ts', 'const a = 1;', 'const c = 3;'])).not.toBeNull();
  });

  it('takes a first line that says more than a path for a sketch, and a missing file as wrong', () => {
    expect(check(['// in src/a.ts, with the cache', 'anything'])).toBe('not a quote');
    const [quote] = quotesIn(['```ts', '// src/nowhere.ts', 'x', '```'].join('\n'));
    expect(misquote(quote!, readIfThere(quote!.file))).toBe('src/nowhere.ts does not exist');
  });
});

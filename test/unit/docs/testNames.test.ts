import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A test the docs name by its title is a test with that title. Where a doc links a test file and
 * follows the link with ` — ` and backticked names (docs/spec-coverage.md's rows, "Reading the
 * test names"), each name must be a title written in that file: quoted as written, `${...}` and
 * `%s` templates included, a name ending in `...` standing for a title that starts so.
 * Parentheses after a name say which case or scene is meant and are not names. A renamed test
 * then fails here rather than leaving a row that cites a test nobody can find.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const TEST_FILE_LINK = /\[`([\w./-]+\.(?:test|e2e|contract)\.tsx?)`\]\([^)]*\)/g;

interface NamedTest {
  readonly line: number;
  readonly file: string;
  readonly name: string;
}

/** Every test a Markdown document names after a link to its file. */
function namedTests(markdown: string): NamedTest[] {
  return markdown.split('\n').flatMap((text, index) => {
    const links = [...text.matchAll(TEST_FILE_LINK)];
    return links.flatMap((link, at) => {
      const start = link.index + link[0].length;
      const end = Math.min(links[at + 1]?.index ?? text.length, cellEnd(text, start));
      const names = /^\s*—(.*)$/s.exec(text.slice(start, end))?.[1];
      if (names === undefined) return [];
      return [...withoutParentheses(names).matchAll(/`([^`]+)`/g)].map((name) => ({
        line: index + 1,
        file: link[1]!,
        name: name[1]!,
      }));
    });
  });
}

/** Where the table cell holding `from` ends: at its next unescaped pipe, else the line's end. */
function cellEnd(text: string, from: number): number {
  const pipe = /(?<!\\)\|/.exec(text.slice(from));
  return pipe ? from + pipe.index : text.length;
}

/** The text with each parenthesised aside, however nested, taken out; code spans kept whole. */
function withoutParentheses(text: string): string {
  let depth = 0;
  let inCode = false;
  let kept = '';
  for (const char of text) {
    if (char === '`') inCode = !inCode;
    if (!inCode && char === '(') depth += 1;
    else if (!inCode && char === ')' && depth > 0) depth -= 1;
    else if (depth === 0) kept += char;
  }
  return kept;
}

/** Whether `source` holds a test titled `name`, as the docs quote it. */
function hasTestNamed(source: string, name: string): boolean {
  const unescaped = source.replace(/\\(['"`])/g, '$1');
  const elided = /^(.*?)\s*(?:\.\.\.|…)$/.exec(name)?.[1];
  const quoted = elided === undefined ? [`'${name}'`, `"${name}"`, `\`${name}\``] : null;
  if (quoted) return quoted.some((literal) => unescaped.includes(literal));
  return ["'", '"', '`'].some((quote) => unescaped.includes(`${quote}${elided}`));
}

function markdownFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(path);
    return path.endsWith('.md') ? [path] : [];
  });
}

const named = ['README.md', ...markdownFiles('docs')].flatMap((doc) =>
  namedTests(readFileSync(join(ROOT, doc), 'utf8')).map((test) => ({ doc, ...test })),
);

describe('docs: every test named after a link to its file has that title', () => {
  it.each(named.map((test) => [`${test.doc}:${test.line} ${test.name}`, test] as const))(
    '%s',
    (_, test) => {
      const path = join(ROOT, test.file);
      expect(existsSync(path), `${test.file} does not exist`).toBe(true);
      expect(hasTestNamed(readFileSync(path, 'utf8'), test.name)).toBe(true);
    },
  );

  it('finds the names of spec-coverage.md, some in every section', () => {
    const coverage = named.filter((test) => test.doc === 'docs/spec-coverage.md');
    expect(coverage.length).toBeGreaterThan(200);
  });
});

describe('the test-name reader itself', () => {
  const row =
    '| rule | [`test/a.test.ts`](../test/a.test.ts) — `adds one`; `takes %s away` (the case `x`); ' +
    '[`test/b.e2e.ts`](../test/b.e2e.ts) — `opens the cart ...` | browser | `not a name` |';

  it('reads each name after a link, leaving out asides and other cells', () => {
    expect(namedTests(row).map(({ file, name }) => `${file}: ${name}`)).toEqual([
      'test/a.test.ts: adds one',
      'test/a.test.ts: takes %s away',
      'test/b.e2e.ts: opens the cart ...',
    ]);
  });

  it('reads nothing after a link that no dash follows', () => {
    expect(namedTests('See [`test/a.test.ts`](../test/a.test.ts) for `adds one`.')).toEqual([]);
  });

  it('finds a title as written, an escaped quote or a start followed by ...', () => {
    const source = [
      "it('adds one', () => {});",
      "it.each(cases)('takes %s away', () => {});",
      "test('the shopper\\'s cart', () => {});",
      'test(`opens the cart with ${count} lines`, () => {});',
    ].join('\n');
    expect(hasTestNamed(source, 'adds one')).toBe(true);
    expect(hasTestNamed(source, 'takes %s away')).toBe(true);
    expect(hasTestNamed(source, "the shopper's cart")).toBe(true);
    expect(hasTestNamed(source, 'opens the cart ...')).toBe(true);
    expect(hasTestNamed(source, 'adds')).toBe(false);
    expect(hasTestNamed(source, 'adds one more')).toBe(false);
  });
});

// The lint rule leafy/own-keys (eslint-rules/ownKeys.js), run on small sources with their types:
// what it reports (a plain object picked by an open string, an `in` check by one) and what it
// leaves alone (Maps, literal keys, keys the code spelt out, arrays, reads it can see are own).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import ownKeys from '../../../eslint-rules/ownKeys.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** The probes are typed in a project of their own: the shop's would take seconds to load. */
const PROBE_PROJECT = join(import.meta.dirname, 'support/ownKeysProbe');

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { projectService: true, tsconfigRootDir: PROBE_PROJECT },
  },
});

const ROOT = join(import.meta.dirname, '../../..');
const WORDS_FILE = join(ROOT, 'src/modules/plants/domain/searchWords.ts');

/** The search's own words file, with its Map of irregular plurals put back as a plain object. */
function wordsFileWithAPlainObject(): string {
  const planted = readFileSync(WORDS_FILE, 'utf8')
    .replace(
      /new Map\(\[([^]*?)\]\);/,
      (_all, pairs: string) => `{${pairs.replace(/\['(\w+)', '(\w+)'\]/g, '$1: "$2"')}};`,
    )
    .replace(
      'IRREGULAR_FORMS: ReadonlyMap<string, string>',
      'IRREGULAR_FORMS: Record<string, string>',
    )
    .replace('IRREGULAR_FORMS.get(word)', 'IRREGULAR_FORMS[word]');
  if (!planted.includes('IRREGULAR_FORMS[word]')) throw new Error('searchWords.ts has changed');
  return planted;
}

const WORDS = `const WORDS: Record<string, string> = { cacti: 'cactus' };`;
const LABELS = `const LABELS = { price: 'Price', name: 'Name' } as const;`;

const PROBE = join(PROBE_PROJECT, 'probe.ts');

const VALID: string[] = [
  `const m = new Map<string, string>(); export const f = (w: string) => m.get(w);`,
  `${WORDS} export const f = () => WORDS['cacti'];`,
  `${LABELS} export const f = (sort: 'price' | 'name') => LABELS[sort];`,
  `export const f = (list: string[], i: number) => list[i];`,
  `export const f = (list: readonly [string, string], i: 0 | 1) => list[i];`,
  `export const f = (text: string, i: number) => text[i];`,
  `export const f = (bytes: Int32Array, i: number) => bytes[i];`,
  `${WORDS} export const f = (w: string) => (Object.hasOwn(WORDS, w) ? WORDS[w] : undefined);`,
  `${WORDS} export const f = (w: string) => Object.hasOwn(WORDS, w) && WORDS[w];`,
  `${WORDS} export function f(w: string) { if (w !== '' && Object.hasOwn(WORDS, w)) return WORDS[w]; return null; }`,
  `export function f(o: Record<string, number>) { let n = 0; for (const k in o) n += o[k]!; return n; }`,
  `export const f = (o: object) => 'length' in o;`,
  `export const f = (o: object) => Symbol.iterator in o;`,
  `${WORDS} export const f = (n: number) => WORDS[n];`,
];

const INVALID: RuleTester.InvalidTestCase[] = [
  { code: wordsFileWithAPlainObject(), errors: [{ messageId: 'element' }] },
  {
    code: `${WORDS} export const f = (w: string) => WORDS[w];`,
    errors: [{ messageId: 'element' }],
  },
  {
    code: `${WORDS} export const f = (w: string) => WORDS?.[w];`,
    errors: [{ messageId: 'element' }],
  },
  {
    code: `export function f(w: string) { const seen: Record<string, true> = {}; seen[w] = true; return seen; }`,
    errors: [{ messageId: 'element' }],
  },
  {
    code: `${LABELS} export const f = (w: string) => LABELS[w as keyof typeof LABELS];`,
    errors: [{ messageId: 'element' }],
  },
  {
    code: `${WORDS} export const f = (w: string) => WORDS[\`\${w}s\`];`,
    errors: [{ messageId: 'element' }],
  },
  {
    code: `export const f = (w: string, o: { [key: string]: number }) => o[w.trim()];`,
    errors: [{ messageId: 'element' }],
  },
  {
    code: `export const f = (w: string, o: object) => w in o;`,
    errors: [{ messageId: 'in' }],
  },
  {
    code: `${WORDS} export const f = (w: string, v: string) => (Object.hasOwn(WORDS, v) ? WORDS[w] : undefined);`,
    errors: [{ messageId: 'element' }],
  },
  {
    code: `${WORDS} export const f = (w: string) => (Object.hasOwn(WORDS, w) ? undefined : WORDS[w]);`,
    errors: [{ messageId: 'element' }],
  },
  {
    code: `${WORDS} export function f(o: Record<string, number>) { let n = ''; for (const k in o) n += WORDS[k]; return n; }`,
    errors: [{ messageId: 'element' }],
  },
];

tester.run('own-keys', ownKeys, {
  valid: VALID.map((code) => ({ code, filename: PROBE })),
  invalid: INVALID.map((test) => ({ ...test, filename: PROBE })),
});

describe("the shop's lint configuration", () => {
  it('runs the rule, with types, on every source file', async () => {
    const config = await new ESLint({ cwd: ROOT }).calculateConfigForFile(WORDS_FILE);
    expect(config.rules['leafy/own-keys']).toEqual([2]);
    expect(config.languageOptions.parserOptions.projectService).toBe(true);
    // It loads the whole lint configuration and its plugins: seconds on a busy machine.
  }, 60_000);
});

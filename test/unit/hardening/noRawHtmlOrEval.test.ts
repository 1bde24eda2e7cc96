// No raw HTML and no eval. The ESLint rule (eslint.config.js, no-restricted-syntax)
// must bite on a file under src/, and the shipped source must hold none of the other ways to turn
// text into markup or code, which that rule does not name (docs/security.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

let eslint: ESLint;

// The first lint loads the shop's whole config and every plugin in it: several seconds on a
// quiet machine, many times that on a busy one. It is set-up, so it is done here, with its own
// ceiling, and each probe's test measures only its own lint.
beforeAll(async () => {
  // The probes are text, not files: the type-aware parsing src/ gets (for es-x) finds no file to
  // read them from, so they are parsed without types. The syntax rule reads no types;
  // leafy/own-keys does, and refuses to run without them (prototypeKeysLintRule.test.ts runs it).
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      files: ['src/**'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: { 'leafy/own-keys': 'off' },
    },
  });
  await restrictedSyntax('export {};');
}, 120_000);

/** The no-restricted-syntax messages ESLint gives `code` as if it were a file of the shop. */
async function restrictedSyntax(code: string, file = 'src/ui/pages/HardeningProbe.tsx') {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('the lint rule against raw HTML and eval bites', () => {
  it('on dangerouslySetInnerHTML in a component', async () => {
    const messages = await restrictedSyntax(
      `export function Probe({ html }: { html: string }) {
        return <div dangerouslySetInnerHTML={{ __html: html }} />;
      }\n`,
    );
    expect(messages).toEqual(['No raw HTML: render text.']);
  });

  it('on eval, in the UI and in the core', async () => {
    expect(await restrictedSyntax(`export const run = (code: string) => eval(code);\n`)).toEqual([
      'No eval.',
    ]);
    expect(
      await restrictedSyntax(
        `export const run = (code: string): unknown => eval(code);\n`,
        'src/modules/cart/domain/Probe.ts',
      ),
    ).toEqual(['No eval.']);
  });

  it('not on ordinary text rendering', async () => {
    expect(
      await restrictedSyntax(
        `export function Probe({ name }: { name: string }) {
          return <p title={name}>{name}</p>;
        }\n`,
      ),
    ).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Code, without comments: a comment may name a danger to explain why it is avoided. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const FORBIDDEN: [string, RegExp][] = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML / outerHTML', /\.(inner|outer)HTML\b/],
  ['insertAdjacentHTML', /insertAdjacentHTML/],
  ['document.write', /document\.write/],
  ['createContextualFragment', /createContextualFragment/],
  ['DOMParser', /\bDOMParser\b/],
  ['srcdoc', /srcdoc/i],
  ['eval, in any spelling', /\beval\s*\(|\[\s*['"`]eval['"`]\s*\]/],
  ['new Function', /\bnew\s+Function\s*\(|\bFunction\s*\(\s*['"`]/],
  ['a timer given a string of code', /\bset(Timeout|Interval)\s*\(\s*['"`]/],
  ['a javascript: URL', /['"`]\s*javascript:/i],
];

describe('the shipped source holds no other way to run text as markup or code', () => {
  const files = sourceFiles(join(ROOT, 'src')).map((path) => ({
    path: relative(ROOT, path),
    code: withoutComments(readFileSync(path, 'utf8')),
  }));

  it('reads every file of src/', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(FORBIDDEN)('no %s', (_name, pattern) => {
    expect(files.filter(({ code }) => pattern.test(code)).map(({ path }) => path)).toEqual([]);
  });
});

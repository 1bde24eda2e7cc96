// A use-case or store that is bound but that nothing resolves is dead code that its own
// tests keep alive (UpdateQuantity was one). A token is used when the UI, src/main.tsx or what the
// composition root starts for the page's life (src/di/startApplication.ts) names it
// (`USE_CASES.AddToCart`), or when the factory of a used binding in src/di resolves it
// (`get(stores.CartStore)` inside AddToCart's factory, in src/di/modules/cartModule.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORES, USE_CASES } from '@/di/tokens';

const ROOT = join(import.meta.dirname, '../../..');
const GROUPS = { USE_CASES, STORES } as const;
type Group = keyof typeof GROUPS;
/** `USE_CASES.AddToCart` in the UI; `useCases.AddToCart` or `CART.useCases.AddToCart` in a module file. */
const REFERENCE = /\b(USE_CASES|STORES|useCases|stores)\.([A-Za-z]+)\b/g;
const GROUP_OF: Record<string, Group> = { useCases: 'USE_CASES', stores: 'STORES' };

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file));
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const references = (text: string) =>
  [...text.matchAll(REFERENCE)].map(
    ([, group = '', name]) => `${GROUP_OF[group] ?? group}.${name}`,
  );

/** Every token the screens, main.tsx and the page's start-up name: the roots. */
function namedByTheUi(): Set<string> {
  const files = [...sourceFiles('src/ui'), 'src/main.tsx', 'src/di/startApplication.ts'];
  return new Set(files.flatMap((file) => references(read(file))));
}

/** For each `singleton(container, TOKEN, factory)` in src/di: the tokens its factory resolves. */
function bindingDependencies(): Map<string, string[]> {
  const dependencies = new Map<string, string[]>();
  for (const file of sourceFiles('src/di')) {
    for (const call of read(file)
      .split(/\bsingleton\(/)
      .slice(1)) {
      const [bound, ...resolved] = references(call.split(/\n}/)[0] ?? '');
      if (bound) dependencies.set(bound, resolved);
    }
  }
  return dependencies;
}

function usedTokens(): Set<string> {
  const dependencies = bindingDependencies();
  const used = new Set<string>();
  const visit = (token: string) => {
    if (used.has(token)) return;
    used.add(token);
    for (const next of dependencies.get(token) ?? []) visit(next);
  };
  for (const token of namedByTheUi()) visit(token);
  return used;
}

const declared = (Object.keys(GROUPS) as Group[]).flatMap((group) =>
  Object.keys(GROUPS[group]).map((name) => `${group}.${name}`),
);

describe('every use-case and store token is used', () => {
  it('reads the screens and the bindings it judges by', () => {
    expect(namedByTheUi()).toContain('USE_CASES.AddToCart');
    expect(bindingDependencies().get('USE_CASES.AddToCart')).toContain('STORES.CartStore');
  });

  it.each(declared)(
    '%s is resolved by a screen or the start-up, or by a binding they use',
    (token) => {
      expect(usedTokens(), `${token} is bound in src/di but nothing uses it`).toContain(token);
    },
  );
});

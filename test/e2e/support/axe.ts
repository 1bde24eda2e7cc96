// Accessibility check with axe-core: WCAG 2.0/2.1 A+AA, WCAG 2.2 AA and axe best practices.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export function formatViolations(results: AxeResults, maxNodes = 5): string {
  const lines: string[] = [];
  for (const violation of results.violations) {
    const tags = violation.tags.filter((tag) => /^wcag|best-practice/.test(tag)).join(', ');
    lines.push(
      `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${tags})`,
      `    ${violation.helpUrl}`,
    );
    for (const node of violation.nodes.slice(0, maxNodes)) {
      lines.push(`    - ${node.target.join(' ')}`);
      lines.push(`      ${node.html.replace(/\s+/g, ' ').slice(0, 200)}`);
      for (const line of (node.failureSummary ?? '').split('\n')) {
        if (line.trim()) lines.push(`      ${line.trim()}`);
      }
    }
    if (violation.nodes.length > maxNodes) {
      lines.push(`    ... and ${violation.nodes.length - maxNodes} more element(s)`);
    }
  }
  return lines.join('\n');
}

/** axe-core as @axe-core/playwright bundles it (the same engine and version). */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * Runs axe on the page as it is now and fails with a readable list of violations, prefixed with
 * `where` when given. axe runs in the page itself, injected once per document, and collects only
 * the violations (axe then keeps one node per passed rule): about 4x quicker than
 * AxeBuilder.analyze(), which injects axe and opens a blank page for every scan. A page with
 * frames goes through AxeBuilder, which scans inside them.
 */
export async function expectNoAxeViolations(page: Page, where?: string): Promise<void> {
  let results: AxeResults;
  if (page.frames().length > 1) {
    results = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    results = (await page.evaluate(
      (tags) =>
        (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe.run(
          document,
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
        ),
      AXE_TAGS,
    )) as AxeResults;
  }
  if (results.violations.length === 0) return;
  const count = results.violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  throw new Error(
    `${where ? `${where}: ` : ''}${results.violations.length} accessibility rule(s) violated by ` +
      `${count} element(s) on ${page.url()}:\n${formatViolations(results)}`,
  );
}

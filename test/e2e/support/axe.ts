// Accessibility check with axe-core: WCAG 2.0/2.1 A+AA, WCAG 2.2 AA and axe best practices.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeOptions {
  /** CSS selectors to leave out of the scan (use sparingly, say why at the call site). */
  exclude?: string[];
  /** axe rule ids to switch off (use sparingly, say why at the call site). */
  disableRules?: string[];
}

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

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  if (results.violations.length === 0) return;
  const count = results.violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  const message =
    `${results.violations.length} accessibility rule(s) violated by ${count} element(s) on ` +
    `${page.url()}:\n${formatViolations(results)}`;
  throw new Error(message);
}

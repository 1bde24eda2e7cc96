// A comment in the shop's source says why, and names the rule or the ADR that holds the decision:
// an issue number means nothing to the next reader, and its thread is not in the repository.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCE = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.(ts|tsx|mjs|js|css)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the source names rules and ADRs, not issue numbers', () => {
  it('has no "issue N" in src', () => {
    const found = sourceFiles(SOURCE).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /[Ii]ssues? [0-9]+/.test(line)
            ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

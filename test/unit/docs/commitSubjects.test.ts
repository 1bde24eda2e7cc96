// `git log --oneline` reads as a list: every commit subject since the rule was set is at most 72
// characters, the detail in the body. Commits before it are history and stay as they were.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
/** The last commit made before the rule. */
const RULE_SET_AFTER = '22a0d84';
const MAX_SUBJECT = 72;

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function hasHistory(): boolean {
  try {
    git('cat-file', '-e', `${RULE_SET_AFTER}^{commit}`);
    return true;
  } catch {
    return false; // a shallow clone, or no git: nothing to read
  }
}

describe('commit subjects', () => {
  it.skipIf(!hasHistory())(`are at most ${MAX_SUBJECT} characters`, () => {
    const subjects = git('log', '--format=%h %s', `${RULE_SET_AFTER}..HEAD`)
      .split('\n')
      .filter(Boolean);
    const long = subjects.filter((line) => line.slice(line.indexOf(' ') + 1).length > MAX_SUBJECT);
    expect(long).toEqual([]);
  });
});

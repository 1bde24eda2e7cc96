import { randomBytes } from 'node:crypto';

let sequence = 0;

/**
 * An address no other test or run has used, for the shared Auth emulator, which keeps every
 * account between files and runs: `<label>-<time>-<sequence>-<random>@leafy.test` (`.test` is a
 * reserved name: never a real mailbox).
 */
export function uniqueEmail(label: string): string {
  sequence += 1;
  const random = randomBytes(4).toString('hex');
  return `${label}-${Date.now().toString(36)}-${sequence}-${random}@leafy.test`;
}

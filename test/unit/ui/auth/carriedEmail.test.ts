import { describe, expect, it } from 'vitest';
import { carriedEmail, carryEmail } from '@/ui/auth/carriedEmail';

describe('an email address carried to the next page in history state', () => {
  it('comes back as it was carried', () => {
    expect(carriedEmail(carryEmail('rosa@example.com'))).toBe('rosa@example.com');
  });

  it.each([
    ['no state', null],
    ['a return location', { from: { pathname: '/cart' } }],
    ['a number', { email: 42 }],
    ['an address longer than any mailbox', { email: `${'a'.repeat(320)}@example.com` }],
  ])('is empty for %s', (_case, state) => {
    expect(carriedEmail(state)).toBe('');
  });
});

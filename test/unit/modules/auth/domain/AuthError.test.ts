import { describe, expect, it } from 'vitest';
import { AuthError, authErrorReason } from '@/modules/auth/domain/AuthError';

describe('authErrorReason', () => {
  it('is the reason of an AuthError', () => {
    expect(authErrorReason(new AuthError('offline', 'offline'))).toBe('offline');
  });

  it("is 'unknown' for anything else thrown", () => {
    expect(authErrorReason(new Error('boom'))).toBe('unknown');
    expect(authErrorReason('boom')).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE } from '@/modules/offline/domain/offlineMessages';

describe('the offline notice', () => {
  it('reads exactly as the issue words it (a straight apostrophe, an em dash)', () => {
    expect(OFFLINE_NOTICE).toBe("You're offline \u2014 showing saved plants.");
  });
});

import { describe, expect, it } from 'vitest';
import { UPDATE_MESSAGES } from '@/modules/updates/domain/updateMessages';

describe('the update toast', () => {
  it('reads exactly as the issue words it, with a Reload button', () => {
    expect(UPDATE_MESSAGES).toEqual({
      ready: 'A new version of the shop is ready.',
      reload: 'Reload',
    });
  });
});

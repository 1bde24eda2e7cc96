import { describe, expect, it } from 'vitest';
import { parseUrl } from '@/modules/shared/domain/parseUrl';

describe('parseUrl', () => {
  it('parses an absolute URL, or a relative one against its base', () => {
    expect(parseUrl('https://example.com/a.png')?.href).toBe('https://example.com/a.png');
    expect(parseUrl('images/a.png', 'https://example.com/shop/')?.href).toBe(
      'https://example.com/shop/images/a.png',
    );
  });

  it('is null, not an exception, for what does not parse', () => {
    expect(parseUrl('not a url')).toBeNull();
    expect(parseUrl('images/a.png')).toBeNull();
  });
});

import { parseUrl } from '@/modules/shared/domain/parseUrl';

/**
 * A photo must be an absolute http(s) URL: `javascript:` and `data:` parse as
 * URLs but must never reach an <img src> (docs/beyond-the-spec.md, Photo URL).
 */
export function isWebUrl(value: string): boolean {
  const protocol = parseUrl(value)?.protocol;
  return protocol === 'http:' || protocol === 'https:';
}

import { parseUrl } from '@/modules/shared/domain/parseUrl';

/**
 * A photo must be an absolute https URL: `javascript:` and `data:` parse as
 * URLs but must never reach an <img src>, and the page's policy loads pictures
 * from elsewhere over https only (img-src 'self' https:; docs/beyond-the-spec.md,
 * Photo URL).
 */
export function isWebUrl(value: string): boolean {
  return parseUrl(value)?.protocol === 'https:';
}

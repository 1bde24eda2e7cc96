/**
 * A photo must be an absolute http(s) URL: `javascript:` and `data:` parse as
 * URLs but must never reach an <img src> (issue 3).
 */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

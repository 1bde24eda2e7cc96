/**
 * `new URL(input, base)`, or null when the input does not parse. `URL.canParse` and `URL.parse` do
 * the same but are newer than the browsers the shop supports (package.json's browserslist):
 * Chrome 120 and 126, Safari 17 and 18.
 */
export function parseUrl(input: string, base?: string | URL): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

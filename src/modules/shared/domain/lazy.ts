/**
 * A value made on its first use, then kept. For the shop's Intl formatters: the first one a page
 * builds is a long task of main thread (it loads ICU's data; module-level formatters ran before
 * the first render; the figures: ADR 0021), and a module's top level runs before any page shows.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

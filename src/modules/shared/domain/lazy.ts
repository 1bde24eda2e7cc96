/**
 * A value made on its first use, then kept. For the shop's Intl formatters: the first one a page
 * builds costs some 50 ms of main thread without throttling (measured on /login, where module-level
 * formatters ran before the first render), and a module's top level runs before any page shows.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

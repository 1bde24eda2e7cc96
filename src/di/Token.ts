/**
 * A container key that remembers the type it resolves to. Interfaces vanish at
 * run time, so every port and use-case is bound and injected by such a symbol
 * (see docs/adr/0001-inversify-without-emitted-metadata.md).
 */
export type Token<T> = symbol & { readonly __resolvesTo?: T };

export function token<T>(name: string): Token<T> {
  return Symbol.for(`leafy-storefront.${name}`) as Token<T>;
}

/**
 * What the UI needs of a composition root's container: a binding, by its token. Every root's
 * inversify `Container` is one; the UI names this type and never imports inversify.
 */
export interface ServiceContainer {
  get<T>(token: Token<T>): T;
}

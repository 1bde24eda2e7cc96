import type { Bind } from 'inversify';
import type { Token } from './Token';

/** Resolves another binding of the same container, typed by its token. */
export type Resolve = <T>(token: Token<T>) => T;

/**
 * Binds `token` to one instance per container, built by `build` on first use
 * from whatever else the container holds (docs/adr/0015-one-binding-style-factories.md).
 */
export function singleton<T>(bind: Bind, token: Token<T>, build: (get: Resolve) => T): void {
  bind<T>(token)
    .toDynamicValue((context) => build((dependency) => context.get(dependency)))
    .inSingletonScope();
}

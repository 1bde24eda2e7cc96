import * as v from 'valibot';
import { PATHS } from '../app/paths';

/**
 * The location a protected route remembers before sending a visitor to
 * /login. It arrives through history state, which any page script can write,
 * so it is parsed here and only an in-app path is ever followed.
 */
const InAppPath = v.pipe(
  v.string(),
  v.startsWith('/'),
  // "//host" and "/\\host" are protocol-relative URLs to another site.
  v.check((path) => !/^\/[/\\]/.test(path), 'not an in-app path'),
);

const ReturnStateSchema = v.object({
  from: v.object({
    pathname: InAppPath,
    search: v.optional(v.string(), ''),
    hash: v.optional(v.string(), ''),
  }),
});

export interface ReturnState {
  readonly from: { readonly pathname: string; readonly search: string; readonly hash: string };
}

/** Spec section 4: after login the user returns to the origin route, default /. */
export function returnPathFrom(state: unknown): string {
  const parsed = v.safeParse(ReturnStateSchema, state);
  if (!parsed.success) return PATHS.home;
  const { pathname, search, hash } = parsed.output.from;
  const search_ = search.startsWith('?') ? search : '';
  const hash_ = hash.startsWith('#') ? hash : '';
  if (pathname === PATHS.login || pathname === PATHS.signup) return PATHS.home;
  return `${pathname}${search_}${hash_}`;
}

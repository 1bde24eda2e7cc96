import * as v from 'valibot';
import { parseUrl } from '@/modules/shared/domain/parseUrl';
import { PATHS } from '@/ui/lib/paths';

/** Any origin does: what matters is whether a path stays on it. */
const PROBE_ORIGIN = 'https://in-app.invalid';

/**
 * True for a path that a browser resolves to this same site. Browsers drop
 * tabs and newlines anywhere in a URL and read '\' as '/', so "/\t/evil.example"
 * and "/\\evil.example" both mean "//evil.example": another site. Such
 * characters have no place in a path the shop made, so they are refused outright.
 */
export function isInAppPath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(path)) return false;
  if (/^\/[/\\]/.test(path)) return false;
  return parseUrl(path, PROBE_ORIGIN)?.origin === PROBE_ORIGIN;
}

/**
 * The location a protected route remembers before sending a visitor to
 * /login. It arrives through history state, which any page script can write,
 * so it is parsed here and only an in-app path is ever followed.
 */
const InAppPath = v.pipe(v.string(), v.check(isInAppPath, 'not an in-app path'));

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
  const path = `${pathname}${search_}${hash_}`;
  // The whole location is checked again: a search or hash must not carry it off the site either.
  return isInAppPath(path) ? path : PATHS.home;
}

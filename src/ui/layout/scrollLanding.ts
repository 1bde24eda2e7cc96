import type { Location, NavigationType } from 'react-router-dom';

/** Where the page is scrolled to once a location is shown. */
export type ScrollLanding =
  /** Back or Forward to an entry whose place is remembered: there again. */
  | { readonly to: 'offset'; readonly top: number }
  /** The element the #hash names; `newPage`: from the top, should it not be there. */
  | { readonly to: 'section'; readonly id: string; readonly newPage: boolean }
  /** A new page starts at its top. */
  | { readonly to: 'top' }
  /** Left where it is: the first load, or the same page with another query. */
  | { readonly to: 'nowhere' };

export interface Visit {
  readonly location: Location;
  /** The location shown before, or null on the first load. */
  readonly previous: Location | null;
  readonly navigationType: NavigationType;
}

function sectionId(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The browser's own rules for a page that loads as a whole, for a shop whose pages render after
 * the URL changes: Back and Forward return to the entry's place, a link opens a page at its top or
 * at its #hash, and a change of query alone (a search, a filter) moves nothing.
 */
export function scrollLanding(visit: Visit, rememberedOffset: number | undefined): ScrollLanding {
  const { location, previous, navigationType } = visit;
  const section = sectionId(location.hash);
  // On the first load the browser has placed the page; only a #hash is the shop's to find.
  if (previous === null) return section ? { to: 'section', id: section, newPage: false } : NOWHERE;
  if (navigationType === 'POP' && rememberedOffset !== undefined) {
    return { to: 'offset', top: rememberedOffset };
  }
  const newPage = navigationType === 'POP' || previous.pathname !== location.pathname;
  if (section && (newPage || previous.hash !== location.hash)) {
    return { to: 'section', id: section, newPage };
  }
  return newPage ? { to: 'top' } : NOWHERE;
}

const NOWHERE: ScrollLanding = { to: 'nowhere' };

import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** A page's main heading: the one <h1> every page has in <main>. */
const MAIN_HEADING = 'h1';

/** Calls `found` with the container's main heading once it is there (a page may load first). */
function whenMainHeadingShows(
  container: HTMLElement,
  found: (heading: HTMLElement) => void,
): () => void {
  const heading = container.querySelector<HTMLElement>(MAIN_HEADING);
  if (heading) {
    found(heading);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const shown = container.querySelector<HTMLElement>(MAIN_HEADING);
    if (!shown) return;
    observer.disconnect();
    found(shown);
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}

interface PageShown {
  readonly pathname: string;
  readonly hash: string;
  /** False for the page the tab opened on: the browser tells that one itself. */
  readonly afterNavigation: boolean;
}

/**
 * Tells a page change that the shop made without a page load, as the browser would tell a page
 * load: focus moves to the new page's main heading (which carries tabIndex={-1}) and a polite live
 * region reads the heading. A page opened at a #hash keeps focus where it is, as the browser's own
 * fragment navigation does, and is still announced. A change of query alone (a search, a filter)
 * is no new page. Focus is left alone if it moved while the page was loading.
 */
export function PageAnnouncer({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname, hash } = useLocation();
  const [page, setPage] = useState<PageShown>({ pathname, hash, afterNavigation: false });
  if (page.pathname !== pathname) setPage({ pathname, hash, afterNavigation: true });
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const container = main.current;
    if (!page.afterNavigation || !container) return;
    let focusMoved = false;
    const onFocusMoved = () => {
      focusMoved = true;
    };
    document.addEventListener('focusin', onFocusMoved);
    const stopWaiting = whenMainHeadingShows(container, (heading) => {
      document.removeEventListener('focusin', onFocusMoved);
      if (!page.hash && !focusMoved) heading.focus({ preventScroll: true });
      setAnnouncement(heading.textContent?.trim() ?? '');
    });
    return () => {
      stopWaiting();
      document.removeEventListener('focusin', onFocusMoved);
    };
  }, [page, main]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}

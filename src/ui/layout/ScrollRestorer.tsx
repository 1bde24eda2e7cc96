import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { HistoryEntryMemory } from '@/ui/lib/HistoryEntryMemory';
import { holdScroll } from '@/ui/lib/holdScroll';
import { scrollLanding, type Visit } from './scrollLanding';

/** Entries of the tab's history whose scroll position is kept. */
const POSITIONS_KEPT = 50;

/**
 * `behavior: 'instant'`: the page scrolls smoothly for the shopper's own in-page moves
 * (styles.css), and a smooth scroll aimed before late content has its height stops short.
 */
const INSTANTLY = 'instant' as const;

/**
 * Scroll restoration for the declarative router, which React Router's <ScrollRestoration> does not
 * serve (it needs the data router; ADR 0033): each history entry's scroll position is kept while
 * it is shown, and the page is placed on each change of location by scrollLanding's rules, held
 * there until it has its height (holdScroll): an offset until the page reaches it (a windowed
 * list then keeps its rows still itself), a section until the shopper acts (the bands above it may
 * take their height later, and not every browser anchors the scroll).
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [positions] = useState(() => new HistoryEntryMemory<number>(POSITIONS_KEPT));
  const [visit, setVisit] = useState<Visit>({ location, previous: null, navigationType });
  if (visit.location !== location) setVisit({ location, previous: visit.location, navigationType });
  /** While the page is being placed, its offsets are the shop's, not the shopper's place. */
  const placing = useRef(false);

  useLayoutEffect(() => {
    // The browser would restore the offset at popstate, before the page it belongs to is drawn.
    if (!('scrollRestoration' in window.history)) return;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    const remember = () => {
      if (!placing.current) positions.set(location.key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [positions, location.key]);

  useLayoutEffect(() => {
    const landing = scrollLanding(visit, positions.get(visit.location.key));
    const hold = (place: () => void, top?: number) => {
      placing.current = true;
      return holdScroll({
        place,
        top,
        onRelease: () => {
          placing.current = false;
        },
      });
    };
    switch (landing.to) {
      case 'offset':
        return hold(() => window.scrollTo({ top: landing.top, behavior: INSTANTLY }), landing.top);
      case 'section':
        if (landing.newPage) window.scrollTo({ top: 0, behavior: INSTANTLY });
        return hold(() =>
          document.getElementById(landing.id)?.scrollIntoView({ behavior: INSTANTLY }),
        );
      case 'top':
        window.scrollTo({ top: 0, behavior: INSTANTLY });
        return;
      case 'nowhere':
        return;
    }
  }, [visit, positions]);

  return null;
}

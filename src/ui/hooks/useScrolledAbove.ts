import { useEffect, useState, type RefObject } from 'react';

/** The sticky top bar's height (h-16): what lies under it is out of view too. */
const TOP_BAR_PX = 64;

/**
 * The screen, grown downwards without end and cut by the top bar: an element is outside it only
 * above. A fast scroll (a fling, End) takes an element from below the screen to above it without
 * it ever being on the screen; with the plain screen the observer would not report it.
 */
const EVERYTHING_BELOW_THE_TOP_BAR = `-${TOP_BAR_PX}px 0px 1000000% 0px`;

/**
 * True while the element has scrolled up out of view, above the top bar; false while it is in
 * view or still below the screen. An IntersectionObserver rather than a scroll listener: the
 * browser tells only when the element crosses the edge, and nothing runs on each scroll.
 */
export function useScrolledAbove(ref: RefObject<Element | null>): boolean {
  const [above, setAbove] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setAbove(!entry.isIntersecting);
      },
      { rootMargin: EVERYTHING_BELOW_THE_TOP_BAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return above;
}

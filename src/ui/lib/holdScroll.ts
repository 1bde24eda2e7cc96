/**
 * What a shopper does to scroll, or to act on the page: from then on the page is theirs. A scroll
 * event cannot tell the shopper's scrolling from the shop's, so it is not among them.
 */
const SHOPPER_ACTIONS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export interface HeldPlace {
  /** Scrolls the page to the place: a remembered offset, a section. */
  readonly place: () => void;
  /**
   * True once the place is reached for good: from then on the browser's scroll anchoring (or a
   * windowed list's own) keeps what is on screen still better than setting the offset again.
   * Without it, a place at an offset (`top`) is reached once the page is there, and any other
   * place is held until the shopper acts.
   */
  readonly reached?: () => boolean;
  /** Runs once, when the page is let go. */
  readonly onRelease?: () => void;
  /** The place's offset from the top of the document, when the place is an offset. */
  readonly top?: number;
}

/** The offset held now, if the place held is one. */
let held: { readonly top: number } | null = null;

/**
 * Where the page is being placed while it is held at an offset, or null. Until the page is tall
 * enough the browser cuts the offset to the page's end, so the page may show rows it is only
 * passing through: a windowed list lays its first rows out here instead, and measures none of
 * those (a row measured on the way would move every card below it from where the offset found it).
 */
export function heldOffset(): number | null {
  return held?.top ?? null;
}

/**
 * Places the page now, and again each time the page changes height, until the place is reached,
 * the shopper acts, or the returned function is called. A page whose content comes late (the
 * catalogue, a windowed list, the home page's bands that take their real height only near the
 * viewport) would otherwise stop short of the place, or the browser would cut the offset to the
 * height the page had when it was set.
 */
export function holdScroll({
  place,
  top,
  reached = top === undefined ? () => false : () => Math.abs(window.scrollY - top) < 1,
  onRelease,
}: HeldPlace): () => void {
  let holding = true;
  const offset = top === undefined ? null : { top };
  held = offset;
  const observer =
    typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => placeAgain());
  const release = () => {
    if (!holding) return;
    holding = false;
    if (held === offset) held = null;
    observer?.disconnect();
    for (const type of SHOPPER_ACTIONS) window.removeEventListener(type, release, true);
    onRelease?.();
  };
  const placeAgain = () => {
    place();
    if (reached()) release();
  };
  for (const type of SHOPPER_ACTIONS) {
    window.addEventListener(type, release, { capture: true, passive: true });
  }
  observer?.observe(document.body);
  placeAgain();
  return release;
}

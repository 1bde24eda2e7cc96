/**
 * What a shopper does to scroll, or to act on the page: from then on the page is theirs. A scroll
 * event cannot tell the shopper's scrolling from the shop's, so it is not among them.
 */
const SHOPPER_ACTIONS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Places the page now (`place` scrolls it: to a remembered offset, to a section), and again each
 * time the page changes height, until the shopper acts or the returned function is called; then
 * `onRelease` runs, once. A page whose content comes late (the catalogue, a windowed list, the
 * home page's bands that take their real height only near the viewport) would otherwise stop short
 * of the place, or the browser would cut the offset to the height the page had when it was set.
 */
export function holdScroll(place: () => void, onRelease: () => void = () => {}): () => void {
  place();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => place());
  observer?.observe(document.body);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    observer?.disconnect();
    for (const type of SHOPPER_ACTIONS) window.removeEventListener(type, release, true);
    onRelease();
  };
  for (const type of SHOPPER_ACTIONS) {
    window.addEventListener(type, release, { capture: true, passive: true });
  }
  return release;
}

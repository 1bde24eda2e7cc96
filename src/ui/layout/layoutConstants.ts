/** Spec section 9: the top bar gains its shadow once the page is scrolled 20 pixels. */
export const TOP_BAR_SHADOW_SCROLL_PX = 20;

/** Spec section 9: toasts last 3000 ms by default, at most 20 at once (react-hot-toast's own limit). */
export const TOAST_DURATION_MS = 3000;
export const MAX_TOASTS = 20;

/**
 * How far from the top of the screen toasts begin (6rem, a Tailwind class): below the top bar
 * (4rem) and the preview banner above it (up to 1.75rem), so a toast never covers the menu, cart
 * or account buttons. At react-hot-toast's default (16 px) it did, and a pointer resting on a
 * toast pauses it: a shopper reaching for the menu right after logging in on a phone could not
 * (docs/beyond-the-spec.md).
 */
export const TOASTS_TOP_CLASS = 'top-24';

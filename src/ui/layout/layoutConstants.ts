/** Spec section 9: the top bar gains its shadow once the page is scrolled 20 pixels. */
export const TOP_BAR_SHADOW_SCROLL_PX = 20;

/** Spec section 9: toasts last 3000 ms by default, at most 20 at once (react-hot-toast's own limit). */
export const TOAST_DURATION_MS = 3000;
export const MAX_TOASTS = 20;

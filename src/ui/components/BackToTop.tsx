import { useSyncExternalStore } from 'react';
import { ArrowUp } from 'lucide-react';

/** Screens scrolled past before the control shows: nearer the top, the top is a swipe away. */
const SCREENS_DOWN = 2;

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const farDown = () => window.scrollY > window.innerHeight * SCREENS_DOWN;

/**
 * Back to top, for a long list: shown once the page is scrolled a few screens down, in the corner
 * of the screen. It scrolls as the page does (smoothly, instantly with reduced motion or over a
 * windowed list: styles.css) and moves focus to the page's heading, so the keyboard goes on from
 * the top too and focus is not lost with the control, which goes once the top is reached.
 */
export function BackToTop() {
  const shown = useSyncExternalStore(subscribeToScroll, farDown, () => false);
  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={() => {
        document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
        window.scrollTo({ top: 0 });
      }}
      className="fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-20 flex min-h-12 items-center gap-2 rounded-full bg-white px-4 font-semibold text-brand-800 shadow-lg ring-1 ring-stone-300 transition hover:bg-brand-50 motion-reduce:transition-none sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" width={18} height={18} />
      Back to top
    </button>
  );
}

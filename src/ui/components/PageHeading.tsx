import type { ReactNode } from 'react';

/**
 * A signed-in page's title (My Cart, My Profile). Focusable from script, so that a new page
 * can take the focus to its heading.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 tabIndex={-1} className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
      {children}
    </h1>
  );
}

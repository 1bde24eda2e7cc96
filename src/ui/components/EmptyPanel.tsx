import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The button-like look of the way on from an empty panel (a link or a button). */
export const EMPTY_PANEL_ACTION_CLASS =
  'mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800';

/** A card that says there is nothing to show here, under its icon, and offers a way on. */
export function EmptyPanel({ Icon, children }: { Icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-100 text-brand-800">
        <Icon aria-hidden="true" width={30} height={30} />
      </span>
      {children}
    </div>
  );
}

import { BadgeCheck, Check, Clock, RotateCcw, Truck, type LucideIcon } from 'lucide-react';
import { PERKS } from './detailPageCopy';

const PERK_ICONS: readonly LucideIcon[] = [Truck, RotateCcw, Clock, BadgeCheck];

/** What every order comes with (delivery, returns, ...), under Add to Cart. */
export function PlantPerks() {
  return (
    <ul
      aria-label="Perks"
      className="mt-6 grid gap-3 border-t border-stone-200 pt-6 sm:grid-cols-2 md:grid-cols-1 xl:grid-cols-2"
    >
      {PERKS.map((perk, index) => {
        const Icon = PERK_ICONS[index] ?? Check;
        return (
          <li key={perk} className="flex items-center gap-3 text-sm text-stone-700">
            <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
              <Icon aria-hidden="true" width={18} height={18} />
            </span>
            {perk}
          </li>
        );
      })}
    </ul>
  );
}

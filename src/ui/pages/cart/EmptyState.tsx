import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/ui/lib/paths';

/** Spec section 2: an empty cart or wishlist offers a Browse Plants link. */
export function EmptyState({
  Icon,
  title,
  text,
}: {
  Icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
      <span className="grid h-16 w-16 place-items-center rounded-full bg-brand-100 text-brand-800">
        <Icon aria-hidden="true" width={30} height={30} />
      </span>
      <h2 className="mt-5 font-display text-2xl font-bold text-stone-900">{title}</h2>
      <p className="mt-2 max-w-sm text-stone-600">{text}</p>
      <Link
        to={PATHS.plants}
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Browse Plants
      </Link>
    </div>
  );
}

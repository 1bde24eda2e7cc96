import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EMPTY_PANEL_ACTION_CLASS, EmptyPanel } from '@/ui/components/EmptyPanel';
import { PATHS } from '@/ui/lib/paths';

/** Spec section 2: an empty cart or wishlist offers a Browse Plants link, after `children`. */
export function EmptyState({
  Icon,
  title,
  text,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <EmptyPanel Icon={Icon}>
      <h2 className="mt-5 font-display text-2xl font-bold text-stone-900">{title}</h2>
      <p className="mt-2 max-w-sm text-stone-600">{text}</p>
      {children}
      <Link to={PATHS.plants} className={EMPTY_PANEL_ACTION_CLASS}>
        Browse Plants
      </Link>
    </EmptyPanel>
  );
}

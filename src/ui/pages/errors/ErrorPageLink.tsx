import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const LOOKS = {
  primary: 'rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800',
  secondary:
    'rounded-lg px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50',
} as const;

/** A way on from an error screen, drawn as a button: the first choice filled, the other outlined. */
export function ErrorPageLink({
  to,
  look,
  children,
}: {
  to: string;
  look: keyof typeof LOOKS;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={LOOKS[look]}>
      {children}
    </Link>
  );
}

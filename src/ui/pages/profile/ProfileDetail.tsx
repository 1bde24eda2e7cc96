import type { ReactNode } from 'react';

/** One line of the profile's view mode: an icon, what it is, and its value. */
export function ProfileDetail({
  icon,
  term,
  children,
}: {
  icon: ReactNode;
  term: string;
  children: ReactNode;
}) {
  // A <dl> group holds only its <dt> and <dd>, so the icon sits inside the term.
  return (
    <div className="relative py-4 pl-14">
      <dt className="text-sm font-semibold text-stone-600">
        <span
          className="absolute top-4 left-0 grid h-10 w-10 place-items-center rounded-xl bg-brand-50 text-brand-800"
          aria-hidden="true"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 wrap-anywhere text-stone-900">{children}</dd>
    </div>
  );
}

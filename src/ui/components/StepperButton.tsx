import type { ReactNode } from 'react';

/** The stepper's minus or plus (its icon, the child): a 44 px round button that greys out at its limit. */
export function StepperButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-stone-800 transition hover:bg-brand-100 hover:text-brand-900 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent motion-reduce:transition-none"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      {children}
    </button>
  );
}

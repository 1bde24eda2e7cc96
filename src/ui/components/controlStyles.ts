/** The look the shop's controls share: the forms' fields and buttons, the listing's search and links. */
export const INPUT_CLASS =
  'block h-12 w-full rounded-lg border bg-white px-4 text-base text-stone-900 shadow-sm transition ' +
  'placeholder:text-stone-500 focus:border-brand-700 disabled:cursor-not-allowed disabled:bg-stone-100';

export function inputBorder(invalid: boolean): string {
  return invalid ? 'border-red-700' : 'border-stone-500';
}

export const PRIMARY_BUTTON_CLASS =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 ' +
  'font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';

export const SECONDARY_BUTTON_CLASS =
  'inline-flex min-h-12 w-full items-center justify-center gap-3 rounded-lg bg-white px-6 py-3 ' +
  'font-semibold text-stone-800 shadow-sm ring-1 ring-stone-400 transition hover:bg-stone-50 ' +
  'disabled:cursor-not-allowed disabled:opacity-70';

/** A text-sized action that still offers a 44 px touch target. */
export const TEXT_ACTION_CLASS =
  'inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-brand-800 underline-offset-4 ' +
  'hover:underline disabled:cursor-not-allowed disabled:opacity-70';

import { lazy } from '@/modules/shared/domain/lazy';

const longUsDate = lazy(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }));

export const UNKNOWN_DATE = 'Unknown';

/** Spec section 2: profile dates in long US format, e.g. "November 22, 2026". */
export function formatLongUsDate(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return UNKNOWN_DATE;
  return longUsDate().format(date);
}

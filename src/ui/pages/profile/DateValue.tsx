import { formatLongUsDate, UNKNOWN_DATE } from './formatLongUsDate';

/** A date of the account in long US form, marked up as a <time> when it is known. */
export function DateValue({ date }: { date: Date | null }) {
  const text = formatLongUsDate(date);
  return date && text !== UNKNOWN_DATE ? (
    <time dateTime={date.toISOString()}>{text}</time>
  ) : (
    <>{text}</>
  );
}

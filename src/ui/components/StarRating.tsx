/** Lucide's "star" (ISC licence), drawn on its 24-unit grid. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STAR_UNITS = 24;
const STARS = [1, 2, 3, 4, 5] as const;
/** Between two stars, as the gap-1 between five separate icons was. */
const GAP_PX = 4;

/**
 * Five stars filled to the rating, with the number for screen readers and sighted users alike.
 * The stars are one picture, not five icons: every card of a grid has a rating, and five icons a
 * card were most of the SVG elements on /plants (the count before and after: ADR 0022).
 */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const rounded = Math.round(rating);
  const gapUnits = (GAP_PX * STAR_UNITS) / size;
  const pitch = STAR_UNITS + gapUnits;
  const widthUnits = STARS.length * pitch - gapUnits;
  return (
    <span
      className="inline-flex items-center gap-1"
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
    >
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${widthUnits} ${STAR_UNITS}`}
        width={(widthUnits * size) / STAR_UNITS}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {STARS.map((n) => (
          <path
            key={n}
            d={STAR_PATH}
            transform={`translate(${(n - 1) * pitch} 0)`}
            className={n <= rounded ? 'fill-amber-400 text-amber-400' : 'text-stone-300'}
          />
        ))}
      </svg>
      <span aria-hidden="true" className="ml-1 text-sm text-stone-600">
        {rating.toFixed(1)}
      </span>
    </span>
  );
}

import { Star } from 'lucide-react';

/** Five stars filled to the rating, with the number for screen readers and sighted users alike. */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const rounded = Math.round(rating);
  return (
    <span
      className="inline-flex items-center gap-1"
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          width={size}
          height={size}
          className={n <= rounded ? 'fill-amber-400 text-amber-400' : 'text-stone-300'}
        />
      ))}
      <span aria-hidden="true" className="ml-1 text-sm text-stone-600">
        {rating.toFixed(1)}
      </span>
    </span>
  );
}

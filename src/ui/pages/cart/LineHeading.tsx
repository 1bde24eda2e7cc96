import type { Plant } from '@/modules/shared/domain/Plant';
import { Link } from 'react-router-dom';
import { plantPath } from '@/ui/lib/paths';

/** A cart line's or a saved plant's name, the link to its page, and its category under it. */
export function LineHeading({ plant }: { plant: Plant }) {
  return (
    <>
      <h3 className="font-display text-lg leading-snug font-semibold break-words text-stone-900">
        <Link
          to={plantPath(plant.plantId)}
          className="-my-3 inline-block py-3 hover:text-brand-700 hover:underline"
        >
          {plant.plantName}
        </Link>
      </h3>
      <p className="text-sm text-stone-600">{plant.category}</p>
    </>
  );
}

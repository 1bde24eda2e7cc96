import { Link } from 'react-router-dom';
import type { Plant } from '@/modules/shared/domain/Plant';
import { PlantThumbnail } from '@/ui/components/PlantThumbnail';
import { plantPath } from '@/ui/lib/paths';

/**
 * A cart line's or a saved plant's picture, a link to its page for the pointer only: the name
 * beside it is the same link, so the keyboard and screen readers meet it once.
 */
export function LinePicture({ plant, className = '' }: { plant: Plant; className?: string }) {
  return (
    <Link
      to={plantPath(plant.plantId)}
      tabIndex={-1}
      aria-hidden="true"
      className={className ? `shrink-0 ${className}` : 'shrink-0'}
    >
      <PlantThumbnail
        plant={plant}
        size={96}
        lazy
        className="h-20 w-20 rounded-xl bg-brand-50 object-cover sm:h-24 sm:w-24"
      />
    </Link>
  );
}

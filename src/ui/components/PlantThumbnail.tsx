import type { Plant } from '@/modules/shared/domain/Plant';
import { publicAsset } from '@/ui/lib/paths';

/**
 * A small square of a plant's picture beside its name, which says what it is: so no alt text.
 * `lazy` for a list that may run below the screen.
 */
export function PlantThumbnail({
  plant,
  size,
  lazy = false,
  className,
}: {
  plant: Plant;
  size: number;
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={publicAsset(plant.image)}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      className={className}
    />
  );
}

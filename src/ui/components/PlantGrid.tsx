import type { Plant } from '@/modules/shared/domain/Plant';
import { PlantCard } from './PlantCard';

/**
 * Spec section 2: 1 column on small screens, 2 on medium, 4 on large. The
 * cards of a row share its height, so their prices line up. For long lists
 * see VirtualPlantGrid. (content-visibility on the cards was tried for issue
 * 12: paint went down but the first render's longest task went up, README.)
 */
export function PlantGrid({
  plants,
  eagerCount = 0,
}: {
  plants: readonly Plant[];
  eagerCount?: number;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4" aria-label="Plants">
      {plants.map((plant, position) => (
        <li key={plant.plantId} className="flex">
          <div className="grid w-full">
            <PlantCard plant={plant} position={position} eager={position < eagerCount} />
          </div>
        </li>
      ))}
    </ul>
  );
}

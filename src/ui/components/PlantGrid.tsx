import { useDeferredValue } from 'react';
import type { Plant } from '@/modules/shared/domain/Plant';
import { GridPlantCard } from './PlantCard';

/**
 * The cards of a grid's first render: two rows of four on a wide screen, more than a phone's
 * screen holds. The rest follow in a render of their own straight after, so the first cards are
 * painted without waiting for the whole grid (ADR 0022).
 */
export const FIRST_RENDER_CARDS = 8;

/**
 * Spec section 2: 1 column on small screens, 2 on medium, 4 on large. The
 * cards of a row share its height, so their prices line up. For long lists
 * see VirtualPlantGrid. (content-visibility on the cards was tried: paint went
 * down but the first render's longest task went up: ADR 0022.)
 */
export function PlantGrid({
  plants,
  eagerCount = 0,
}: {
  plants: readonly Plant[];
  eagerCount?: number;
}) {
  // On mount React renders the first cards, then every card in a background render
  // (useDeferredValue's initial value); a grid of no more cards renders whole at once.
  const shown = useDeferredValue(
    plants,
    plants.length > FIRST_RENDER_CARDS ? plants.slice(0, FIRST_RENDER_CARDS) : undefined,
  );
  return (
    <ul
      className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4"
      aria-label="Plants"
      // Busy while cards are still to come, so assistive technology waits for the whole list.
      aria-busy={shown !== plants}
    >
      {shown.map((plant, position) => (
        <li key={plant.plantId} className="flex">
          <div className="grid w-full">
            <GridPlantCard plant={plant} position={position} eager={position < eagerCount} />
          </div>
        </li>
      ))}
    </ul>
  );
}

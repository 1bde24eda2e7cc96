import { useId, useMemo } from 'react';
import { MORE_PLANTS_LIKE_THIS } from '@/modules/plants/domain/plantMessages';
import { similarPlants } from '@/modules/plants/domain/similarPlants';
import type { Plant } from '@/modules/shared/domain/Plant';
import { PlantGrid } from '@/ui/components/PlantGrid';
import { usePlants } from '@/ui/hooks/usePlants';

/**
 * Beyond the spec (docs/beyond-the-spec.md): the detail page ends with plants like this one, so a
 * shopper who does not take this plant goes on to another. The catalogue is the one the detail
 * was found in, read once; while it loads, or if it fails, the section is simply not there.
 */
export function MorePlantsLikeThis({ plant }: { plant: Plant }) {
  const catalogue = usePlants();
  const headingId = useId();
  const plants = catalogue.status === 'loaded' ? catalogue.plants : null;
  const similar = useMemo(() => (plants ? similarPlants(plant, plants) : []), [plant, plants]);
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
      <h2 id={headingId} className="mb-6 font-display text-2xl font-bold text-stone-900">
        {MORE_PLANTS_LIKE_THIS}
      </h2>
      <PlantGrid plants={similar} />
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Plant } from '@/modules/shared/domain/Plant';
import { USE_CASES } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';
import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { PAGE_HEAD_TABLE } from '@/ui/lib/pageHeadTable';
import { MorePlantsLikeThis } from './MorePlantsLikeThis';
import { PlantDetails } from './PlantDetails';
import { PlantNotFound, PLANT_NOT_FOUND_TITLE } from './PlantNotFound';

export const LOADING_PLANT_DETAILS = 'Loading plant details...';

/** What the lookup of one route id gave: the plant, or null when there is none (or it failed). */
interface Lookup {
  readonly forId: string | undefined;
  readonly plant: Plant | null;
}

/**
 * Spec section 2, the plant detail (/plant/:plantId): loading text, then the
 * plant, or 'Plant Not Found' for an unknown id or a failed load.
 */
export function PlantDetailPage() {
  const { plantId } = useParams();
  const findPlant = useInjection(USE_CASES.FindPlant);
  const [lookup, setLookup] = useState<Lookup | null>(null);

  useEffect(() => {
    let current = true;
    findPlant.execute(plantId).then(
      (plant) => current && setLookup({ forId: plantId, plant }),
      // The spec shows a failed load the same way as an unknown id.
      () => current && setLookup({ forId: plantId, plant: null }),
    );
    return () => {
      current = false;
    };
  }, [findPlant, plantId]);

  // A lookup made for another id (the route changed) is still loading for this one.
  const result = lookup && lookup.forId === plantId ? lookup : null;
  usePageTitle(
    result ? (result.plant?.plantName ?? PLANT_NOT_FOUND_TITLE) : PAGE_HEAD_TABLE.plant.title,
  );

  if (!result) return <LoadingPlant />;
  if (!result.plant) return <PlantNotFound />;
  // Keyed by plant: another plant starts again at quantity 1 with no confirmation showing.
  return (
    <PlantDetails key={result.plant.plantId} plant={result.plant}>
      <MorePlantsLikeThis plant={result.plant} />
    </PlantDetails>
  );
}

function LoadingPlant() {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-4 px-4 py-24 text-center"
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <p className="text-stone-700">{LOADING_PLANT_DETAILS}</p>
    </div>
  );
}

export default PlantDetailPage;

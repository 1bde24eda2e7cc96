import { PLANT_LIST_LOAD_FAILED } from '@/modules/plants/domain/plantMessages';
import { LoadFailed } from '@/ui/components/LoadFailed';
import { Spinner } from '@/ui/components/Spinner';
import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { PAGE_HEAD_TABLE } from '@/ui/lib/pageHeadTable';
import { usePlants } from '@/ui/hooks/usePlants';
import { PlantListing } from './PlantListing';

/**
 * Spec section 2: a grid of every plant of the shared plant data. Beyond the
 * spec (docs/beyond-the-spec.md), a search, filters and a sort, kept in the URL; without them
 * the grid is the spec's.
 */
export function PlantsPage() {
  usePageTitle(PAGE_HEAD_TABLE.plants.title);
  const plants = usePlants();
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 tabIndex={-1} className="font-display text-4xl font-bold text-stone-900">
        All Plants
      </h1>
      <p className="mt-2 mb-8 text-stone-600">
        {plants.status === 'loaded'
          ? `${plants.plants.length} plants, hand-picked from our partner nurseries.`
          : 'Hand-picked from our partner nurseries.'}
      </p>
      {plants.status === 'loading' && <Spinner label="Loading plants" />}
      {plants.status === 'error' && (
        <LoadFailed message={PLANT_LIST_LOAD_FAILED} onRetry={plants.retry} />
      )}
      {plants.status === 'loaded' && <PlantListing catalogue={plants.plants} />}
    </section>
  );
}

export default PlantsPage;

import { Link } from 'react-router-dom';
import { popularPlants } from '@/modules/plants/domain/homeRules';
import { viewAllPlantsLabel } from '@/modules/plants/domain/plantMessages';
import { PLANT_LIST_LOAD_FAILED } from '@/modules/plants/domain/plantMessages';
import { PATHS } from '@/ui/lib/paths';
import { LoadFailed } from '@/ui/components/LoadFailed';
import { PlantGrid } from '@/ui/components/PlantGrid';
import { Spinner } from '@/ui/components/Spinner';
import { usePlants } from '@/ui/hooks/usePlants';

/** Spec section 2: the first 8 plants, a spinner, the error text and 'View All N Plants'. */
export function PopularPlants() {
  const plants = usePlants();
  return (
    <section
      aria-labelledby="popular-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mb-10 text-center">
        <h2
          id="popular-heading"
          className="font-display text-3xl font-bold text-stone-900 sm:text-4xl"
        >
          Popular Plants
        </h2>
        <p className="mt-3 text-stone-600">
          Our customers' favourites, ready to settle into your home.
        </p>
      </div>
      {/*
       * While the catalogue is on its way the spinner holds a screen's height, about what the
       * cards take on a desktop and less than on a phone (ADR 0028): the sections below stay out
       * of reach of the browser's lazy loading, so their pictures do not share the network with
       * the hero's (and do not move up, then down).
       */}
      {plants.status === 'loading' && (
        <div className="min-h-svh">
          <Spinner label="Loading plants" />
        </div>
      )}
      {plants.status === 'error' && (
        <LoadFailed message={PLANT_LIST_LOAD_FAILED} onRetry={plants.retry} />
      )}
      {plants.status === 'loaded' && (
        <>
          <PlantGrid plants={popularPlants(plants.plants)} />
          <div className="mt-10 text-center">
            <Link
              to={PATHS.plants}
              className="inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {viewAllPlantsLabel(plants.plants.length)}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_SEARCH_LENGTH } from '@/modules/plants/domain/PlantQuery';
import { PATHS, PLANT_SEARCH_KEY, plantsSearchPath } from '@/ui/lib/paths';

/**
 * A search from the 404 page: whatever was looked for at a wrong address may be a plant. A form
 * that works without the script too (GET /plants?q=...); with it, the listing opens in the page.
 */
export function SearchThePlants() {
  const navigate = useNavigate();
  const inputId = useId();
  return (
    <form
      role="search"
      aria-label="Plants"
      action={PATHS.plants}
      method="get"
      className="mt-8 flex w-full max-w-md flex-col gap-2 text-left sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const search = new FormData(event.currentTarget).get(PLANT_SEARCH_KEY);
        void navigate(plantsSearchPath(typeof search === 'string' ? search : ''));
      }}
    >
      <div className="flex-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
          Search plants
        </label>
        <input
          id={inputId}
          type="search"
          name={PLANT_SEARCH_KEY}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Try fern, pet safe or low light"
          className="mt-1.5 h-12 w-full rounded-lg border border-stone-500 bg-white px-3 text-base text-stone-900"
        />
      </div>
      <button
        type="submit"
        className="h-12 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Search
      </button>
    </form>
  );
}

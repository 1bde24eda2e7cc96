import type { FacetCount } from '@/modules/plants/domain/plantFacets';
import { isChoiceEnabled } from '@/modules/plants/domain/filterChoiceRules';

/**
 * One filter group: a fieldset of checkboxes, one per value the catalogue
 * offers, each with its number of plants. Checked values combine with OR. A value that would add
 * no plant is disabled; a checked one can always be unticked (filterChoiceRules).
 */
export function FacetFilter({
  legend,
  facets,
  selected,
  onToggle,
}: {
  legend: string;
  facets: readonly FacetCount[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}) {
  if (facets.length === 0) return null;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {facets.map((facet) => {
          const checked = selected.includes(facet.value);
          return (
            <label
              key={facet.value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-white px-3 text-sm text-stone-800 shadow-sm ring-1 ring-stone-300 transition select-none hover:ring-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-100 has-[:disabled]:text-stone-600 has-[:disabled]:shadow-none has-[:disabled]:ring-stone-200 has-[:disabled]:hover:ring-stone-200"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={checked}
                disabled={!isChoiceEnabled(facet.count, checked)}
                onChange={(event) => onToggle(facet.value, event.target.checked)}
              />
              {facet.value}
              <span className="text-stone-600">({facet.count})</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

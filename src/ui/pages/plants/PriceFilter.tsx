import { memo, useId, useState } from 'react';
import { orderedPriceRange, type PriceRange } from '@/modules/plants/domain/priceRange';
import { PRICE_FILTER_LEGEND } from '@/modules/plants/domain/plantMessages';
import { priceBound } from './plantQueryUrl';

const FIELD_CLASS =
  'block h-11 w-24 rounded-lg border border-stone-500 bg-white pr-3 pl-7 text-base text-stone-900 shadow-sm focus:border-brand-700';

function dollarsOf(cents: number | null): string {
  return cents === null ? '' : String(Math.floor(cents / 100));
}

/**
 * The price range: two fields of whole dollars, either may be left blank. What is typed is the
 * field's own until the shopper leaves the field or presses Enter, so typing "25" is one step
 * in the history and one new grid, not two. What cannot be read as dollars counts as blank.
 * Memoised: the bar around it is drawn again at each keystroke of the search.
 */
export const PriceFilter = memo(function PriceFilter({
  range,
  onChange,
}: {
  range: PriceRange;
  onChange: (range: PriceRange) => void;
}) {
  const id = useId();
  const [min, setMin] = useState(() => dollarsOf(range.min));
  const [max, setMax] = useState(() => dollarsOf(range.max));
  // Back, Clear all or a link bring another range: each end that changed shows it. An end that
  // did not change keeps what is being typed in it (leaving Min for Max applies Min).
  const [drawnFor, setDrawnFor] = useState(range);
  if (drawnFor !== range) {
    if (drawnFor.min !== range.min) setMin(dollarsOf(range.min));
    if (drawnFor.max !== range.max) setMax(dollarsOf(range.max));
    setDrawnFor(range);
  }

  const commit = () => {
    const next = orderedPriceRange(priceBound(min), priceBound(max));
    if (next.min !== range.min || next.max !== range.max) onChange(next);
    else {
      setMin(dollarsOf(range.min));
      setMax(dollarsOf(range.max));
    }
  };

  const field = (
    name: 'min' | 'max',
    label: string,
    value: string,
    setValue: (text: string) => void,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm text-stone-700">
        {label}
      </label>
      <div className="relative mt-1">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-600"
        >
          $
        </span>
        <input
          id={`${id}-${name}`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          className={FIELD_CLASS}
        />
      </div>
    </div>
  );

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-stone-800">{PRICE_FILTER_LEGEND}</legend>
      <div className="mt-2 flex items-end gap-2">
        {field('min', 'Min price', min, setMin)}
        <span aria-hidden="true" className="pb-2.5 text-stone-600">
          to
        </span>
        {field('max', 'Max price', max, setMax)}
      </div>
    </fieldset>
  );
});

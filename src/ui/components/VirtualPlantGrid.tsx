import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useWindowVirtualizer, type Range, type VirtualItem } from '@tanstack/react-virtual';
import type { Plant } from '@/modules/shared/domain/Plant';
import { HistoryEntryMemory } from '@/ui/lib/HistoryEntryMemory';
import { heldOffset } from '@/ui/lib/holdScroll';
import { GridPlantCard } from './PlantCard';

/**
 * The spec's grid (1 column on small screens, 2 on medium, 4 on large) for a
 * long list: only the rows near the viewport are in the DOM, the page keeps
 * its full height and scrolls as usual (the window is the scroller). Each card
 * is still an <article> in a list item, and keeps its position's badge.
 *
 * Columns follow the same breakpoints as PlantGrid's CSS (Tailwind md, lg), so
 * a list shows the same columns windowed or not; the container's measured
 * width sizes the rows until they are measured for real.
 */
const MEDIUM = '(min-width: 48rem)';
const LARGE = '(min-width: 64rem)';

/** gap-6 between cards, both ways. */
const GAP_PX = 24;
/** A card's height below its square picture (category, name, rating, price row), roughly. */
const CARD_TEXT_ESTIMATE_PX = 180;
/**
 * Rows rendered beyond the viewport at each end, so a scroll finds cards already there. One: every
 * row rendered is rewritten on each keystroke of a search (keyboard focus has FOCUS_REACH_ROWS).
 */
const OVERSCAN_ROWS = 1;
/**
 * The row holding keyboard focus stays rendered, with the rows after it, while it is at most this
 * many rows from the viewport: Tab always has a next card to go to, however fast it is pressed.
 */
const FOCUS_REACH_ROWS = 10;

/**
 * The rows measured on each of the last few history entries that showed a windowed list. Back to
 * an entry, the grid lays its rows out at the heights they had, not at the estimate: the page's
 * remembered scroll offset then finds the same cards (ScrollRestorer), however far down they are.
 */
const measuredRowsByEntry = new HistoryEntryMemory<VirtualItem[]>(10);

function rowsToRender(range: Range, focusedRow: number | null): number[] {
  let start = Math.max(0, range.startIndex - range.overscan);
  let end = Math.min(range.count - 1, range.endIndex + range.overscan);
  if (
    focusedRow !== null &&
    focusedRow < range.count &&
    focusedRow >= start - FOCUS_REACH_ROWS &&
    focusedRow <= end + FOCUS_REACH_ROWS
  ) {
    start = Math.min(start, focusedRow);
    end = Math.min(range.count - 1, Math.max(end, focusedRow + range.overscan));
  }
  // Contiguous: the rows are laid out by the CSS grid one after the other.
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, offset) => start + offset);
}

function subscribeToBreakpoints(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const queries = [window.matchMedia(MEDIUM), window.matchMedia(LARGE)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

function columnsForViewport(): 1 | 2 | 4 {
  if (typeof window.matchMedia !== 'function') return 1;
  if (window.matchMedia(LARGE).matches) return 4;
  return window.matchMedia(MEDIUM).matches ? 2 : 1;
}

/** 1, 2 or 4, with the viewport. */
export function useGridColumns(): 1 | 2 | 4 {
  return useSyncExternalStore(subscribeToBreakpoints, columnsForViewport, () => 1);
}

interface Placement {
  /** The list's width in pixels, or null before it is measured. */
  readonly width: number | null;
  /** Where the list starts, from the top of the document. */
  readonly top: number;
}

/**
 * Where the last windowed list was. A list shown again on the page (a search found nothing, then
 * something) starts there: its first rows are laid out at their width, not laid out again.
 */
let lastPlacement: Placement = { width: null, top: 0 };

/**
 * The list's width and document offset, kept up to date as it or anything
 * above it changes size (a filter panel opening, fonts loading, a banner).
 */
function useListPlacement(list: React.RefObject<HTMLUListElement | null>): Placement {
  const [placement, setPlacement] = useState<Placement>(() => lastPlacement);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => {
      const width = element.clientWidth;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      lastPlacement = { width, top };
      setPlacement((current) =>
        current.width === width && current.top === top ? current : { width, top },
      );
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    // Content above the list moving it shows as a change of the page's height.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list]);
  return placement;
}

export function VirtualPlantGrid({
  plants,
  eagerCount = 0,
}: {
  plants: readonly Plant[];
  eagerCount?: number;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const columns = useGridColumns();
  const { width, top } = useListPlacement(listRef);
  const rowCount = Math.ceil(plants.length / columns);
  const listWidth =
    width ?? Math.max(0, (typeof window === 'undefined' ? 0 : window.innerWidth) - 32);
  const cardWidth = Math.max(0, (listWidth - GAP_PX * (columns - 1)) / columns);
  const estimate = Math.round(cardWidth + CARD_TEXT_ESTIMATE_PX);

  const { key: entryKey } = useLocation();
  // Read once, on mount: the virtualizer takes it only then.
  const [measuredRows] = useState(() => measuredRowsByEntry.get(entryKey) ?? []);

  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const estimateSize = useCallback(() => estimate, [estimate]);
  const rangeExtractor = useCallback(
    (range: Range) => rowsToRender(range, focusedRow),
    [focusedRow],
  );
  // A row is known by its column count and place, as its element is (below): a new search or
  // filter shows other plants in the same rows, and a row whose height changes with them is
  // measured again by the virtualizer's ResizeObserver. Stable between renders: a new key
  // function makes the virtualizer recompute every row's position.
  const getItemKey = useCallback((row: number) => `${columns}:${row}`, [columns]);

  // The first render holds the rows in view only; the rows beyond them follow in a background
  // render straight after (useDeferredValue's initial value), so the first cards come sooner.
  const overscan = useDeferredValue(OVERSCAN_ROWS, 0);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: rowCount,
    estimateSize,
    overscan,
    gap: GAP_PX,
    scrollMargin: top,
    getItemKey,
    rangeExtractor,
    initialMeasurementsCache: measuredRows,
    // Back to this entry the page is held at its remembered offset, but until the list is in it
    // the browser has cut the offset to the short page's end. Rows laid out there would be
    // measured, and one unmeasured before would move every card below it off the remembered
    // offset; at the held offset the rows are the ones measured there before.
    initialOffset: () => heldOffset() ?? (typeof window === 'undefined' ? 0 : window.scrollY),
    initialRect:
      typeof window === 'undefined'
        ? undefined
        : { width: window.innerWidth, height: window.innerHeight },
  });

  useEffect(
    () => () => measuredRowsByEntry.set(entryKey, virtualizer.takeSnapshot()),
    [entryKey, virtualizer],
  );

  const rows = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const firstRow = rows[0];
  const lastRow = rows[rows.length - 1];
  const paddingTop = firstRow ? Math.max(0, firstRow.start - top) : 0;
  const paddingBottom = lastRow ? Math.max(0, totalSize - (lastRow.end - top)) : 0;

  return (
    <ul
      ref={listRef}
      // The page scrolls instantly while a windowed list is in it (styles.css, ADR 0040).
      data-windowed-list=""
      aria-label="Plants"
      // Busy while the rows beyond the view are still to come.
      aria-busy={overscan !== OVERSCAN_ROWS}
      className="grid gap-6"
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        paddingTop,
        paddingBottom,
        // The virtualizer keeps the scroll position itself when a row's measured height differs
        // from its estimate; the browser's own scroll anchoring would correct it twice.
        overflowAnchor: 'none',
      }}
      onFocus={(event) => {
        const item = event.target.closest<HTMLElement>('li[data-index]');
        setFocusedRow(item ? Number(item.dataset.index) : null);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(null);
      }}
    >
      {rows.flatMap((row) =>
        plants.slice(row.index * columns, (row.index + 1) * columns).map((plant, column) => {
          const position = row.index * columns + column;
          return (
            <li
              // Keyed by place, not by plant: a keystroke of a search changes every card in view,
              // and React then rewrites their text and links instead of building new cards.
              key={position}
              // Cards of a row stretch to one height: the first one measures the row.
              ref={column === 0 ? virtualizer.measureElement : undefined}
              data-index={row.index}
              aria-posinset={position + 1}
              aria-setsize={plants.length}
              className="flex"
            >
              <div className="grid w-full">
                <GridPlantCard plant={plant} position={position} eager={position < eagerCount} />
              </div>
            </li>
          );
        }),
      )}
    </ul>
  );
}

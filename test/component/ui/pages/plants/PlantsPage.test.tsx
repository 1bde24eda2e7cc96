import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { plantSearchEngine } from '@/di/plantSearchEngine';
import { STORES } from '@/di/tokens';
import type { Plant } from '@/modules/shared/domain/Plant';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { resolve } from '@/ui/di/useInjection';
import { renderApp } from '@test/support/renderApp';
import { aPlant } from '@test/support/plants';
import { smallPlantShop } from '@test/support/smallPlantShop';
import { useControlledTimers } from '@test/support/controlledTimers';
import { SEARCH_COMMIT_DELAY_MS } from '@/ui/pages/plants/useSearchDraft';
import { FIRST_RENDER_CARDS } from '@/ui/components/PlantGrid';
import { WINDOWING_THRESHOLD } from '@/ui/pages/plants/PlantResults';
import { holdScroll } from '@/ui/lib/holdScroll';

/**
 * The small shop of the plants domain's tests, with what these cases add: a low stock to badge
 * (Monstera, 3 left), a provider two plants share (Canopy & Clay) and prices that never tie.
 */
const shop: readonly Plant[] = smallPlantShop({
  1: { availableStock: 3 },
  4: { providerName: 'Canopy & Clay' },
  7: { price: 1099 },
});

const ALL_NAMES = shop.map((plant) => plant.plantName);

/** The page is a lazy route and CI machines can be busy: as long as test/setup.dom.ts allows. */
const SLOW = { timeout: 10_000 };
// Each journey below types, clicks and waits several times: give it more than vitest's 5 s.
vi.setConfig({ testTimeout: 30_000 });

function renderPlants(path = '/plants', plants: readonly Plant[] = shop) {
  const catalog = new InMemoryPlantCatalog(plants);
  return renderApp(createInMemoryContainer({ catalog }), path);
}

/** The names on the cards, in grid order. */
function cardNames(): string[] {
  const grid = screen.getByRole('list', { name: 'Plants' });
  return within(grid)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

async function showsNames(names: readonly string[]): Promise<void> {
  await waitFor(() => expect(cardNames()).toEqual(names), SLOW);
}

/**
 * The grid items each change of the page adds, in order. React builds a new list with its items
 * before putting it in the page, so the grid's own arrival counts the items of its first render.
 */
function watchGridItems(): {
  readonly added: readonly number[];
  /** Whether the grid said it was busy when each of those arrivals was seen. */
  readonly busy: readonly (string | null)[];
  stop: () => number[];
} {
  const added: number[] = [];
  const busy: (string | null)[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof Element)) continue;
      const items = node.matches('ul[aria-label="Plants"] > li')
        ? 1
        : node.querySelectorAll('ul[aria-label="Plants"] > li').length;
      if (items > 0) {
        added.push(items);
        busy.push(
          document.querySelector('ul[aria-label="Plants"]')?.getAttribute('aria-busy') ?? null,
        );
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    added,
    busy,
    stop() {
      observer.disconnect();
      return added;
    },
  };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search plants' });
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const resultCount = () =>
  screen.getAllByRole('status').find((el) => /plants?$/.test(el.textContent ?? ''));

describe('/plants without a query: the spec grid', () => {
  it('shows every plant in catalogue order with badges by position, nothing selected', async () => {
    const { router } = renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);

    expect(screen.getByRole('heading', { level: 1, name: 'All Plants' })).toBeInTheDocument();
    expect(
      screen.getByText('7 plants, hand-picked from our partner nurseries.'),
    ).toBeInTheDocument();
    expect(cardNames()).toEqual(ALL_NAMES);
    const cards = within(screen.getByRole('list', { name: 'Plants' })).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('span')?.textContent)).toEqual([
      'Best Seller',
      'Trending',
      'New',
      'Popular',
      'Best Seller',
      'Trending',
      'New',
    ]);
    expect(within(cards[0]!).getByText('Only 3 left')).toBeInTheDocument();

    expect(searchBox()).toHaveValue('');
    expect(sortSelect()).toHaveValue('featured');
    expect(
      screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([]);
    expect(resultCount()).toHaveTextContent('7 plants');
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(document.title).toBe('All Plants · Leafy');
  });

  it('puts the first cards in the page first, and every other card straight after', async () => {
    const plants = Array.from({ length: WINDOWING_THRESHOLD }, (_, index) =>
      aPlant({ plantId: index + 1, plantName: `Plant ${index + 1}` }),
    );
    const arrivals = watchGridItems();
    renderPlants('/plants', plants);
    await waitFor(() => expect(cardNames()).toHaveLength(WINDOWING_THRESHOLD), SLOW);
    const added = arrivals.stop();

    expect(added[0]).toBe(FIRST_RENDER_CARDS);
    // Busy, for assistive technology, until the last card is in.
    expect(arrivals.busy[0]).toBe('true');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Plants' })).toHaveAttribute('aria-busy', 'false'),
    );
    expect(added.reduce((sum, count) => sum + count, 0)).toBe(WINDOWING_THRESHOLD);
    expect(cardNames()).toEqual(plants.map((plant) => plant.plantName));
  });

  it('offers each category and care level of the catalogue with its count, in fieldsets', async () => {
    renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    const category = screen.getByRole('group', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Low Light(1)', 'Pet Friendly(1)', 'Succulents(3)', 'Tropical(2)']);
    const care = screen.getByRole('group', { name: 'Care level' });
    expect(
      within(care)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Easy(4)', 'Moderate(2)', 'Expert(1)']);
  });
});

describe('/plants search', () => {
  it('filters as you type (case and accents ignored) and writes q to the URL once typing pauses', async () => {
    const { router } = renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    // The pause that commits a search is the shop's timer: on a controlled clock the keystrokes
    // never pause, however busy the machine; the clock moves only when the test or a wait moves it.
    useControlledTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const pause = () => act(async () => void vi.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS));

    await user.type(searchBox(), 'CAFE');
    await showsNames(['Calathea Café au Lait']);
    expect(resultCount()).toHaveTextContent('1 plant');
    await pause();
    await waitFor(() => expect(router.state.location.search).toBe('?q=CAFE'), SLOW);
    // The first write of a search is a new history entry, so Back leaves the search.
    expect(router.state.historyAction).toBe('PUSH');

    await user.clear(searchBox());
    await user.type(searchBox(), 'fig');
    await showsNames(['Calathea Café au Lait', 'Bird of Paradise']);
    await pause();
    await waitFor(() => expect(router.state.location.search).toBe('?q=fig'), SLOW);
    // Going on with the search replaces that entry instead of adding one per pause.
    expect(router.state.historyAction).toBe('REPLACE');

    await act(() => router.navigate(-1));
    await showsNames(ALL_NAMES);
    expect(searchBox()).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('writes the search at once on Enter, trimmed', async () => {
    const user = userEvent.setup();
    const { router } = renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    await user.type(searchBox(), '  snake  {Enter}');
    expect(router.state.location.search).toBe('?q=snake');
    expect(searchBox()).toHaveValue('  snake  ');
    await showsNames(['Snake Plant']);
  });

  it('writes the search when the shopper leaves the box, and nothing after it', async () => {
    const { router } = renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    useControlledTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    // No wait between the keys and the Tab: a wait moves the controlled clock past the pause.
    await user.type(searchBox(), 'snake');
    expect(router.state.location.search).toBe('');
    await user.tab();
    expect(router.state.location.search).toBe('?q=snake');
    const left = router.state.location.key;
    await showsNames(['Snake Plant']);

    // The pause after typing comes and goes: the search was written once, when the box was left.
    await act(async () => void vi.advanceTimersByTime(SEARCH_COMMIT_DELAY_MS * 2));
    expect(router.state.location.key).toBe(left);
  });

  it('holds the typed search as unsaved input until it is in the URL: a reload would lose it', async () => {
    const container = createInMemoryContainer({ catalog: new InMemoryPlantCatalog(shop) });
    const { router } = renderApp(container, '/plants');
    const unsavedInput = resolve(container, STORES.UnsavedInput);
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    useControlledTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(searchBox(), 'snake');
    expect({ search: router.state.location.search, held: unsavedInput.held() }).toEqual({
      search: '',
      held: true,
    });
    await user.tab();
    expect({ search: router.state.location.search, held: unsavedInput.held() }).toEqual({
      search: '?q=snake',
      held: false,
    });
  });

  it('searches the provider and the category too', async () => {
    const user = userEvent.setup();
    renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    await user.type(searchBox(), 'canopy');
    await showsNames(['Echeveria', 'Haworthia']);
    await user.clear(searchBox());
    await user.type(searchBox(), 'low light');
    await showsNames(['Snake Plant']);
  });
});

describe('/plants best match', () => {
  /** The small shop and a plant named what two of its plants' nursery is called. */
  const withFern: readonly Plant[] = [
    ...shop,
    aPlant({ plantId: 8, plantName: 'Boston Fern', providerName: 'Moss Hollow' }),
  ];
  const sortChoices = () =>
    within(sortSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('orders a search best match first, a name above a nursery, and keeps Best match out of the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPlants('/plants', withFern);
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    expect(sortChoices()).not.toContain('Best match');

    await user.type(searchBox(), 'ferns{Enter}');
    await showsNames(['Boston Fern', 'Calathea Café au Lait', 'Bird of Paradise']);
    expect(sortSelect()).toHaveDisplayValue('Best match');
    expect(router.state.location.search).toBe('?q=ferns');

    // Another sort applies to what the search found, and is written because it is not the default.
    await user.selectOptions(sortSelect(), 'Featured');
    await showsNames(['Calathea Café au Lait', 'Bird of Paradise', 'Boston Fern']);
    expect(router.state.location.search).toBe('?q=ferns&sort=featured');
    await user.selectOptions(sortSelect(), 'Best match');
    await showsNames(['Boston Fern', 'Calathea Café au Lait', 'Bird of Paradise']);
    expect(router.state.location.search).toBe('?q=ferns');

    await user.clear(searchBox());
    await showsNames(withFern.map((plant) => plant.plantName));
    expect(sortSelect()).toHaveDisplayValue('Featured');
    expect(sortChoices()).not.toContain('Best match');
  });

  it('forgives a slip of the finger in a name', async () => {
    const user = userEvent.setup();
    renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    await user.type(searchBox(), 'monstra');
    await showsNames(['Monstera Deliciosa']);
  });

  it("falls back to the plain search when the search's code cannot be fetched", async () => {
    const user = userEvent.setup();
    const container = createInMemoryContainer({
      catalog: new InMemoryPlantCatalog(shop),
      searchEngine: plantSearchEngine(() => Promise.reject(new Error('offline'))),
    });
    renderApp(container, '/plants');
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    await user.type(searchBox(), 'snake');
    await showsNames(['Snake Plant']);
    await user.clear(searchBox());
    await user.type(searchBox(), 'monstra');
    expect(await screen.findByText('No plants match "monstra".', {}, SLOW)).toBeInTheDocument();
  });

  it('offers the nearest plant names as searches to run when a search finds nothing', async () => {
    renderPlants('/plants?q=mosntera');
    expect(await screen.findByText('No plants match "mosntera".', {}, SLOW)).toBeInTheDocument();
    const didYouMean = await screen.findByRole('navigation', { name: 'Did you mean' }, SLOW);
    expect(within(didYouMean).getByRole('link', { name: 'Monstera Deliciosa' })).toHaveAttribute(
      'href',
      '/plants?q=Monstera+Deliciosa',
    );
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  });
});

describe('/plants filters and sort', () => {
  it('checking boxes filters (OR within a group, AND across) and pushes each change to the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);

    await user.click(checkbox(/^Succulents/));
    await showsNames(['Echeveria', 'String of Pearls', 'Haworthia']);
    expect(router.state.location.search).toBe('?category=Succulents');
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(checkbox(/^Tropical/));
    await showsNames([
      'Monstera Deliciosa',
      'Echeveria',
      'String of Pearls',
      'Bird of Paradise',
      'Haworthia',
    ]);
    expect(router.state.location.search).toBe('?category=Succulents&category=Tropical');

    await user.click(checkbox(/^Moderate/));
    await showsNames(['String of Pearls', 'Bird of Paradise']);
    expect(router.state.location.search).toBe(
      '?category=Succulents&category=Tropical&care=Moderate',
    );
    expect(resultCount()).toHaveTextContent('2 plants');

    await user.click(checkbox(/^Succulents/));
    await showsNames(['Bird of Paradise']);
    expect(router.state.location.search).toBe('?category=Tropical&care=Moderate');
    expect(checkbox(/^Succulents/)).not.toBeChecked();
    expect(checkbox(/^Tropical/)).toBeChecked();
  });

  it('sorts by price both ways, rating and name; featured is the catalogue order', async () => {
    const user = userEvent.setup();
    const { router } = renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);

    await user.selectOptions(sortSelect(), 'Price: low to high');
    await showsNames([
      'Echeveria',
      'Haworthia',
      'String of Pearls',
      'Snake Plant',
      'Calathea Café au Lait',
      'Monstera Deliciosa',
      'Bird of Paradise',
    ]);
    expect(router.state.location.search).toBe('?sort=price-asc');

    await user.selectOptions(sortSelect(), 'Price: high to low');
    await showsNames([
      'Bird of Paradise',
      'Monstera Deliciosa',
      'Calathea Café au Lait',
      'Snake Plant',
      'String of Pearls',
      'Haworthia',
      'Echeveria',
    ]);

    await user.selectOptions(sortSelect(), 'Top rated');
    await showsNames([
      'Monstera Deliciosa',
      'Snake Plant',
      'Haworthia',
      'Echeveria',
      'Bird of Paradise',
      'Calathea Café au Lait',
      'String of Pearls',
    ]);

    await user.selectOptions(sortSelect(), 'Name: A to Z');
    await showsNames([
      'Bird of Paradise',
      'Calathea Café au Lait',
      'Echeveria',
      'Haworthia',
      'Monstera Deliciosa',
      'Snake Plant',
      'String of Pearls',
    ]);
    expect(router.state.location.search).toBe('?sort=name');
    // The first card always carries the first badge: badges follow the position shown.
    const first = within(screen.getByRole('list', { name: 'Plants' })).getAllByRole('article')[0]!;
    expect(first.querySelector('span')).toHaveTextContent('Best Seller');

    await user.selectOptions(sortSelect(), 'Featured');
    await showsNames(ALL_NAMES);
    expect(router.state.location.search).toBe('');
  });

  it('Back and Forward step through filter and sort changes', async () => {
    const user = userEvent.setup();
    const { router } = renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);

    await user.click(checkbox(/^Succulents/));
    await user.selectOptions(sortSelect(), 'Price: high to low');
    await showsNames(['String of Pearls', 'Haworthia', 'Echeveria']);

    await act(() => router.navigate(-1));
    await showsNames(['Echeveria', 'String of Pearls', 'Haworthia']);
    expect(sortSelect()).toHaveValue('featured');
    expect(checkbox(/^Succulents/)).toBeChecked();

    await act(() => router.navigate(-1));
    await showsNames(ALL_NAMES);
    expect(checkbox(/^Succulents/)).not.toBeChecked();

    await act(() => router.navigate(1));
    await showsNames(['Echeveria', 'String of Pearls', 'Haworthia']);
    await act(() => router.navigate(1));
    expect(sortSelect()).toHaveValue('price-desc');
    await showsNames(['String of Pearls', 'Haworthia', 'Echeveria']);
  });

  it('a filter change also writes the search typed so far', async () => {
    const user = userEvent.setup();
    const { router } = renderPlants();
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    await user.type(searchBox(), 'a');
    await user.click(checkbox(/^Succulents/));
    expect(router.state.location.search).toBe('?q=a&category=Succulents');
    await showsNames(['Echeveria', 'String of Pearls', 'Haworthia']);
    expect(searchBox()).toHaveValue('a');
  });

  it('keeps query parameters that are not its own', async () => {
    const user = userEvent.setup();
    const { router } = renderPlants('/plants?ref=newsletter');
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    await user.click(checkbox(/^Expert/));
    expect(router.state.location.search).toBe('?ref=newsletter&care=Expert');
    await showsNames(['Calathea Café au Lait']);
  });
});

describe('/plants opened from a link', () => {
  it('reproduces the view a shared link describes', async () => {
    renderPlants('/plants?q=fig&category=Tropical&category=Pet+Friendly&sort=name');
    await showsNames(['Bird of Paradise', 'Calathea Café au Lait']);
    expect(searchBox()).toHaveValue('fig');
    expect(checkbox(/^Tropical/)).toBeChecked();
    expect(checkbox(/^Pet Friendly/)).toBeChecked();
    expect(checkbox(/^Succulents/)).not.toBeChecked();
    expect(sortSelect()).toHaveValue('name');
    expect(resultCount()).toHaveTextContent('2 plants');
  });

  it('ignores values it does not know instead of failing', async () => {
    const { router } = renderPlants(
      '/plants?sort=cheapest&category=Cacti&care=&care=Impossible&q=%20%20&page=2',
    );
    await showsNames(ALL_NAMES);
    expect(sortSelect()).toHaveValue('featured');
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    );
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/plants');
  });

  it('reads filter values whatever their case, and shows them as the catalogue spells them', async () => {
    renderPlants('/plants?category=succulents&care=EASY');
    await showsNames(['Echeveria', 'Haworthia']);
    expect(checkbox(/^Succulents/)).toBeChecked();
    expect(checkbox(/^Easy/)).toBeChecked();
  });
});

describe('/plants clear all and the empty result', () => {
  it('says what matched nothing, and Clear all brings every plant back', async () => {
    const user = userEvent.setup();
    const { router } = renderPlants('/plants?q=xyz&category=Succulents');
    expect(
      await screen.findByText('No plants match "xyz" in Succulents.', {}, SLOW),
    ).toBeInTheDocument();
    expect(resultCount()).toHaveTextContent('0 plants');
    expect(screen.queryByRole('list', { name: 'Plants' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await showsNames(ALL_NAMES);
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('PUSH');
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(checkbox(/^Succulents/)).not.toBeChecked();
  });

  it('names the filters when there is no search', async () => {
    renderPlants('/plants?category=Pet+Friendly&care=Easy&care=Moderate');
    expect(
      await screen.findByText('No plants in Pet Friendly with Easy or Moderate care.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('Clear all above the grid resets search, filters and sort, and Back restores them', async () => {
    const user = userEvent.setup();
    const { router } = renderPlants('/plants?q=a&care=Easy&sort=price-asc');
    await showsNames(['Echeveria', 'Haworthia', 'Snake Plant', 'Monstera Deliciosa']);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await showsNames(ALL_NAMES);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    await showsNames(['Echeveria', 'Haworthia', 'Snake Plant', 'Monstera Deliciosa']);
    expect(searchBox()).toHaveValue('a');
    expect(sortSelect()).toHaveValue('price-asc');
  });
});

describe('/plants on small screens', () => {
  it('opens the filters in a drawer from a Filters button that says how many are checked', async () => {
    const user = userEvent.setup();
    renderPlants('/plants?category=Tropical');
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('checkbox', { name: /^Tropical/ })).toBeChecked();
    const show = within(drawer).getByRole('button', { name: /^Show \d+ plants?$/ });
    await user.click(show);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/plants with a large catalogue', () => {
  const big = Array.from({ length: 500 }, (_, index) =>
    aPlant({
      plantId: index + 1,
      plantName: `Plant ${String(index + 1).padStart(3, '0')}`,
      category: index % 100 === 0 ? 'Rare' : 'Common',
    }),
  );

  it('renders only the rows near the viewport, each card in a list item of the full set', async () => {
    renderPlants('/plants', big);
    const grid = await screen.findByRole('list', { name: 'Plants' }, SLOW);
    const items = within(grid).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '500');
    expect(cardNames().slice(0, 3)).toEqual(['Plant 001', 'Plant 002', 'Plant 003']);
    const badges = within(grid)
      .getAllByRole('article')
      .slice(0, 5)
      .map((card) => card.querySelector('span')?.textContent);
    expect(badges).toEqual(['Best Seller', 'Trending', 'New', 'Popular', 'Best Seller']);
    expect(resultCount()).toHaveTextContent('500 plants');
  });

  it('puts the rows in view in the page first, and the rows beyond them straight after', async () => {
    const arrivals = watchGridItems();
    renderPlants('/plants', big);
    const grid = await screen.findByRole('list', { name: 'Plants' }, SLOW);
    const first = arrivals.added[0] ?? 0;
    expect(first).toBeGreaterThan(0);
    expect(arrivals.busy[0]).toBe('true');
    // The rows beyond the view (the overscan) come in a render of their own.
    await waitFor(
      () => expect(within(grid).getAllByRole('listitem').length).toBeGreaterThan(first),
      SLOW,
    );
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'));
    arrivals.stop();
  });

  it('keeps rows after the focused card rendered, so Tab always has a next card', async () => {
    renderPlants('/plants', big);
    const grid = await screen.findByRole('list', { name: 'Plants' }, SLOW);
    const items = within(grid).getAllByRole('listitem');
    const last = items[items.length - 1]!;
    const lastPosition = Number(last.getAttribute('aria-posinset'));
    act(() =>
      within(last)
        .getByRole('link', { name: /^View / })
        .focus(),
    );
    await waitFor(
      () =>
        expect(
          Number(within(grid).getAllByRole('listitem').at(-1)!.getAttribute('aria-posinset')),
        ).toBeGreaterThan(lastPosition),
      SLOW,
    );
  });

  it('lays its first rows out where the page is being put back, not at the end the page has so far', async () => {
    // Back to the listing: the page is held at the offset it had; until the grid is there the
    // browser cuts it to the short page's end (jsdom's scrollY stays 0).
    const release = holdScroll({ place: () => {}, top: 20_000 });
    try {
      renderPlants('/plants', big);
      const grid = await screen.findByRole('list', { name: 'Plants' }, SLOW);
      const first = within(grid).getAllByRole('listitem')[0]!;
      expect(first).not.toHaveAttribute('aria-posinset', '1');
      expect(cardNames()).not.toContain('Plant 001');
    } finally {
      release();
    }
  });

  it('shows every match in a plain grid once a search narrows it down', async () => {
    const user = userEvent.setup();
    renderPlants('/plants', big);
    await screen.findByRole('list', { name: 'Plants' }, SLOW);
    await user.click(checkbox(/^Rare/));
    await showsNames(['Plant 001', 'Plant 101', 'Plant 201', 'Plant 301', 'Plant 401']);
    const items = within(screen.getByRole('list', { name: 'Plants' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
  });
});

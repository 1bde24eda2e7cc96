// On screen: a plants.json that fails or lies, read by the real FetchPlantCatalog
// over a stand-in fetch, on the home page, the listing and the detail page. A failure shows the
// spec's text 'Failed to load plants. Please try again later.' with a Try Again button that asks
// again (the detail page shows 'Plant Not Found', as spec section 2 says); a lying file shows its
// valid plants. Nothing crashes into the error page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { PLANT_LIST_LOAD_FAILED } from '@/modules/plants/domain/plantMessages';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { aPlant, plantRecordOf } from '@test/support/plants';
import { renderApp } from '@test/support/renderApp';
import { failOnConsoleErrors } from '@test/support/failOnConsoleErrors';

// Whole pages render here, and the machine may be busy: lookups wait as long as test/setup.dom.ts allows.
vi.setConfig({ testTimeout: 30_000 });

const fern = plantRecordOf(aPlant({ plantId: 1, plantName: 'Boston Fern' }));
const pothos = plantRecordOf(aPlant({ plantId: 2, plantName: 'Golden Pothos' }));
const GOOD = [fern, pothos];

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const html = (status = 200) =>
  new Response('<!doctype html><html><body><div id="root"></div></body></html>', {
    status,
    headers: { 'Content-Type': 'text/html' },
  });

const FAILING: Record<string, () => Promise<Response>> = {
  'HTTP 404': async () => html(404),
  'HTTP 500': async () => json({ error: 'boom' }, 500),
  'a timeout': () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
  'a network failure': () => Promise.reject(new TypeError('Failed to fetch')),
  'HTML instead of JSON': async () => html(200),
  'an object instead of a list': async () => json({ plants: GOOD }),
  'only wrong-typed plants': async () =>
    json([
      { ...fern, plantId: 'one' },
      { ...pothos, price: 'free' },
    ]),
  'plants missing their fields': async () => json([{ plantId: 1 }, { plantName: 'Fern' }]),
};

failOnConsoleErrors();

/** The shop with plants.json answered by `first` once, then by the real file. */
function renderWith(path: string, first: () => Promise<Response>, later = async () => json(GOOD)) {
  let calls = 0;
  const fetchFn = vi.fn(async () => {
    calls += 1;
    return calls === 1 ? first() : later();
  });
  const catalog = new FetchPlantCatalog('http://shop.test/plants.json', fetchFn as typeof fetch);
  const auth = new InMemoryAuth({ signedInAs: { email: 'fern@example.com', password: 'Secret1' } });
  const app = renderApp(createInMemoryContainer({ auth, catalog }), path);
  return { ...app, fetchFn, user: userEvent.setup() };
}

const plantNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The cards are `names` and nothing on the page is busy: the search has answered what is typed. */
function expectAnswered(names: readonly string[]): void {
  expect(plantNames()).toEqual(names);
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
}

describe.each([
  ['the home page', '/'],
  ['the plant listing', '/plants'],
])('plants.json that fails, on %s', (_page, path) => {
  it.each(Object.entries(FAILING))(
    '%s: the spec error text and a Try Again that loads the plants',
    async (_kind, answer) => {
      const { user, fetchFn } = renderWith(path, answer);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(PLANT_LIST_LOAD_FAILED);
      expect(PLANT_LIST_LOAD_FAILED).toBe('Failed to load plants. Please try again later.');
      expect(plantNames()).toEqual([]);

      await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
      await waitFor(() => expect(plantNames()).toEqual(['Boston Fern', 'Golden Pothos']));
      expect(screen.queryByText(PLANT_LIST_LOAD_FAILED)).not.toBeInTheDocument();
      expect(fetchFn).toHaveBeenCalledTimes(2);
    },
  );

  it('Try Again while it still fails keeps the error and the button', async () => {
    const { user } = renderWith(
      path,
      async () => html(500),
      async () => html(503),
    );
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    const again = await screen.findByRole('alert');
    expect(again).toHaveTextContent(PLANT_LIST_LOAD_FAILED);
    expect(within(again).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });
});

describe('plants.json that lies: the valid plants show, once each', () => {
  it('duplicate plantIds: the first plant of each id is shown', async () => {
    renderWith('/plants', async () =>
      json([fern, pothos, { ...fern, plantName: 'Impostor Fern' }, { ...pothos }]),
    );
    await waitFor(() => expect(plantNames()).toEqual(['Boston Fern', 'Golden Pothos']));
  });

  it('plants with missing or wrong-typed fields are left out, the rest shown', async () => {
    renderWith('/', async () =>
      json([{ ...fern, availableStock: 'many' }, pothos, { plantId: 9 }, 'plant']),
    );
    await waitFor(() => expect(plantNames()).toEqual(['Golden Pothos']));
  });

  it('markup in a plant name is shown as text', async () => {
    const { container } = renderWith('/plants', async () =>
      json([{ ...fern, plantName: '<img src=x onerror="window.__pwned=1">' }]),
    );
    await waitFor(() => expect(plantNames()).toEqual(['<img src=x onerror="window.__pwned=1">']));
    expect(container.querySelector('img[onerror]')).toBeNull();
  });
});

describe('plants.json with the names every object answers to, in every text and as keys', () => {
  const WORDS = ['constructor', '__proto__'];
  /** Written as text: an own '__proto__' key, as a file can hold and an object literal cannot. */
  const body = `[${[
    ...WORDS.map((word, index) => {
      const record = plantRecordOf(
        aPlant({
          plantId: 900 + index,
          plantName: word,
          providerName: word,
          image: word,
          category: word,
          description: word,
          careLevel: word,
        }),
      );
      return `{${JSON.stringify(word)}:{"polluted":true},${JSON.stringify(record).slice(1)}`;
    }),
    JSON.stringify(fern),
  ].join(',')}]`;
  const hostile = async () =>
    new Response(body, { headers: { 'Content-Type': 'application/json' } });

  it('lists them, and the ranked search finds a plural of one', async () => {
    renderWith('/plants', hostile);
    await waitFor(() => expect(plantNames()).toEqual([...WORDS, 'Boston Fern']));
    await userEvent
      .setup()
      .type(screen.getByRole('searchbox', { name: 'Search plants' }), 'constructors');
    // The answer to "constructor" shows the same card while the one to the last key is on its
    // way: answered means the card and nothing busy, together.
    await waitFor(() => expectAnswered(['constructor']));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a link searching for constructor is answered', async () => {
    renderWith('/plants?q=constructor', hostile);
    await waitFor(() => expectAnswered(['constructor']));
  });

  it.each(WORDS)('the detail page of the plant named %s', async (word) => {
    renderWith(`/plant/${900 + WORDS.indexOf(word)}`, hostile);
    expect(await screen.findByRole('heading', { level: 1, name: word })).toBeInTheDocument();
  });
});

describe('plants.json that fails, on the detail page', () => {
  it.each(Object.entries(FAILING))('%s: Plant Not Found with a way back', async (_kind, answer) => {
    renderWith('/plant/1', answer);
    expect(await screen.findByRole('heading', { name: 'Plant Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The plant you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Plants/ })).toHaveAttribute('href', '/plants');
  });
});

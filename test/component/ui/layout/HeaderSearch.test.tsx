import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import type { PlantSearchEnginePort } from '@/modules/plants/application/PlantSearchEnginePort';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { PlainPlantSearchEngine } from '@/modules/plants/infrastructure/PlainPlantSearchEngine';
import { plantPath } from '@/ui/lib/paths';
import { renderApp } from '@test/support/renderApp';
import { shop } from '@test/support/smallPlantShop';

const SLOW = { timeout: 10_000 };

/**
 * The plain search, each answer held until the test lets it go: a keystroke whose answer comes
 * after the shopper's next key, as on a busy phone.
 */
function heldSearchEngine(): {
  engine: PlantSearchEnginePort;
  answer: (search: string) => Promise<void>;
} {
  const plain = new PlainPlantSearchEngine();
  const held = new Map<string, () => void>();
  const engine: PlantSearchEnginePort = {
    open: async (catalogue) => {
      const opened = await plain.open(catalogue);
      return {
        find: async (search) => {
          await new Promise<void>((release) => held.set(search, release));
          return opened.find(search);
        },
      };
    },
  };
  /** Lets the answers go, in the order asked, up to the one for `search`. */
  const answer = async (search: string) => {
    await waitFor(() => expect(held.has(search), `a search for "${search}" asked`).toBe(true));
    await act(async () => {
      for (const [asked, release] of held) {
        held.delete(asked);
        release();
        if (asked === search) break;
      }
    });
  };
  return { engine, answer };
}

/** Home, with the top bar's search answered for `typed`: three succulents and See all. */
async function homeWithSearchFor(typed: string) {
  const user = userEvent.setup();
  const { engine, answer } = heldSearchEngine();
  const container = createInMemoryContainer({
    catalog: new InMemoryPlantCatalog(shop),
    searchEngine: engine,
  });
  const { router } = renderApp(container, '/');
  await user.click(await screen.findByRole('combobox', { name: 'Search plants' }, SLOW));
  await user.type(combobox(), typed);
  await answer(typed);
  await waitFor(() => expect(options()).toHaveLength(4));
  expect(options()[0]).toHaveTextContent('Echeveria');
  return { user, answer, router };
}

const combobox = () => screen.getByRole('combobox', { name: 'Search plants' });
const options = () =>
  within(screen.getByRole('listbox', { name: 'Plants found', hidden: true })).queryAllByRole(
    'option',
    { hidden: true },
  );
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
};

describe('the search in the top bar', () => {
  it('keeps the option the shopper moved to when the answer to the last key comes after it', async () => {
    const { user, answer, router } = await homeWithSearchFor('su');

    // The next key's answer is on its way while the shopper moves to the first plant.
    await user.type(combobox(), 'c');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Echeveria');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');

    await answer('suc');
    await waitFor(() =>
      expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(/3 plants found/),
    );
    expect(activeOption(), 'the same plant still active').toHaveTextContent('Echeveria');

    await user.keyboard('{Enter}');
    // A visitor meets the sign-in wall, which keeps the plant to return to.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: plantPath(4) } });
  });

  it('opens the listing with the search on Enter when no option is active', async () => {
    const { user, router } = await homeWithSearchFor('su');
    expect(activeOption()).toBeNull();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/plants'));
    expect(router.state.location.search).toBe('?q=su');
  });
});

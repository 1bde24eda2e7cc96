import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { renderApp } from '@test/support/renderApp';
import { smallPlantShop } from '@test/support/smallPlantShop';

/** The small shop with Bird of Paradise (Tropical, Moderate) and Haworthia (Succulents, Easy) sold out. */
const shop = smallPlantShop({ 6: { availableStock: 0 }, 7: { availableStock: 0 } });

/** The page is a lazy route and CI machines can be busy: as long as test/setup.dom.ts allows. */
const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

function renderPlants(path = '/plants') {
  const app = renderApp(createInMemoryContainer({ catalog: new InMemoryPlantCatalog(shop) }), path);
  return { user: userEvent.setup(), ...app };
}

function cardNames(): string[] {
  const grid = screen.getByRole('list', { name: 'Plants' });
  return within(grid)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

const box = (name: RegExp) => screen.findByRole('checkbox', { name }, SLOW);
/** The number beside a filter choice. */
const countOf = async (name: string) => {
  const text = (await box(new RegExp(`^${name}`))).closest('label')?.textContent ?? '';
  return Number(/\((\d+)\)$/.exec(text)?.[1]);
};

describe('/plants: filters that follow the other choices', () => {
  it('lists what can be bought first in Featured', async () => {
    renderPlants();
    await waitFor(
      () =>
        expect(cardNames()).toEqual([
          'Monstera Deliciosa',
          'Snake Plant',
          'Calathea Café au Lait',
          'Echeveria',
          'String of Pearls',
          'Bird of Paradise',
          'Haworthia',
        ]),
      SLOW,
    );
  });

  it('counts each care level within the checked category', async () => {
    const { user } = renderPlants();
    expect(await countOf('Easy')).toBe(4);
    await user.click(await box(/^Succulents/));
    await waitFor(async () => expect(await countOf('Easy')).toBe(2), SLOW);
    expect(await countOf('Moderate')).toBe(1);
    expect(await countOf('Expert')).toBe(0);
    // The category's own group is not narrowed by it.
    expect(await countOf('Tropical')).toBe(2);
  });

  it('In stock hides the sold-out plants, counts with the other choices, and is kept in the URL', async () => {
    const { user, router } = renderPlants('/plants?category=Succulents');
    expect(await countOf('In stock')).toBe(2);
    await user.click(await box(/^In stock/));
    await waitFor(() => expect(cardNames()).toEqual(['Echeveria', 'String of Pearls']), SLOW);
    expect(router.state.location.search).toBe('?category=Succulents&stock=in');
    expect(await countOf('Succulents')).toBe(2);
    expect(await countOf('Tropical')).toBe(1);
  });

  it('reads stock=in from a link', async () => {
    renderPlants('/plants?stock=in');
    expect(await box(/^In stock/)).toBeChecked();
    expect(await countOf('In stock')).toBe(5);
    await waitFor(() => expect(cardNames()).toHaveLength(5), SLOW);
  });

  it('says when no plant in stock matches', async () => {
    renderPlants('/plants?stock=in&category=Tropical&care=Moderate');
    expect(
      await screen.findByText('No plants in stock in Tropical with Moderate care.', {}, SLOW),
    ).toBeInTheDocument();
  });
});

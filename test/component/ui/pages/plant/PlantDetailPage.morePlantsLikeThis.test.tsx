import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import type { Plant } from '@/modules/shared/domain/Plant';
import { renderApp } from '@test/support/renderApp';
import { shop, smallPlantShop } from '@test/support/smallPlantShop';

function openPlant(plants: readonly Plant[], path: string) {
  const auth = new InMemoryAuth({ signedInAs: { email: 'fern@example.com', password: 'Secret1' } });
  renderApp(createInMemoryContainer({ auth, catalog: new InMemoryPlantCatalog(plants) }), path);
  return userEvent.setup();
}

const moreLikeThis = () => screen.findByRole('region', { name: 'More plants like this' });
const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('Plant detail: More plants like this', () => {
  it('ends with four cards of the same category or care level, in stock first', async () => {
    // Echeveria (Succulents, Easy); Haworthia, as alike as can be, is sold out.
    openPlant(smallPlantShop({ 7: { availableStock: 0 } }), '/plant/4');
    await screen.findByRole('heading', { level: 1, name: 'Echeveria' });

    const region = await moreLikeThis();
    expect(cardNames(region)).toEqual([
      'String of Pearls',
      'Monstera Deliciosa',
      'Snake Plant',
      'Haworthia',
    ]);
    expect(within(region).getByRole('link', { name: 'String of Pearls' })).toHaveAttribute(
      'href',
      '/plant/5',
    );
  });

  it('opens a suggested plant, whose own suggestions follow', async () => {
    const user = openPlant(shop, '/plant/4');
    await user.click(within(await moreLikeThis()).getByRole('link', { name: 'Haworthia' }));

    await screen.findByRole('heading', { level: 1, name: 'Haworthia' });
    const region = await moreLikeThis();
    expect(cardNames(region)).not.toContain('Haworthia');
    expect(cardNames(region)).toContain('Echeveria');
  });

  it('is left out when no other plant is alike', async () => {
    const [only] = smallPlantShop();
    openPlant([only!], '/plant/1');
    await screen.findByRole('heading', { level: 1, name: 'Monstera Deliciosa' });
    expect(screen.queryByRole('region', { name: 'More plants like this' })).not.toBeInTheDocument();
  });
});

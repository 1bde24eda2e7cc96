import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { renderApp } from '@test/support/renderApp';
import { somePlants } from '@test/support/plants';

describe('Home with an in-memory catalogue swapped in through the container', () => {
  it('shows the first 8 plants, badges cycling by position, and View All N Plants', async () => {
    const catalog = new InMemoryPlantCatalog(
      somePlants(12, (i) => ({
        plantName: `Plant ${i + 1}`,
        availableStock: i === 1 ? 3 : i === 2 ? 0 : 20,
      })),
    );
    renderApp(createInMemoryContainer({ catalog }));

    const grid = await screen.findByRole('list', { name: 'Plants' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Plant 1',
      'Plant 2',
      'Plant 3',
      'Plant 4',
      'Plant 5',
      'Plant 6',
      'Plant 7',
      'Plant 8',
    ]);
    expect(cards.map((card) => card.querySelector('span')?.textContent)).toEqual([
      'Best Seller',
      'Trending',
      'New',
      'Popular',
      'Best Seller',
      'Trending',
      'New',
      'Popular',
    ]);
    expect(within(cards[1]!).getByText('Only 3 left')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Out of stock')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText(/Only \d+ left/)).not.toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'View Plant 1' })).toHaveAttribute(
      'href',
      '/plant/1',
    );
    // The image and the name link to the detail page too.
    expect(cards[0]!.querySelector('img')!.closest('a')).toHaveAttribute('href', '/plant/1');
    expect(within(cards[0]!).getByRole('link', { name: 'Plant 1' })).toHaveAttribute(
      'href',
      '/plant/1',
    );
    expect(screen.getByRole('link', { name: 'View All 12 Plants' })).toHaveAttribute(
      'href',
      '/plants',
    );
  });

  it('shows the spec error text when the catalogue fails, and recovers on retry', async () => {
    const catalog = new InMemoryPlantCatalog(somePlants(3));
    catalog.failWith(new PlantCatalogError('unavailable', 'offline'));
    const user = userEvent.setup();
    renderApp(createInMemoryContainer({ catalog }));

    expect(
      await screen.findByText('Failed to load plants. Please try again later.'),
    ).toBeInTheDocument();
    catalog.replace(somePlants(3));
    const reload = vi.spyOn(catalog, 'reload');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'View All 3 Plants' })).toBeInTheDocument();
    // Try Again reads anew: a read begun before the click may still be on its way to failing.
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders every home section with its fixed content', async () => {
    renderApp(createInMemoryContainer({ catalog: new InMemoryPlantCatalog(somePlants(2)) }));
    await screen.findByRole('link', { name: 'View All 2 Plants' });
    for (const heading of [
      'Popular Plants',
      'Essential Care Tips',
      'Meet Our Green Experts',
      'Meet the Developer',
      'Start Your Plant Journey',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    for (const tip of ['Water Smart', 'Light Balance', 'Regular Care']) {
      expect(screen.getByRole('heading', { level: 3, name: tip })).toBeInTheDocument();
    }
    expect(screen.getByText(/Check soil moisture before watering/)).toBeInTheDocument();
    expect(screen.getByText(/Bright indirect light works best/)).toBeInTheDocument();
    expect(screen.getByText(/Consistent attention keeps plants happy/)).toBeInTheDocument();
    const experts = within(
      screen.getByRole('heading', { level: 2, name: 'Meet Our Green Experts' }).closest('section')!,
    ).getAllByRole('heading', { level: 3 });
    expect(experts).toHaveLength(4);
    for (const heading of experts) {
      const card = heading.closest('li')!;
      expect(within(card).getByText(/years experience$/)).toBeInTheDocument();
      expect(within(card).getByRole('list', { name: 'Certifications' })).toBeInTheDocument();
      expect(
        within(card).getByRole('link', { name: `Book Consultation with ${heading.textContent}` }),
      ).toBeInTheDocument();
    }
    expect(screen.getAllByText('Book Consultation')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Schedule a Consultation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Collection' })).toHaveAttribute(
      'href',
      '/plants',
    );
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#care-tips');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    const skills = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((s) => s.textContent)).toEqual(['React', 'Tailwind', 'Firebase', 'Node.js']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import type { Plant } from '@/modules/shared/domain/Plant';
import { WINDOWING_THRESHOLD } from '@/ui/pages/plants/PlantResults';
import { aPlant } from '@test/support/plants';
import { renderApp } from '@test/support/renderApp';

/**
 * The windowed grid's module, held at the door: how often it was asked for, and a gate the test
 * opens when it wants the code to arrive.
 */
const windowedGridCode = vi.hoisted(() => ({
  requests: 0,
  gate: Promise.resolve(),
}));
vi.mock('@/ui/components/VirtualPlantGrid', async (importOriginal) => {
  windowedGridCode.requests += 1;
  await windowedGridCode.gate;
  return importOriginal();
});

/** The page is a lazy route and CI machines can be busy: as long as test/setup.dom.ts allows. */
const SLOW = { timeout: 10_000 };

const plants = (count: number): Plant[] =>
  Array.from({ length: count }, (_, index) => aPlant({ plantId: index + 1 }));

function renderPlants(catalogue: readonly Plant[]) {
  return renderApp(
    createInMemoryContainer({ catalog: new InMemoryPlantCatalog(catalogue) }),
    '/plants',
  );
}

// In this order: a module is fetched once per test file, and the first case must not fetch it.
describe("the windowed grid's code (ADR 0029)", () => {
  it('is never fetched for a catalogue no longer than the threshold', async () => {
    renderPlants(plants(WINDOWING_THRESHOLD));
    const grid = await screen.findByRole('list', { name: 'Plants' }, SLOW);
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'), SLOW);
    expect(within(grid).getAllByRole('article')).toHaveLength(WINDOWING_THRESHOLD);
    expect(windowedGridCode.requests).toBe(0);
  });

  it('is fetched for a longer one, the page staying on screen until it has come', async () => {
    let release = () => {};
    windowedGridCode.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderPlants(plants(WINDOWING_THRESHOLD + 1));

    await waitFor(() => expect(windowedGridCode.requests).toBe(1), SLOW);
    // The catalogue has arrived and its render waits for the code: the page still says it loads.
    expect(screen.getByRole('heading', { level: 1, name: 'All Plants' })).toBeInTheDocument();
    expect(screen.getByText('Loading plants')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Plants' })).not.toBeInTheDocument();

    release();
    const grid = await screen.findByRole('list', { name: 'Plants' }, SLOW);
    const items = within(grid).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-setsize', String(WINDOWING_THRESHOLD + 1));
    expect(screen.queryByText('Loading plants')).not.toBeInTheDocument();
  });
});

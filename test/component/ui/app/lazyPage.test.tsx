import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '@/ui/app/lazyPage';
import { RouteErrorBoundary } from '@/ui/app/RouteErrorBoundary';

/** A screen's chunk that fails to load once (offline, say), then loads. */
function aChunkThatFailsOnce() {
  const Screen = () => <h1>The screen</h1>;
  return vi
    .fn<() => Promise<{ default: ComponentType }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Screen });
}

/**
 * A click, and everything it sets off, chunk included, inside one act(): React renders what a
 * settled chunk lets it only within act (renderApp preloads every chunk for the same reason).
 */
async function click(name: string): Promise<void> {
  const link = screen.getByRole('link', { name });
  await act(async () => {
    fireEvent.click(link);
  });
}

describe('lazyPage: a screen whose chunk fails to load', () => {
  it('shows the error screen, fetching once; the next navigation to it fetches again', async () => {
    // RouteErrorPage logs what stopped the page.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = aChunkThatFailsOnce();
    const page = lazyPage(load);
    await act(async () => {
      render(
        <MemoryRouter>
          <Suspense fallback={null}>
            <Routes>
              <Route element={<RouteErrorBoundary />}>
                <Route path="/" element={<Link to="/screen">Open the screen</Link>} />
                <Route path="/screen" element={<page.Component />} />
              </Route>
            </Routes>
          </Suspense>
        </MemoryRouter>,
      );
    });

    await click('Open the screen');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await click('Go Home');
    await click('Open the screen');
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

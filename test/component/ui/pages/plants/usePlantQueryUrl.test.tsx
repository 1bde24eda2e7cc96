import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { facetCounts } from '@/modules/plants/domain/plantFacets';
import { EMPTY_PLANT_QUERY, withSearch } from '@/modules/plants/domain/PlantQuery';
import { usePlantQueryUrl } from '@/ui/pages/plants/usePlantQueryUrl';
import { aPlant } from '@test/support/plants';

const facets = facetCounts([aPlant({ plantId: 1, plantName: 'Boston Fern' })]);

function renderQueryUrl() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/plants']}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ ...usePlantQueryUrl(facets), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

describe('usePlantQueryUrl', () => {
  it('keeps a search in one history entry when two writes come before the router commits', () => {
    const { result } = renderQueryUrl();
    // Both writes see the location from before the first one: a busy machine's typing pause.
    const { setQuery } = result.current;
    act(() => {
      setQuery(withSearch(EMPTY_PLANT_QUERY, 'fer'), 'search');
      setQuery(withSearch(EMPTY_PLANT_QUERY, 'fern'), 'search');
    });
    expect(result.current.location.search).toBe('?q=fern');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
  });

  it('a new search after Back to the page before a search is a new entry again', () => {
    const { result } = renderQueryUrl();
    act(() => result.current.setQuery(withSearch(EMPTY_PLANT_QUERY, 'fern'), 'search'));
    act(() => result.current.navigate(-1));
    act(() => result.current.setQuery(withSearch(EMPTY_PLANT_QUERY, 'fig'), 'search'));
    expect(result.current.location.search).toBe('?q=fig');
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
  });

  it('a filter after a search is a step of its own', () => {
    const { result } = renderQueryUrl();
    act(() => result.current.setQuery(withSearch(EMPTY_PLANT_QUERY, 'fern'), 'search'));
    act(() =>
      result.current.setQuery({ ...EMPTY_PLANT_QUERY, search: 'fern', sort: 'price-asc' }, 'step'),
    );
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?q=fern');
  });
});

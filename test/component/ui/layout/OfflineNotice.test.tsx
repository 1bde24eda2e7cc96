import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryConnectivity } from '@/modules/offline/infrastructure/InMemoryConnectivity';
import { ContainerProvider } from '@/ui/di/ContainerProvider';
import { OfflineNotice } from '@/ui/layout/OfflineNotice';

const NOTICE = "You're offline — showing saved plants.";

function renderNotice(connectivity: InMemoryConnectivity) {
  render(
    <ContainerProvider container={createInMemoryContainer({ connectivity })}>
      <OfflineNotice />
    </ContainerProvider>,
  );
  return screen.getByTestId('offline-notice');
}

describe('OfflineNotice', () => {
  it('is an empty live region while online: nothing shows, no extra status on the page', () => {
    const region = renderNotice(new InMemoryConnectivity(true));
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so while offline, and goes when the network is back', () => {
    const connectivity = new InMemoryConnectivity(true);
    const region = renderNotice(connectivity);
    act(() => connectivity.goOffline());
    expect(region).toHaveTextContent(/^You're offline — showing saved plants\.$/);
    act(() => connectivity.goOnline());
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('shows from the first render when the page opens offline', () => {
    renderNotice(new InMemoryConnectivity(false));
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });
});

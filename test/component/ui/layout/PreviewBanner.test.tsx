import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryPreviewBackend } from '@/modules/preview/infrastructure/InMemoryPreviewBackend';
import { ContainerProvider } from '@/ui/di/ContainerProvider';
import { PreviewBanner } from '@/ui/layout/PreviewBanner';

function renderBanner(backend?: InMemoryPreviewBackend) {
  const container = createInMemoryContainer({ previewBackend: backend });
  return render(
    <ContainerProvider container={container}>
      <PreviewBanner />
    </ContainerProvider>,
  );
}

describe('PreviewBanner (spec section 7)', () => {
  it('says the preview backend is running, in a status region', async () => {
    renderBanner(new InMemoryPreviewBackend('running'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Preview backend running in this workspace\.$/,
      ),
    );
  });

  it('has its status region from the start, empty until the first check once the page is idle', async () => {
    const backend = new InMemoryPreviewBackend('running');
    const watch = vi.spyOn(backend, 'watch');
    renderBanner(backend);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(watch).not.toHaveBeenCalled();
    await waitFor(() => expect(watch).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Preview backend running');
  });

  it('follows the backend as it goes away and comes back', async () => {
    const backend = new InMemoryPreviewBackend('running');
    renderBanner(backend);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('running'));
    act(() => backend.set('disconnected'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Preview backend disconnected\.$/);
    act(() => backend.set('running'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Preview backend running in this workspace.',
    );
  });

  it('renders nothing where no preview backend is bound (production)', () => {
    const { container } = renderBanner();
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

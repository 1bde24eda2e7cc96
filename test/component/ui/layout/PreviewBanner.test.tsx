import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { PREVIEW_TOKENS } from '@/di/previewTokens';
import { InMemoryPreviewBackend } from '@/modules/preview/infrastructure/InMemoryPreviewBackend';
import { ContainerProvider } from '@/ui/di/ContainerProvider';
import { PreviewBanner } from '@/ui/layout/PreviewBanner';

function renderBanner(backend?: InMemoryPreviewBackend) {
  const container = createInMemoryContainer();
  if (backend) container.bind(PREVIEW_TOKENS.PreviewBackendPort).toConstantValue(backend);
  return render(
    <ContainerProvider container={container}>
      <PreviewBanner />
    </ContainerProvider>,
  );
}

describe('PreviewBanner (spec section 7)', () => {
  it('says the preview backend is running, in a status region', () => {
    renderBanner(new InMemoryPreviewBackend('running'));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Preview backend running in this workspace\.$/,
    );
  });

  it('follows the backend as it goes away and comes back', () => {
    const backend = new InMemoryPreviewBackend('running');
    renderBanner(backend);
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

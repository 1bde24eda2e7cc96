import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';
import { renderApp } from '@test/support/renderApp';

const READY = 'A new version of the shop is ready.';

async function renderShop() {
  const appUpdate = new InMemoryAppUpdate();
  const { router } = renderApp(createInMemoryContainer({ appUpdate }), '/');
  await screen.findByRole('heading', { name: 'Popular Plants' });
  return { appUpdate, router, user: userEvent.setup() };
}

describe('UpdatePrompt (issue 16)', () => {
  it('says nothing while the running version is the newest', async () => {
    await renderShop();
    expect(screen.queryByText(READY)).toBeNull();
  });

  it('a new version behind the open page: a toast with Reload, and nothing reloads on its own', async () => {
    const { appUpdate, user } = await renderShop();
    act(() => appUpdate.deployNewVersion());
    const toast = (await screen.findByText(READY)).closest('[role="status"]') as HTMLElement;
    expect(toast).not.toBeNull();
    expect(appUpdate.reloads).toBe(0);

    const reload = within(toast).getByRole('button', { name: 'Reload' });
    await user.click(reload);
    expect(appUpdate.reloads).toBe(1);
    expect(reload).toBeDisabled();
  });

  // Issue 28: a tab that never presses Reload would run the old build for as long as it stays
  // open. The next in-app navigation lets the new version in: nothing typed is lost there.
  it('the next in-app navigation lets the waiting version in; none before it', async () => {
    const { appUpdate, router, user } = await renderShop();
    await act(() => router.navigate('/login'));
    expect(appUpdate.reloads).toBe(0);

    act(() => appUpdate.deployNewVersion());
    await screen.findByText(READY);
    expect(appUpdate.reloads).toBe(0);

    await user.click(screen.getAllByRole('link', { name: 'Plants' })[0]!);
    expect(router.state.location.pathname).toBe('/plants');
    expect(appUpdate.reloads).toBe(1);
  });

  it('one toast however often the new version is announced', async () => {
    const { appUpdate } = await renderShop();
    act(() => appUpdate.deployNewVersion());
    act(() => appUpdate.deployNewVersion());
    await screen.findByText(READY);
    expect(screen.getAllByText(READY)).toHaveLength(1);
  });
});

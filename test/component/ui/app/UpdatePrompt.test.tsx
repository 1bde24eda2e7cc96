import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';
import { aPlant } from '@test/support/plants';
import { renderApp } from '@test/support/renderApp';

const READY = 'A new version of the shop is ready.';

const catalog = () => new InMemoryPlantCatalog([aPlant({ plantId: 1, plantName: 'Boston Fern' })]);

async function renderShop() {
  const appUpdate = new InMemoryAppUpdate();
  const { router } = renderApp(createInMemoryContainer({ appUpdate, catalog: catalog() }), '/');
  await screen.findByRole('heading', { name: 'Popular Plants' });
  return { appUpdate, router, user: userEvent.setup() };
}

/** A signed-in shopper's tab, opened at `path`. */
async function renderSignedIn(path: string) {
  const appUpdate = new InMemoryAppUpdate();
  const auth = new InMemoryAuth({ signedInAs: { email: 'fern@example.com', password: 'Secret1' } });
  const { router } = renderApp(
    createInMemoryContainer({ appUpdate, auth, catalog: catalog() }),
    path,
  );
  return { appUpdate, router, user: userEvent.setup() };
}

/** The browser hides the tab (another tab in front, the window minimised) or shows it again. */
function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('UpdatePrompt', () => {
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

  // A tab that never presses Reload would run the old build for as long as it stays
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

  // Replacing the search parameters on the same page is no navigation: the query is written into
  // the URL with every keystroke, and the version waits.
  it('a search typed on /plants while a version waits lets nothing in', async () => {
    const appUpdate = new InMemoryAppUpdate();
    const { router } = renderApp(
      createInMemoryContainer({ appUpdate, catalog: catalog() }),
      '/plants',
    );
    const user = userEvent.setup();
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Search plants' },
      { timeout: 10_000 },
    );
    act(() => appUpdate.deployNewVersion());
    await screen.findByText(READY);

    await user.type(search, 'fern');
    await waitFor(() => expect(router.state.location.search).toContain('fern'));
    expect(appUpdate.reloads).toBe(0);
    expect(appUpdate.takeOvers).toBe(0);
  });

  it('switching between Cart and Wishlist while a version waits lets nothing in', async () => {
    const { appUpdate, router, user } = await renderSignedIn('/cart');
    await screen.findByRole('tab', { name: /Cart/ });
    act(() => appUpdate.deployNewVersion());
    await screen.findByText(READY);

    await user.click(screen.getByRole('tab', { name: /Wishlist/ }));
    await waitFor(() => expect(router.state.location.search).toContain('wishlist'));
    expect(appUpdate.reloads).toBe(0);
    expect(appUpdate.takeOvers).toBe(0);
  });

  // The two-tab probe: tab B's navigation lets the new version in, and it takes this tab over.
  it('another tab lets the new version in: a name being typed here stays until this tab navigates', async () => {
    const { appUpdate, router, user } = await renderSignedIn('/profile');
    await user.click(await screen.findByRole('button', { name: /Edit Profile/ }));
    const name = screen.getByLabelText('Display Name');
    await user.clear(name);
    await user.type(name, 'Rosa Fern');
    act(() => appUpdate.deployNewVersion());
    await screen.findByText(READY);

    act(() => appUpdate.takeOverFromAnotherTab());
    expect(appUpdate.reloads).toBe(0);
    setVisibility('hidden');
    setVisibility('visible');
    expect(appUpdate.reloads).toBe(0);
    expect(screen.getByLabelText('Display Name')).toHaveValue('Rosa Fern');

    await act(() => router.navigate('/plants'));
    await screen.findByRole('heading', { name: 'All Plants' }, { timeout: 10_000 });
    expect(appUpdate.reloads).toBe(1);
  });

  it('another tab lets the new version in: a tab with nothing typed takes it when hidden', async () => {
    const { appUpdate } = await renderShop();
    act(() => appUpdate.deployNewVersion());
    await screen.findByText(READY);
    act(() => appUpdate.takeOverFromAnotherTab());
    expect(appUpdate.reloads).toBe(0);
    setVisibility('hidden');
    expect(appUpdate.reloads).toBe(1);
    setVisibility('visible');
  });

  // A sign-up cut between creating the account and naming it leaves an account with neither.
  it('the tab that navigated does not reload while a form in it holds input', async () => {
    const { appUpdate, router, user } = await renderShop();
    act(() => appUpdate.deployNewVersion());
    await screen.findByText(READY);
    appUpdate.holdTakeOvers();
    await act(() => router.navigate('/signup'));
    expect(appUpdate.takeOvers).toBe(0);
    await user.type(await screen.findByLabelText('Full Name'), 'Rosa');
    act(() => appUpdate.releaseTakeOvers());
    expect(appUpdate.takeOvers).toBe(1);
    expect(appUpdate.reloads).toBe(0);

    await act(() => router.navigate('/plants'));
    expect(appUpdate.reloads).toBe(1);
  });

  // A sign-up cut between creating the account and naming it leaves an account with neither: the
  // request holds the tab even once the form is left.
  it('a sign-up in flight holds the tab, even once the shopper has left the form', async () => {
    let finishSignUp!: () => void;
    class SlowAuth extends InMemoryAuth {
      override async signUp(...args: Parameters<InMemoryAuth['signUp']>) {
        await new Promise<void>((resolve) => (finishSignUp = resolve));
        return super.signUp(...args);
      }
    }
    const auth = new SlowAuth();
    const appUpdate = new InMemoryAppUpdate();
    const { router } = renderApp(
      createInMemoryContainer({ appUpdate, auth, catalog: catalog() }),
      '/signup',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full Name'), 'Rosa Fern');
    await user.type(screen.getByLabelText('Email Address'), 'rosa@example.com');
    await user.type(screen.getByLabelText('Password'), 'Leafy1');
    act(() => appUpdate.deployNewVersion());
    await screen.findByText(READY);
    act(() => appUpdate.takeOverFromAnotherTab());
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await act(() => router.navigate('/plants'));
    await screen.findByRole('heading', { name: 'All Plants' }, { timeout: 10_000 });
    setVisibility('hidden');
    expect(appUpdate.reloads).toBe(0);

    act(() => finishSignUp());
    await waitFor(() => expect(appUpdate.reloads).toBe(1));
    expect(auth.currentUser()?.displayName).toBe('Rosa Fern');
    setVisibility('visible');
  });
});

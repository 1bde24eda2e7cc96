import { act, render, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { describe, expect, it, vi } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import type { AuthPort } from '@/modules/auth/application/AuthPort';
import type { User } from '@/modules/auth/domain/User';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import { AUTH_CONTEXT_MISSING, useAuth } from '@/ui/auth/useAuth';
import { MAX_TOASTS } from '@/ui/layout/layoutConstants';
import { aPlant, somePlants } from '@test/support/plants';
import { renderApp } from '@test/support/renderApp';

/** An identity provider that has not yet said who is signed in, until `resolve` is called. */
function pendingAuth(): { auth: AuthPort; resolve: (user: User | null) => void } {
  const inner = new InMemoryAuth();
  let listener: ((user: User | null) => void) | null = null;
  const auth: AuthPort = Object.assign(Object.create(inner) as AuthPort, {
    onAuthStateChanged(next: (user: User | null) => void) {
      listener = next;
      return () => {
        listener = null;
      };
    },
  });
  return { auth, resolve: (user) => act(() => listener?.(user)) };
}

describe('the app shell', () => {
  it('renders nothing until the auth state is resolved, then the page', async () => {
    const { auth, resolve } = pendingAuth();
    const { container } = renderApp(
      createInMemoryContainer({ auth, catalog: new InMemoryPlantCatalog(somePlants(2)) }),
      '/',
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(container).toBeEmptyDOMElement();
    resolve(null);
    expect(await screen.findByRole('link', { name: 'View All 2 Plants' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor from /plant/{plantId} to /login, remembering where they were', async () => {
    const { router } = renderApp(
      createInMemoryContainer({ catalog: new InMemoryPlantCatalog([aPlant({ plantId: 1 })]) }),
      '/plant/1',
    );
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/plant/1', search: '', hash: '' },
    });
  });

  it('makes using the auth context outside its provider an error', () => {
    function NeedsAuth() {
      useAuth();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<NeedsAuth />)).toThrow(AUTH_CONTEXT_MISSING);
    expect(AUTH_CONTEXT_MISSING).toBe('useAuth must be used within an AuthProvider');
  });

  it('shows the unexpected-error screen inside the layout when a page throws, and keeps the top bar', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A rating that is not a number makes the plant card throw while rendering.
    const broken = aPlant({ plantId: 1, rating: undefined as unknown as number });
    renderApp(createInMemoryContainer({ catalog: new InMemoryPlantCatalog([broken]) }), '/');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('has the footer: About, Contact and Privacy Policy, social links and the copyright line', async () => {
    renderApp(createInMemoryContainer({ catalog: new InMemoryPlantCatalog(somePlants(1)) }), '/');
    const footer = await screen.findByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/#privacy',
    );
    for (const network of ['Instagram', 'X', 'GitHub']) {
      expect(within(footer).getByRole('link', { name: `Leafy on ${network}` })).toBeInTheDocument();
    }
    const year = new Intl.DateTimeFormat('en-US', { year: 'numeric' }).format(new Date());
    expect(
      within(footer).getByText(new RegExp(`© ${year} Leafy\\. All rights reserved\\.`)),
    ).toBeInTheDocument();
  });

  it(`shows at most ${MAX_TOASTS} toasts at once`, async () => {
    expect(MAX_TOASTS).toBe(20);
    renderApp(createInMemoryContainer({ catalog: new InMemoryPlantCatalog(somePlants(1)) }), '/');
    await screen.findByRole('link', { name: 'View All 1 Plants' });
    act(() => {
      for (let n = 1; n <= 25; n += 1) toast(`Toast number ${n}`);
    });
    const shown = await screen.findAllByText(/^Toast number \d+$/);
    expect(shown).toHaveLength(MAX_TOASTS);
  });
});

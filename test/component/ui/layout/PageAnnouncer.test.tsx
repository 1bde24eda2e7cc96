import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { InMemoryPlantCatalog } from '@/modules/plants/infrastructure/InMemoryPlantCatalog';
import type { Plant, PlantId } from '@/modules/shared/domain/Plant';
import { aPlant } from '@test/support/plants';
import { renderApp, type RenderedApp } from '@test/support/renderApp';

const HOME_HEADING = 'Leafy: indoor plants delivered';
const zzPlant = aPlant({ plantId: 1, plantName: 'ZZ Plant' });

/** A catalogue whose look-ups of one plant wait until the test lets them answer. */
class SlowPlantLookups extends InMemoryPlantCatalog {
  private answer = () => {};
  private answered = Promise.resolve();

  holdLookups(): void {
    this.answered = new Promise((resolve) => {
      this.answer = resolve;
    });
  }

  answerLookups(): void {
    this.answer();
  }

  override async findById(plantId: PlantId): Promise<Plant | null> {
    await this.answered;
    return super.findById(plantId);
  }
}

function openShop(path: string, { signedIn = true } = {}) {
  const auth = signedIn
    ? new InMemoryAuth({ signedInAs: { email: 'fern@example.com', password: 'Secret1' } })
    : new InMemoryAuth();
  const catalog = new SlowPlantLookups([zzPlant]);
  const app = renderApp(createInMemoryContainer({ auth, catalog }), path);
  return { app, catalog };
}

/** What the shop's polite live regions say now. */
const announcements = () =>
  Array.from(document.querySelectorAll('[aria-live="polite"]'), (region) =>
    region.textContent?.trim(),
  ).filter(Boolean);

const mainHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function go(app: RenderedApp, to: string | number) {
  await act(() => app.router.navigate(to));
}

describe('PageAnnouncer', () => {
  it('leaves focus and the live region alone on the first load', async () => {
    openShop('/');
    await mainHeading(HOME_HEADING);
    expect(document.body).toHaveFocus();
    expect(announcements()).not.toContain(HOME_HEADING);
  });

  it("moves focus to the new page's main heading and announces it", async () => {
    const { app } = openShop('/');
    await mainHeading(HOME_HEADING);
    await go(app, '/plants');
    expect(await mainHeading('All Plants')).toHaveFocus();
    expect(announcements()).toContain('All Plants');

    await go(app, -1);
    expect(await mainHeading(HOME_HEADING)).toHaveFocus();
    expect(announcements()).toContain(HOME_HEADING);
  });

  it('waits for a heading that comes once the page has loaded', async () => {
    const { app, catalog } = openShop('/plants');
    await mainHeading('All Plants');
    catalog.holdLookups();
    await go(app, '/plant/1');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(announcements()).not.toContain('ZZ Plant');

    await act(async () => catalog.answerLookups());
    expect(await mainHeading('ZZ Plant')).toHaveFocus();
    expect(announcements()).toContain('ZZ Plant');
  });

  it('leaves focus where the shopper moved it while the page loaded, and still announces it', async () => {
    const { app, catalog } = openShop('/plants');
    await mainHeading('All Plants');
    catalog.holdLookups();
    await go(app, '/plant/1');
    const cartLink = screen.getAllByRole('link', { name: /cart/i })[0]!;
    act(() => cartLink.focus());

    await act(async () => catalog.answerLookups());
    await mainHeading('ZZ Plant');
    expect(cartLink).toHaveFocus();
    expect(announcements()).toContain('ZZ Plant');
  });

  it('moves nothing when only the query changes (a search, a filter)', async () => {
    const { app } = openShop('/plants');
    await mainHeading('All Plants');
    const search = await screen.findByRole('searchbox');
    act(() => search.focus());
    await go(app, '/plants?q=zz');
    expect(search).toHaveFocus();
    expect(announcements()).not.toContain('All Plants');
  });

  it('a page opened at a #hash keeps focus where it is, and is announced', async () => {
    const { app } = openShop('/plants');
    await mainHeading('All Plants');
    await go(app, '/#about');
    await mainHeading(HOME_HEADING);
    expect(document.body).toHaveFocus();
    expect(announcements()).toContain(HOME_HEADING);
  });

  it.each([
    ['/plants', 'All Plants', true],
    ['/plant/1', 'ZZ Plant', true],
    ['/plant/404', 'Plant Not Found', true],
    ['/cart', 'My Cart', true],
    ['/profile', 'My Profile', true],
    ['/login', 'Welcome Back', false],
    ['/signup', 'Create Your Account', false],
    ['/no-such-page', '404 · No route match', false],
  ])('%s: its main heading takes focus', async (path, heading, signedIn) => {
    const { app } = openShop('/', { signedIn });
    await mainHeading(HOME_HEADING);
    await go(app, path);
    expect(await mainHeading(heading)).toHaveFocus();
  });
});

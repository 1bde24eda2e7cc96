// Journey: the shop helps a shopper on, at a phone's and a desktop's width, against the production
// bundle and the shop's real public/plants.json: the detail page ends with plants like the one
// shown, an empty cart points at the plants waiting in the Wishlist, the filter counts follow the
// other choices, an In stock filter is kept in the URL, and Featured lists what can be bought first.
import type { Page } from '@playwright/test';
import { signUpSession, type SignedInSession } from './support/a11y';
import { openPlant, tab } from './support/cart';
import { expect, test } from './support/test';
import { expectNoAxeViolations, readShopCatalogueRecords, type PlantRecordJson } from './support';

type Row = PlantRecordJson & { careLevel: string };

const plants = readShopCatalogueRecords() as Row[];
const inStock = (plant: Row) => plant.availableStock > 0;
const soldOut = plants.filter((plant) => !inStock(plant));
const petFriendly = plants.filter((plant) => plant.category === 'Pet Friendly');
const petFriendlyEasy = petFriendly.filter((plant) => plant.careLevel === 'Easy');
const easy = plants.filter((plant) => plant.careLevel === 'Easy');
/** A sold-out plant whose category and care level other plants share, some of them sold out too. */
const soldOutPlant = soldOut.find((plant) =>
  soldOut.some(
    (other) =>
      other !== plant && (other.category === plant.category || other.careLevel === plant.careLevel),
  ),
)!;

const grid = (page: Page) => page.getByRole('list', { name: 'Plants' });
const cardNames = (page: Page) =>
  grid(page).getByRole('article').getByRole('heading').allTextContents();
const checkbox = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

async function openPlants(page: Page, path = '/plants') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'All Plants' }).waitFor();
  await grid(page).getByRole('article').first().waitFor();
}

/** On a phone the filters fold under a Filters button: open it, once the listing is there. */
/** On a phone the filters open in a drawer (a dialog); on a desktop they are in the page. */
async function showFilters(page: Page) {
  await page.getByRole('searchbox', { name: 'Search plants' }).waitFor();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && !(await page.getByRole('dialog').isVisible())) {
    await toggle.click();
    await page.getByRole('dialog').waitFor();
  }
}

/** On a phone, the drawer's "Show N plants" closes it onto the results; a desktop shows them. */
async function showResults(page: Page) {
  const show = page.getByRole('button', { name: /^Show \d+ plants?$/ });
  if (await show.isVisible()) await show.click();
}

test.describe('the shop helps the shopper on @phone', () => {
  let session: SignedInSession;
  test.beforeAll(async ({ browser }) => {
    session = await signUpSession(browser, 'help-on');
  });

  test('the catalogue gives these journeys something to show', () => {
    // Guards the expectations below against a change of plants.json.
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    expect(soldOutPlant).toBeDefined();
    expect(petFriendly.length).toBeGreaterThan(0);
    expect(petFriendlyEasy.length).toBeLessThan(easy.length);
    expect(inStock(plants[0]!)).toBe(true);
    expect(plants.findIndex((plant) => !inStock(plant))).toBeLessThan(
      plants.length - soldOut.length,
    );
  });

  test('the detail page ends with more plants like this one, in stock first', async ({ shop }) => {
    const page = await shop.open({ signedIn: session, reducedMotion: 'reduce' });
    await openPlant(page, soldOutPlant);
    const more = page.getByRole('region', { name: 'More plants like this' });
    const cards = more.getByRole('article');
    await expect(cards).toHaveCount(4);
    const names = await cards.getByRole('heading').allTextContents();
    const shown = names.map((name) => plants.find((plant) => plant.plantName === name)!);
    expect(names).not.toContain(soldOutPlant.plantName);
    for (const plant of shown) {
      expect(
        plant.category === soldOutPlant.category || plant.careLevel === soldOutPlant.careLevel,
        `${plant.plantName} shares the category or the care level`,
      ).toBe(true);
    }
    const stock = shown.map(inStock);
    expect(stock, 'in stock first').toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
    expect(stock[0]).toBe(true);

    const first = shown[0]!;
    await more.getByRole('link', { name: first.plantName, exact: true }).click();
    await page.waitForURL((address) => address.pathname === `/plant/${first.plantId}`);
    await page.getByRole('heading', { level: 1, name: first.plantName, exact: true }).waitFor();
  });

  test('an empty cart points at the plants waiting in the Wishlist', async ({ shop }) => {
    const page = await shop.open({ signedIn: session, shopping: {}, reducedMotion: 'reduce' });
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await expect(page.getByText(/in your Wishlist/)).toHaveCount(0);

    const saved = plants.slice(0, 3);
    await openPlants(page);
    for (const plant of saved) {
      await page.getByRole('button', { name: `Save ${plant.plantName} to wishlist` }).click();
    }
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await page.getByText('You have 3 plants in your Wishlist.').waitFor();
    await expect(page.getByRole('link', { name: 'Browse Plants' })).toBeVisible();
    await expectNoAxeViolations(page, 'the empty cart with plants in the Wishlist');
    await page.getByRole('link', { name: 'View Wishlist' }).click();
    await expect(tab(page, 'Wishlist', 3)).toHaveAttribute('aria-selected', 'true');
    // The link has gone with the cart's panel: focus waits on the Wishlist's.
    await expect(page.getByRole('tabpanel', { name: 'Wishlist (3)' })).toBeFocused();
    for (const plant of saved) {
      await page.getByRole('heading', { name: plant.plantName, exact: true }).waitFor();
    }
  });

  test('the filter counts follow the other choices', async ({ page }) => {
    await openPlants(page);
    await showFilters(page);
    await checkbox(page, 'Easy').waitFor();
    await expect(checkbox(page, 'Easy')).toHaveAccessibleName(`Easy (${easy.length})`);

    await checkbox(page, 'Pet Friendly').check();
    await showResults(page);
    await expect(page.getByRole('status').filter({ hasText: /plants?$/ })).toHaveText(
      `${petFriendly.length} plants`,
    );
    await showFilters(page);
    await expect(checkbox(page, 'Easy')).toHaveAccessibleName(`Easy (${petFriendlyEasy.length})`);
    await checkbox(page, 'Easy').check();
    await showResults(page);
    await expect(grid(page).getByRole('article')).toHaveCount(petFriendlyEasy.length);
    await showFilters(page);
    // Choosing another category would add its easy plants.
    const easyTropical = easy.filter((plant) => plant.category === 'Tropical').length;
    await expect(checkbox(page, 'Tropical')).toHaveAccessibleName(`Tropical (${easyTropical})`);
    await expectNoAxeViolations(page, 'the filters with two choices made');
  });

  test('an In stock filter is kept in the URL', async ({ page }) => {
    await openPlants(page);
    await showFilters(page);
    const available = plants.filter(inStock);
    await checkbox(page, 'In stock').check();
    await expect(checkbox(page, 'In stock')).toHaveAccessibleName(`In stock (${available.length})`);
    await showResults(page);
    await expect.poll(() => new URL(page.url()).search).toBe('?stock=in');
    await expect.poll(() => cardNames(page)).toHaveLength(available.length);
    expect(await cardNames(page)).not.toContain(soldOut[0]!.plantName);

    await page.reload();
    await showFilters(page);
    await expect(checkbox(page, 'In stock')).toBeChecked();
    await showResults(page);
    await expect.poll(() => cardNames(page)).toHaveLength(available.length);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await showFilters(page);
    await expect(checkbox(page, 'In stock')).not.toBeChecked();
    await showResults(page);
    await expect.poll(() => cardNames(page)).toHaveLength(plants.length);
  });

  test('Featured lists the plants that can be bought before the sold-out ones', async ({
    page,
  }) => {
    await openPlants(page);
    const featured = [...plants.filter(inStock), ...soldOut].map((plant) => plant.plantName);
    await expect.poll(() => cardNames(page)).toEqual(featured);
  });
});

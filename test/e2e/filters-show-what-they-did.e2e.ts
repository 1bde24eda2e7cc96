// Journey: the filters show what they did. On a phone they open in a drawer whose Show N plants
// button closes it and brings the results into view; at any width a choice that would add no plant
// cannot be ticked (a ticked one can always be unticked), and a price range narrows the plants and
// is kept in the URL. Runs at 375 px (phone) and 1280 px (desktop) against the production bundle
// and the shop's real public/plants.json.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  expectNoAxeViolations,
  inFeaturedOrder,
  readShopCatalogueRecords,
  type PlantRecordJson,
} from './support';

type Row = PlantRecordJson & { careLevel: string };
const plants = readShopCatalogueRecords() as Row[];
const names = (list: readonly Row[]) => inFeaturedOrder(list).map((plant) => plant.plantName);
const petFriendlyEasy = plants.filter(
  (plant) => plant.category === 'Pet Friendly' && plant.careLevel === 'Easy',
);
const succulents = plants.filter((plant) => plant.category === 'Succulents');
const tenToTwenty = plants.filter((plant) => plant.price >= 10 && plant.price <= 20);
const upToTwenty = plants.filter((plant) => plant.price <= 20);

const grid = (page: Page) => page.getByRole('list', { name: 'Plants' });
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

async function expectCards(page: Page, expected: readonly string[], message: string) {
  await expect
    .poll(() => grid(page).getByRole('article').getByRole('heading').allTextContents(), {
      message,
    })
    .toEqual(expected);
}

async function openPlants(page: Page, path = '/plants') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'All Plants' }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /^\d+ plants?$/ })
    .waitFor();
}

/** Where the filter choices are: the phone's drawer, opened; the page itself on a desktop. */
async function filters(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.locator('main');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const choice = (where: Locator, name: string) =>
  where.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

test.describe('filters that show what they did @phone', () => {
  test('the catalogue gives this journey something to find', () => {
    expect(petFriendlyEasy.length).toBeGreaterThan(0);
    expect(succulents.some((plant) => plant.careLevel === 'Expert')).toBe(false);
    expect(tenToTwenty.length).toBeGreaterThan(0);
    expect(upToTwenty.length).toBeGreaterThan(tenToTwenty.length);
  });

  test('each tick is made with its results in sight, and they come into view', async ({ page }) => {
    await openPlants(page);
    const where = await filters(page);
    await choice(where, 'Pet Friendly').check();
    await choice(where, 'Easy').check();
    if (isPhone(page)) {
      // The drawer is a dialog: focus moved in, and its button says what the ticks give.
      expect(await where.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      const show = where.getByRole('button', { name: `Show ${petFriendlyEasy.length} plants` });
      await expect(show).toBeInViewport();
      await expectNoAxeViolations(page);
      await show.click();
      await expect(where).toBeHidden();
      await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
    }
    await expectCards(page, names(petFriendlyEasy), 'Pet Friendly, Easy');
    await expect(page.getByRole('status').filter({ hasText: /plants?$/ })).toBeInViewport();
    await expect(grid(page).getByRole('article').first()).toBeInViewport();
    expect(new URL(page.url()).search).toBe('?category=Pet+Friendly&care=Easy');
  });

  test('Escape leaves the drawer and gives focus back to the Filters button', async ({ page }) => {
    await openPlants(page);
    const where = await filters(page);
    if (!isPhone(page)) {
      // No drawer from md up: the choices are on the page, with no Filters button.
      await expect(choice(where, 'Succulents')).toBeInViewport();
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
      return;
    }
    await page.keyboard.press('Escape');
    await expect(where).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
  });

  test('a choice that would add no plant is disabled; a ticked one can always be unticked', async ({
    page,
  }) => {
    await openPlants(page);
    let where = await filters(page);
    await choice(where, 'Succulents').check();
    await expect(choice(where, 'Expert')).toHaveAccessibleName('Expert (0)');
    await expect(choice(where, 'Expert')).toBeDisabled();
    await expect(choice(where, 'Easy')).toBeEnabled();

    // A link may tick two choices that leave nothing: each can still be unticked.
    await openPlants(page, '/plants?category=Succulents&care=Expert');
    await expect(page.getByRole('status').filter({ hasText: /plants?$/ })).toHaveText('0 plants');
    where = await filters(page);
    await expect(choice(where, 'Expert')).toBeChecked();
    await expect(choice(where, 'Expert')).toBeEnabled();
    await choice(where, 'Expert').uncheck();
    expect(new URL(page.url()).search).toBe('?category=Succulents');
    await expectNoAxeViolations(page);
  });

  test('a price range narrows the plants and is kept in the URL; a bad bound is dropped', async ({
    page,
  }) => {
    await openPlants(page);
    const where = await filters(page);
    await where.getByRole('spinbutton', { name: 'Min price' }).fill('10');
    await where.getByRole('spinbutton', { name: 'Max price' }).fill('20');
    await where.getByRole('spinbutton', { name: 'Max price' }).press('Enter');
    if (isPhone(page)) {
      await where.getByRole('button', { name: `Show ${tenToTwenty.length} plants` }).click();
    }
    await expectCards(page, names(tenToTwenty), '$10 to $20');
    await expect.poll(() => new URL(page.url()).search).toBe('?min=10&max=20');

    await page.reload();
    await expectCards(page, names(tenToTwenty), 'reload keeps the range');

    await openPlants(page, '/plants?min=abc&max=20');
    await expectCards(page, names(upToTwenty), 'min=abc is dropped, max=20 kept');
    await openPlants(page, '/plants?min=-5&max=1e9');
    await expectCards(page, names(plants), 'bounds out of range are dropped');
  });
});

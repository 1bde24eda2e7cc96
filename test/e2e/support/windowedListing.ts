// The listing with a catalogue of the journey's own, long enough that its grid is windowed.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { PlantRecordJson } from '@test/support/plants';

/**
 * Opens /plants with `records` served as plants.json, and waits until the grid's cards count all
 * of them (a windowed grid renders only the rows near the screen, each telling the list's size).
 */
export async function openListingOf(
  page: Page,
  records: readonly PlantRecordJson[],
): Promise<Locator> {
  await page.route('**/plants.json', (route) => route.fulfill({ json: records }));
  await page.goto('/plants');
  const grid = page.getByRole('list', { name: 'Plants' });
  await expect
    .poll(() => grid.getByRole('listitem').first().getAttribute('aria-setsize'))
    .toBe(String(records.length));
  return grid;
}

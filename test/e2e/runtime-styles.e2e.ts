// What `style-src 'unsafe-inline'` was for. The build writes the stylesheet
// into index.html as one <style>, whose text is fixed, so a hash can allow it; a <style> written at
// run time cannot be allowed that way. react-hot-toast's own <Toaster> wrote one (goober, a
// <style id="_goober"> whose text grows with each kind of toast): the shop's Toaster draws
// react-hot-toast's headless store with the stylesheet's classes instead (src/ui/lib/Toaster.tsx).
// Chromium against the production build, with the offline worker let in for the update toast.
import { expect, test } from './support/test';
import { toast } from './support/accounts';
import { deployCopyOfDist, UPDATE_READY, WITH_WORKER, workerInControl } from './support/offline';

/** The stylesheets in the document: each <style>'s text, and how many were built by script. */
const documentStyles = () => ({
  styleElements: Array.from(document.querySelectorAll('style'), (style) => style.textContent),
  constructedSheets: document.adoptedStyleSheets.length,
});

test.describe('styles written at run time', () => {
  test('none: after a success, an error and the update toast, the one <style> is the one index.html ships', async ({
    shop,
  }) => {
    const deployment = await deployCopyOfDist();
    try {
      const page = await shop.open({
        context: { ...WITH_WORKER, baseURL: `${deployment.url}/` },
      });
      const shipped = /<style>([\s\S]*?)<\/style>/.exec(
        await (await page.request.get('/')).text(),
      )?.[1];
      expect(shipped, 'index.html carries the stylesheet').toBeTruthy();

      await page.goto('/');
      await page.getByRole('heading', { name: 'Popular Plants' }).waitFor();
      await page
        .getByRole('button', { name: /to wishlist$/ })
        .first()
        .click();
      await toast(page, 'Added to wishlist').waitFor();

      // An error toast: the next heart cannot be stored (a full storage), then storage is back.
      // A form's failure is told in the form alone, so it is not the one.
      await page.evaluate(() => {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function refuse(this: Storage, key: string, value: string) {
          if (key === 'wishlist') throw new DOMException('full', 'QuotaExceededError');
          setItem.call(this, key, value);
        };
        (window as unknown as { restoreStorage: () => void }).restoreStorage = () => {
          Storage.prototype.setItem = setItem;
        };
      });
      await page
        .getByRole('button', { name: /to wishlist$/ })
        .nth(1)
        .click();
      await toast(page, 'Failed to add to wishlist').waitFor();
      await page.evaluate(() =>
        (window as unknown as { restoreStorage: () => void }).restoreStorage(),
      );

      // A new version deployed; a second tab makes the browser look for it.
      await workerInControl(page);
      deployment.deployNewVersion('v2');
      const other = await page.context().newPage();
      await other.goto('/');
      await toast(page, UPDATE_READY, { containing: true }).waitFor();
      await other.close();

      expect(await page.evaluate(documentStyles)).toEqual({
        styleElements: [shipped],
        constructedSheets: 0,
      });
    } finally {
      await deployment.close();
    }
  });
});

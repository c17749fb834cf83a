// Every registry page renders its own h1, both as prerendered HTML (JavaScript off) and after
// hydration (JavaScript on), with no console errors or warnings.
import { pages } from '../src/content/registry';
import { expect, test, waitForHydration, watchPage } from './support/fixtures';

const BATCHES = 8;
const batches = Array.from({ length: BATCHES }, (_, index) =>
  pages.filter((_, position) => position % BATCHES === index),
);

test.describe('prerendered HTML with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  for (const [index, batch] of batches.entries()) {
    test(`batch ${index + 1} of ${BATCHES} shows each page's h1`, async ({ page }) => {
      for (const entry of batch) {
        const response = await page.goto(entry.path);
        expect(response?.status(), entry.path).toBe(200);
        await expect(page.locator('h1'), entry.path).toHaveText(entry.title);
        await expect(page, entry.path).toHaveTitle(/.+/);
      }
    });
  }
});

test.describe('hydrated pages with JavaScript enabled', () => {
  for (const [index, batch] of batches.entries()) {
    test(`batch ${index + 1} of ${BATCHES} hydrates each page without errors`, async ({
      page,
      baseURL,
    }) => {
      const problems = watchPage(page, baseURL!);
      for (const entry of batch) {
        await page.goto(entry.path);
        await waitForHydration(page);
        await expect(page.locator('h1'), entry.path).toHaveText(entry.title);
        await expect(page.getByText('Loading page...')).toHaveCount(0);
      }
      expect(problems.messages).toEqual([]);
    });
  }
});

// Every registry page renders its own h1 as prerendered HTML, with JavaScript off. (With JavaScript
// on, crawl.spec.ts visits every page through hydration.)
import { pages } from '../src/content/registry';
import { expect, test } from './support/fixtures';
import { inBatches } from './support/template-batches';

const BATCHES = 8;
const batches = inBatches(pages, BATCHES);

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

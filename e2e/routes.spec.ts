// Every registry page renders its own h1 as prerendered HTML, with JavaScript off, and fits a
// 360 px phone's width: nothing (a long address in code, a wide table) makes the page wider than
// the screen, which a phone answers by zooming the whole page out. (With JavaScript on,
// crawl.spec.ts visits every page through hydration.)
import { pages } from '../src/content/registry';
import { expect, test } from './support/fixtures';
import { inBatches } from './support/template-batches';

const BATCHES = 8;
const batches = inBatches(pages, BATCHES);

test.describe('prerendered HTML with JavaScript disabled, on a 360 px phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  for (const [index, batch] of batches.entries()) {
    test(`batch ${index + 1} of ${BATCHES} shows each page's h1, no wider than the screen`, async ({
      page,
    }) => {
      for (const entry of batch) {
        const response = await page.goto(entry.path);
        expect(response?.status(), entry.path).toBe(200);
        await expect(page.locator('h1'), entry.path).toHaveText(entry.title);
        await expect(page, entry.path).toHaveTitle(/.+/);
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
        }));
        expect.soft(widths.page, `${entry.path} is wider than the screen`).toBe(widths.screen);
      }
    });
  }
});

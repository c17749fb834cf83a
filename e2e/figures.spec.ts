// The first screen of a service page and a case study on a 375x812 phone shows a figure drawn from
// the page's own data: an SVG image with an accessible name that states what it shows, at least
// 160 px wide and starting above the fold, in the light and the dark theme. A service page reaches
// its footer within seven screens, its long sections folded.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE, withinSevenScreens } from './support/phone-screens';

/** Whether the figure starts on the first screen, with enough of it in view to read. */
async function onFirstScreen(figure: Locator): Promise<void> {
  const box = (await figure.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(160);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + 80).toBeLessThanOrEqual(PHONE.height);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ viewport: PHONE, colorScheme: theme });

    test('a service page’s first screen shows a sample of what the client receives', async ({
      page,
    }) => {
      await page.goto('/services/ppc');
      const figure = page.getByRole('img', {
        name: /^Sample ad account structure for a Gurgaon physiotherapy chain\. Campaign: /,
      });
      await expect(figure).toBeVisible();
      await onFirstScreen(figure);
      await expect(page.getByRole('main').getByText('Sample ad account structure')).toBeVisible();
      await withinSevenScreens(page);
    });

    test('an SEO service page’s first screen shows a sample keyword plan', async ({ page }) => {
      await page.goto('/services/seo');
      const figure = page.getByRole('img', {
        name: /^Sample keyword plan for a CA firm in Pune: gst registration in pune, 1,900 a month/,
      });
      await onFirstScreen(figure);
      await withinSevenScreens(page);
    });

    // The longest service page before its sections folded (`npm run bench:screens`).
    test('the longest service page reaches its footer within seven screens', async ({ page }) => {
      await page.goto('/services/whatsapp-marketing');
      await withinSevenScreens(page);
    });

    test('a case study’s first screen charts its results before and after, also in a table', async ({
      page,
    }) => {
      await page.goto('/case-studies/gurgaon-real-estate-developer-site-visits');
      const chart = page.getByRole('img', {
        name: /^Before and after: Site visits per month from 62 to 190 \(3\.1x\)/,
      });
      await expect(chart).toBeVisible();
      await onFirstScreen(chart);
      const table = page.getByRole('table', { name: /^Before and after/ });
      await expect(
        table.getByRole('row', { name: /Site visits per month 62 190 3\.1x/ }),
      ).toHaveCount(1);
    });
  });
}

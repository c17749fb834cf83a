// The market templates on a 375x812 phone, in the light and the dark theme: the first screen shows a
// figure drawn from the page's own data (named for what it shows, at least 160 px wide, starting
// above the fold); a city-service page's first screen also states the price it starts from and the
// quote button; and each page reaches its footer within seven screens, its long sections folded.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { quoteCta } from '../shared/visitor-words';
import { PHONE, withinSevenScreens } from './support/phone-screens';
/** The call and WhatsApp bar covers the foot of a phone's screen. */
const CONTACT_BAR = 60;

/** Starts on the first screen: above the contact bar, or (`underBar`) anywhere above the fold. */
async function onFirstScreen(target: Locator, minWidth = 0, underBar = false): Promise<void> {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(minWidth);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(PHONE.height - (underBar ? 0 : CONTACT_BAR));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ viewport: PHONE, colorScheme: theme });

    test('a city-service page opens on its price, the city on the map and the quote', async ({
      page,
    }) => {
      await page.goto('/services/seo/delhi');
      const map = page.getByRole('img', { name: 'Map of India with Delhi marked' });
      await onFirstScreen(map, 160);
      expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );
      const figure = page.getByRole('figure').filter({ has: map });
      await expect(figure).toContainText(/\d+ areas we cover in Delhi/);
      await expect(figure).toContainText('Connaught Place');
      const main = page.getByRole('main');
      await onFirstScreen(main.getByText(/^From ₹[\d,]+ .+ \+ GST$/));
      const quote = main.getByRole('link', { name: quoteCta }).first();
      await onFirstScreen(quote);
      await expect(quote).toHaveAttribute('href', '/quote?service=seo&city=delhi');
      await withinSevenScreens(page);
    });

    test('a city-service page folds its long sections and keeps their words', async ({ page }) => {
      await page.goto('/services/seo/delhi');
      const market = page.getByRole('region', { name: 'The market in Delhi' });
      const fold = market.getByText('Read about the Delhi market');
      const text = market.locator('details p').last();
      await expect(text).toBeHidden();
      await fold.click();
      await expect(text).toBeVisible();
      const steps = page.getByRole('region', { name: 'How we work in Delhi' }).locator('summary');
      expect(await steps.count()).toBeGreaterThanOrEqual(3);
    });

    for (const [path, name] of [
      [
        '/industries/real-estate',
        /^The plan in one view\. What we do: 1\. Project pages that answer the buyer; /,
      ],
      [
        '/services/industries/bangalore-healthcare-digital-marketing',
        /^The plan in one view\. What we do: 1\. .+ What we measure: /,
      ],
    ] as const) {
      test(`${path} opens on the plan the page describes, in one view`, async ({ page }) => {
        await page.goto(path);
        const plan = page.getByRole('img', { name });
        await onFirstScreen(plan, 160);
        await expect(
          page.getByRole('main').getByRole('link', { name: quoteCta }).first(),
        ).toBeVisible();
        await withinSevenScreens(page);
      });
    }

    for (const [path, name] of [
      ['/locations/pune', 'Map of India with Maharashtra highlighted and Pune marked'],
      [
        '/locations/maharashtra',
        'Map of India: Maharashtra highlighted, with the 2 cities we serve there',
      ],
    ] as const) {
      // A state page's long lead and two rows of buttons put its map's top under the contact bar.
      test(`${path} shows its map on the first screen`, async ({ page }) => {
        await page.goto(path);
        await onFirstScreen(page.getByRole('img', { name }), 160, true);
        await withinSevenScreens(page);
      });
    }
  });
}

// The first screen of each company template on a 375x812 phone shows a figure drawn from the site's
// own data (build/company-figures/, the logo files on the logo page): an image found by its
// accessible name, at least 160 px wide and starting above the fold, in the light and the dark
// theme, chosen on the site while the system says the other, with the figure's own background in
// the chosen theme's colours. The company templates that are not articles, the home page among them,
// reach their footer within seven screens, their long sections folded.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { PHONE, withinSevenScreens } from './support/phone-screens';

/** Company templates with a first-screen figure that are not articles (legal pages, the sitemap). */
const SCANNED = new Set(['/services', '/careers', '/testimonials', '/portfolio']);

const firstScreens: { path: string; name: RegExp }[] = [
  { path: '/services', name: /^Starting prices of our 14 core services, before 18% GST, from ₹/ },
  {
    path: '/quote',
    name: /^Getting a quote: two short steps, a reply within one working day, a proposal within two/,
  },
  { path: '/careers', name: /^Our hiring process in 5 steps: Application review, / },
  {
    path: '/awards',
    name: /^\d kinds of agency credentials to check at the source, listed below$/,
  },
  {
    path: '/testimonials',
    name: /^Ratings in the \d+ testimonials on this page: \d+ rated 5 out of 5/,
  },
  { path: '/portfolio', name: /^Our \d+ projects by kind of work: / },
  { path: '/logo', name: /^Full-colour logo of .+, on white$/ },
  {
    path: '/privacy-policy',
    name: /^How long we keep data: IP address 1 minute, .+, contracts 8 years$/,
  },
  {
    path: '/terms-of-service',
    name: /^From a quote to work: a reply within one working day/,
  },
  { path: '/sitemap', name: /^\d+ pages: Company \d+, Services \d+/ },
];

/** Whether the figure starts on the first screen, at least 160 px wide. */
async function onFirstScreen(figure: Locator): Promise<void> {
  const box = (await figure.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(160);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(PHONE.height);
}

/** The brightness (0 to 255) of the image's top-left corner as painted: its own background. */
async function cornerBrightness(page: Page, figure: Locator): Promise<number> {
  await figure.scrollIntoViewIfNeeded();
  const box = (await figure.boundingBox())!;
  const png = await page.screenshot({ clip: { x: box.x + 2, y: box.y + 2, width: 2, height: 2 } });
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return (data[0]! + data[1]! + data[2]!) / 3;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    // The system says the other theme: the figures follow the one chosen on the site.
    test.use({ viewport: PHONE, colorScheme: theme === 'light' ? 'dark' : 'light' });

    test('every company template’s first screen shows a figure from the site’s data', async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const { path, name } of firstScreens) {
        await test.step(path, async () => {
          await page.goto(path);
          const figure = page.getByRole('main').getByRole('img', { name });
          await expect(figure).toBeVisible();
          await expect
            .poll(() => figure.evaluate((image: HTMLImageElement) => image.naturalWidth))
            .toBeGreaterThan(0);
          await onFirstScreen(figure);
          // The logo's own tile is white in both themes; the drawn figures follow the theme.
          if (path !== '/logo') {
            const brightness = await cornerBrightness(page, figure);
            if (theme === 'light') expect(brightness).toBeGreaterThan(200);
            else expect(brightness).toBeLessThan(60);
          }
          if (SCANNED.has(path)) await withinSevenScreens(page);
        });
      }
    });

    test('the home and about pages reach their footer within seven screens', async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const path of ['/', '/about']) {
        await test.step(path, async () => {
          await page.goto(path);
          await withinSevenScreens(page);
        });
      }
    });
  });
}

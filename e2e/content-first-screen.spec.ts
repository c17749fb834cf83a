// The first screen of the content, tools and developer templates on a 375x812 phone shows a
// visual drawn from the site's own data or taken from the site itself: a build-time SVG figure or
// a tool's screenshot, found by its accessible name, loaded, at least 160 px wide and starting
// above the fold, in the light and the dark theme (set by the theme switch's stored choice).
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

const PHONE = { width: 375, height: 812 };

const PAGES: { path: string; name: RegExp }[] = [
  {
    path: '/resources/seo-tools',
    name: /^Screenshot of the SEO Analyzer’s report on a sample plumber’s home page: SEO score: \d+ out of 100/,
  },
  {
    path: '/tools/keyword-planner',
    name: /^Screenshot of the Keyword Planner’s ideas for “plumber” in Pune/,
  },
  { path: '/blog', name: /^The blog's 12 articles by topic: SEO \d+,/ },
  {
    path: '/blog/local-seo-checklist-indian-businesses',
    name: /^Map of this \d+-minute article, \d+ sections by reading time: Introduction/,
  },
  {
    path: '/case-studies',
    name: /^Headline results of our case studies: Real Estate, Gurgaon: site visits per month 3\.1x;/,
  },
  {
    path: '/resources/industry-reports-resources',
    name: /^Sample data: Google Search cost per lead by industry, .*highest first: IT and SaaS ₹2,909,/,
  },
  {
    path: '/resources/digital-marketing-guide',
    name: /^Map of this \d+-minute guide, \d+ sections by reading time:/,
  },
  { path: '/routing-test', name: /^The site's \d+ routes by template: city-service \d+/ },
  {
    path: '/breadcrumb-demo',
    name: /^The breadcrumb trail of Mumbai: Home › Services › SEO Services › Mumbai$/,
  },
  {
    path: '/accessibility-demo',
    name: /^Contrast of the site’s text colours in both themes against WCAG’s 4\.5:1 minimum: Text on page, light \d/,
  },
];

async function onFirstScreen(visual: Locator): Promise<void> {
  await expect(visual).toBeVisible();
  await expect
    .poll(() => visual.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await visual.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(160);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(PHONE.height);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ viewport: PHONE, colorScheme: theme });

    for (const { path, name } of PAGES)
      test(`${path} shows a visual drawn from the site on its first screen`, async ({ page }) => {
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        await page.goto(path);
        await onFirstScreen(page.getByRole('img', { name }));
      });
  });
}

test('a build-time figure takes the page’s theme, not only the system’s', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/blog');
  const figure = page.getByRole('img', { name: /^The blog's 12 articles by topic/ });
  await expect(figure).toHaveCSS('color-scheme', 'dark');
});

// City-service, location and industry pages: related links move between places client-side and load
// the next place's content, and the quote calls to action carry the page's service and city.
import { expect, test, waitForHydration } from './support/fixtures';
import { quoteCta } from '../shared/visitor-words';

test('a nearby-city link loads that city content without a full page load', async ({ page }) => {
  await page.goto('/services/seo/mumbai');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('link', { name: 'SEO Services in Pune' }).click();
  await expect(page).toHaveURL(/\/services\/seo\/pune$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO Services in Pune');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Doing business in Pune' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
});

test('the web development quote link pre-selects web design and the city', async ({ page }) => {
  await page.goto('/services/web-development/gurgaon');
  const quote = page.getByRole('main').getByRole('link', { name: quoteCta }).first();
  await expect(quote).toHaveAttribute('href', '/quote?service=web-design&city=gurgaon');
});

test('a duplicate Delhi page shows the Delhi content under its own title', async ({ page }) => {
  await page.goto('/services/delhi/ppc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'PPC Management Company in Delhi',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'The market in Delhi' })).toBeVisible();
  const quote = page.getByRole('main').getByRole('link', { name: quoteCta }).first();
  await expect(quote).toHaveAttribute('href', '/quote?service=ppc&city=delhi');
});

test('a state location page lists its cities and leaves the quote city open', async ({ page }) => {
  await page.goto('/locations/maharashtra');
  const cities = page.getByRole('region', { name: 'Business cities of Maharashtra' });
  await expect(cities.getByRole('link', { name: /^Pune/ })).toHaveAttribute(
    'href',
    '/locations/pune',
  );
  const quote = page.getByRole('main').getByRole('link', { name: quoteCta }).first();
  await expect(quote).toHaveAttribute('href', '/quote');
});

test('the industry KPI table has a header row and one row per KPI', async ({ page }) => {
  await page.goto('/industries/healthcare');
  // The table folds on a phone; at 1280 px the fold is open without its line (fold.tsx).
  await expect(page.getByText('See the benchmarks')).toBeHidden();
  const table = page.getByRole('table', { name: 'Healthcare marketing KPIs with benchmarks' });
  await expect(table.getByRole('columnheader')).toHaveText(['KPI', 'Benchmark', 'Why it matters']);
  expect(await table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(5);
});

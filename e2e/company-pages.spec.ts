// Behaviour of the home, service and company pages beyond rendering: the home testimonials survive
// hydration, service pages send the quote form their service, filters on testimonials and
// portfolio narrow the list, careers roles expand and apply by email, and logo files download.
import { expect, test, waitForHydration } from './support/fixtures';
import { quoteCtaFor } from '../shared/visitor-words';

test('the home page keeps its three testimonials through hydration', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Digital Marketing Agency in India',
  );
  const section = page.locator('section[aria-labelledby="home-testimonials"]');
  await expect(section.locator('figure')).toHaveCount(3);
  await expect(section.getByText('Rated 5 out of 5').first()).toBeAttached();
});

test('a service page links to the quote form with its service selected', async ({ page }) => {
  await page.goto('/services/seo/local');
  await waitForHydration(page);
  const quote = page.getByRole('link', { name: quoteCtaFor('Local SEO') });
  await expect(quote).toHaveAttribute('href', '/quote?service=seo');
  // The lowest tier's price, on the first screen and among the pricing tiers.
  await expect(page.getByText('From ₹15,000 per month + GST')).toBeVisible();
  const pricing = page.getByRole('region', { name: 'Pricing in INR' });
  await expect(pricing.getByText('₹15,000', { exact: true })).toBeVisible();
});

test('testimonials filter by service and say how many are shown', async ({ page }) => {
  await page.goto('/testimonials');
  await waitForHydration(page);
  // Each testimonial is a figure in the list; the ratings figure above it is not one.
  const cards = page.locator('main li figure');
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(12);
  const filter = page.getByRole('group', { name: 'Filter by service' });
  await filter.getByRole('button', { name: 'Local SEO' }).click();
  await expect(filter.getByRole('button', { name: 'Local SEO' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards).toHaveCount(1);
  await expect(page.getByText(/^Showing 1 of \d+ testimonials for Local SEO/)).toBeVisible();
  await filter.getByRole('button', { name: 'All services' }).click();
  await expect(cards).toHaveCount(all);
});

test('the portfolio filters projects by kind of work', async ({ page }) => {
  await page.goto('/portfolio');
  await waitForHydration(page);
  expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(9);
  await page
    .getByRole('group', { name: 'Filter by kind of work' })
    .getByRole('button', { name: 'Website' })
    .click();
  for (const tag of await page.locator('main article .rm-tag').allTextContents())
    expect(tag).toBe('Website');
});

test('a careers role expands and applies by email with its subject line', async ({ page }) => {
  await page.goto('/careers');
  await waitForHydration(page);
  const role = page.locator('#senior-seo-specialist');
  await role.getByText('Responsibilities and requirements').click();
  await expect(role.getByRole('heading', { name: 'What you will do' })).toBeVisible();
  await expect(role.getByRole('link', { name: /Apply by email/ })).toHaveAttribute(
    'href',
    'mailto:hello@reachmark.in?subject=Application%3A%20Senior%20SEO%20Specialist',
  );
});

test('the logo page offers all four SVG files for download', async ({ page }) => {
  await page.goto('/logo');
  await waitForHydration(page);
  const downloads = page.locator('main a[download][href^="/brand/"]');
  await expect(downloads).toHaveCount(5);
  for (const href of await downloads.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')!),
  )) {
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('svg');
  }
});

// Paths outside the registry show the not-found page, with HTTP 404 from the server and after a
// client-side navigation alike.
import { expect, test, waitForHydration } from './support/fixtures';

const unknownPaths = [
  '/this-page-does-not-exist',
  '/services/email/dehradun',
  '/services/seo/atlantis',
  '/ABOUT',
  '/locations/uttar-pradesh',
  '/blog/no-such-post',
  '/%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87',
];

for (const path of unknownPaths) {
  test(`${path} answers 404 with the not-found page`, async ({ page, problems }) => {
    problems.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test('a trailing slash redirects to the page itself', async ({ page }) => {
  const response = await page.goto('/about/?ref=1');
  expect(response?.url()).toMatch(/\/about\?ref=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
});

test('the not-found page offers popular pages that work', async ({ page, problems }) => {
  problems.allow(/status of 404/);
  await page.goto('/nowhere');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'SEO Services' }).click();
  await expect(page).toHaveURL(/\/services\/seo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO Services');
});

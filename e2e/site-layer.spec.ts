// The site-wide layer in Chromium: theme, skip links and announcements, error screens, the service
// worker and offline use, and no request leaving the site when monitoring is off.
import { recordAnnouncements } from './support/announcements';
import { expect, test, waitForHydration } from './support/fixtures';
import { controlledByWorker } from './support/service-worker';
import { goHome, tryAgain } from '../shared/visitor-words';

test.describe('theme', () => {
  test('follows the system by default and live when it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: 'System theme' })).toBeChecked();
    const background = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).toBe('rgb(11, 16, 32)');
  });

  test('a chosen theme is stored, forces a class and is applied before first paint', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    await waitForHydration(page);
    await page.locator('label').filter({ hasText: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The inline head script applies it before React runs.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.unroute(/\/assets\/index-[^/]+\.js$/);
  });

  test('an unknown stored value means system', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', '<script>'));
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: 'System theme' })).toBeChecked();
    await expect(page.locator('html')).not.toHaveClass(/\b(dark|light)\b/);
  });
});

test.describe('accessibility layer', () => {
  test('the skip link comes first, shows on focus and moves focus to the content', async ({
    page,
  }) => {
    await page.goto('/services');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test("announces 'Page loaded successfully' after load and the page title after navigation", async ({
    page,
  }) => {
    const heard = await recordAnnouncements(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(heard, { timeout: 5000 }).toContain('Page loaded successfully');
    await page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(heard).toContain('About Reachmark');
  });
});

test.describe('error screens', () => {
  test('a template chunk that fails to load shows Navigation Error, and Try Again recovers', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource|Could not load the careers template/i);
    const heard = await recordAnnouncements(page);
    await page.goto('/');
    await waitForHydration(page);
    const chunk = /\/assets\/careers-page-[^/]+\.js$/;
    await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { name: 'Navigation Error' })).toBeVisible();
    await expect(
      page.getByText(
        'There was a problem loading the page. This might be due to a temporary issue.',
      ),
    ).toBeVisible();
    await page.unroute(chunk);
    await page.getByRole('button', { name: tryAgain }).click();
    await expect.poll(heard).toContain('Retrying to load the page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers at Reachmark');
  });

  test("'Go to Home' loads the home page in full", async ({ page, problems }) => {
    problems.allow(/Failed to load resource|Could not load the awards template/i);
    await page.goto('/');
    await waitForHydration(page);
    await page.route(/\/assets\/awards-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Awards' }).click();
    await page.getByRole('button', { name: goHome }).click();
    await page.waitForURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Digital Marketing Agency in India',
    );
  });
});

test.describe('service worker', () => {
  test('a visited page reloads offline', async ({ page, context, problems }) => {
    problems.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await page.goto('/about');
    await waitForHydration(page);
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
    await context.setOffline(false);
  });

  test('sw.js answered as HTML unregisters the worker and reloads once, and only once', async ({
    page,
    problems,
  }) => {
    problems.allow(/Failed to load resource/);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route('**/sw.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' }),
    );
    await page.reload();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await waitForHydration(page);
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistrations().then((list) => list.length),
      ),
    ).toBe(0);
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
  });
});

test('with no monitoring DSN, no request leaves the site on several pages', async ({ page }) => {
  for (const path of ['/', '/services/seo/mumbai', '/blog', '/tools/seo-analyzer', '/quote']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(500);
  }
  // The fixture fails the test on any request to another origin.
});

test('going offline and back online is announced with a toast', async ({
  page,
  context,
  problems,
}) => {
  problems.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
  await page.goto('/');
  await waitForHydration(page);
  // The toaster is prefetched when the browser is idle; wait until it is there.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /toaster-/.test(entry.name)),
      ),
    )
    .toBe(true);
  // And until the service worker is installed: a registration cut off by the outage makes Chromium
  // log the failed script fetch, which is not what this test is about.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Back online')).toBeVisible();
});

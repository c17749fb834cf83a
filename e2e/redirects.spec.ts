// SPEC.md 2.6: a redirect path left in session storage is followed once, replacing the history
// entry; a '#/path' hash becomes a path; hostile values are dropped and the key is still consumed.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

const KEY = 'site:redirect';

async function loadWithStoredRedirect(page: Page, value: string) {
  await page.addInitScript(
    ([key, stored]) => {
      Object.assign(window, { __historyAtStart: history.length });
      if (!sessionStorage.getItem('__seeded')) {
        sessionStorage.setItem('__seeded', '1');
        sessionStorage.setItem(key, stored);
      }
    },
    [KEY, value] as const,
  );
  await page.goto('/');
  await waitForHydration(page);
}

test('follows a stored path with its query and hash, and consumes the key', async ({ page }) => {
  await loadWithStoredRedirect(page, '/services/seo?from=404#pricing');
  await expect(page).toHaveURL(/\/services\/seo\?from=404#pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO Services');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBeNull();
  // Replaced, not pushed: the history is as long as when the page started.
  expect(
    await page.evaluate(
      () => history.length === (window as unknown as { __historyAtStart: number }).__historyAtStart,
    ),
  ).toBe(true);
});

const hostile = [
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/\\evil.example',
  '',
  'x'.repeat(5000),
  '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
  '/.//evil.example',
  '/%2e%2e//x',
  '/%5C%5Cevil.example',
];

// One test, each value in a tab of its own (its own session storage, as a fresh visit has) that
// shares the context's cache, so the app's scripts are fetched and compiled once, not ten times.
test('drops every hostile stored value, each in a fresh tab', async ({ context }) => {
  test.setTimeout(hostile.length * 60_000);
  for (const value of hostile) {
    await test.step(`drops the hostile stored value ${JSON.stringify(value.slice(0, 30))}`, async () => {
      const page = await context.newPage();
      await loadWithStoredRedirect(page, value);
      // The key is consumed by code loaded after hydration: wait for it, then check nothing moved.
      await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBeNull();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Digital Marketing Agency in India',
      );
      await page.close();
    });
  }
});

test('turns a #/ hash into a path, keeping query and inner hash', async ({ page }) => {
  await page.goto('/#/contact?topic=seo#form');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/contact\?topic=seo#form$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('ignores a #/ hash that would leave the site', async ({ page }) => {
  await page.goto('/#//evil.example/path');
  await waitForHydration(page);
  await page.waitForTimeout(200);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the static-host 404.html hands the path to the app', async ({ page }) => {
  // A static host without rewrites answers a path it has no file for with dist/404.html. (The
  // Node server answers /404.html itself with the not-found page: it is not a page of the site.)
  const staticFallback = readFileSync('dist/404.html', 'utf8');
  await page.route('**/services/seo/pune-east?from=ad', (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: staticFallback }),
  );
  await page.goto('/services/seo/pune-east?from=ad');
  await page.waitForURL(/\/services\/seo\/pune-east\?from=ad$/);
  await waitForHydration(page);
  // The app followed the stored path, which is not a page: it shows the not-found page there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('the Node server answers /404.html with the not-found page and status 404', async ({
  page,
}) => {
  const response = await page.goto('/404.html');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

// A crafted link must not blank the site: these hashes tidy into another host, or would have.
const craftedHashes = ['#/.//evil.example', '#/%2e%2e//x', '#/%5C%5Cevil.example'];
const craftedPages = [
  { path: '/services/seo', title: 'SEO Services' },
  { path: '/', title: 'Digital Marketing Agency in India' },
  { path: '/no-such-page', title: 'Page Not Found' },
];

// One test a page, its crafted links loaded one after another in one tab (a full load each, as
// the path changes between them), so the scripts come from the cache after the first.
for (const { path, title } of craftedPages) {
  test(`${path} with each crafted hash keeps the page and the app working`, async ({ page }) => {
    test.setTimeout(craftedHashes.length * 60_000);
    for (const hash of craftedHashes) {
      await test.step(`${path}${hash}`, async () => {
        await page.goto(`${path}${hash}`);
        await waitForHydration(page);
        await page.waitForTimeout(200);
        expect(new URL(page.url()).pathname, `${path}${hash}`).toBe(path);
        await expect(page.getByRole('heading', { level: 1 }), `${path}${hash}`).toHaveText(title);
        // Still a working app: client-side navigation goes on.
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: 'Contact', exact: true })
          .click();
        await expect(page.getByRole('heading', { level: 1 }), `${path}${hash}`).toHaveText(
          'Contact Us',
        );
      });
    }
  });
}

test('a #/ hash is converted on the first load only', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => {
    window.location.hash = '#/contact';
  });
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/about#\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
});

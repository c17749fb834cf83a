// Failed chunk loads in Chromium, in every way a browser can meet them: files that fail and come
// back, a dropped connection, a browser whose module loader remembers failures (Debian's Chromium
// 150), and a deploy that removed the files for good. 'Try Again' and the palette recover without
// depending on how the browser caches failed imports, and a page that cannot load never reloads in a
// loop; toasts wait for the connection. The service worker is blocked, so every request meets the
// outage.
import type { Page } from '@playwright/test';
import { pages } from '../src/content/registry';
import { chunkOutage, type OutageOptions } from './support/chunk-outage';
import { lazyChunkFiles } from './support/chunk-graph';
import { expect, test, waitForHydration } from './support/fixtures';
import { goHome, searchSite, tryAgain as tryAgainLabel } from '../shared/visitor-words';

test.use({ serviceWorkers: 'block' });

const seoTitle = pages.find((page) => page.path === '/services/seo')!.title;
const ppcTitle = pages.find((page) => page.path === '/services/ppc')!.title;
const LOAD_FAILURES =
  /Failed to load resource|dynamically imported module|ERR_INTERNET_DISCONNECTED|Failed to fetch|module loader failed|Could not load the|Service Worker registration blocked/i;

const FULL_INDEX_FILES = lazyChunkFiles('src/site/full-page-index.ts', '/services/seo');
const navigationError = (page: Page) => page.getByRole('heading', { name: 'Navigation Error' });
const tryAgain = (page: Page) => page.getByRole('button', { name: tryAgainLabel });

/** Leaves a mark in the current document: it survives client-side navigation, not a reload. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * Opens a page and waits until the full page index (fetched when the browser is idle after
 * hydration) has arrived, so that an outage begun next meets only the files a test names.
 */
async function openWithFullIndex(page: Page, path: string) {
  const fullIndex = page.waitForResponse((response) =>
    FULL_INDEX_FILES.has(new URL(response.url()).pathname),
  );
  await page.goto(path);
  await waitForHydration(page);
  await fullIndex;
}

async function openSeoServicesFromAbout(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'SEO Services' }).click();
  await expect(navigationError(page)).toBeVisible();
}

test.describe('Try Again on the Navigation Error screen', () => {
  test.beforeEach(async ({ problems }) => {
    problems.allow(LOAD_FAILURES);
  });

  /** Opens /about, then starts the outage. */
  async function onAbout(page: Page, options?: OutageOptions) {
    const outage = await chunkOutage(page, options);
    await openWithFullIndex(page, '/about');
    outage.begin();
    return outage;
  }

  test('recovers in the page when the template, its shared chunks and its content failed with 404', async ({
    page,
  }) => {
    const outage = await onAbout(page);
    await openSeoServicesFromAbout(page);
    const failed = outage.failures.map((failure) => new URL(failure.url).pathname);
    expect(failed.some((path) => /\/service-page-[^/]+\.js$/.test(path))).toBe(true);
    expect(failed.some((path) => /\/(page-intro|cta-band|faq-list)-[^/]+\.js$/.test(path))).toBe(
      true,
    );
    outage.end();
    await markDocument(page);
    await tryAgain(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seoTitle);
    await expect(page.getByRole('heading', { name: 'Pricing in INR' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    // The module loader never met a failure, so no browser can remember one.
    expect(outage.failures.filter((failure) => failure.by === 'script')).toEqual([]);
  });

  test("recovers in the page when only the page's content failed", async ({ page }) => {
    const outage = await chunkOutage(page);
    await openWithFullIndex(page, '/services/seo');
    outage.begin();
    // At 1280 px the related services' fold is open (fold.tsx): its links are on the page.
    await page.getByRole('main').locator('a[href="/services/ppc"]').first().click();
    await expect(navigationError(page)).toBeVisible();
    // The template was loaded with /services/seo: of the page's files, only its content failed.
    const failed = outage.failures.map((failure) => new URL(failure.url).pathname);
    // Asked for once: a failure is kept until 'Try Again', not re-fetched on every render.
    expect(failed.filter((path) => /^\/assets\/ppc-[^/]+\.js$/.test(path))).toHaveLength(1);
    expect(failed.filter((path) => /-page-[^/]+\.js$/.test(path))).toEqual([]);
    outage.end();
    await markDocument(page);
    await tryAgain(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ppcTitle);
    expect(await sameDocument(page)).toBe(true);
  });

  test('when the page index has not arrived, shows the error once, asks no more, and recovers', async ({
    page,
  }) => {
    const outage = await chunkOutage(page, { only: FULL_INDEX_FILES });
    outage.begin();
    await page.goto('/services/seo');
    await waitForHydration(page);
    await page.getByRole('main').locator('a[href="/services/ppc"]').first().click();
    await expect(navigationError(page)).toBeVisible();
    // The idle prefetch and the pointed link may each ask; the render meets their failure and
    // does not fetch again on every render (it asked about 160 times a second before).
    const asked = outage.failures.length;
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThanOrEqual(3);
    await page.waitForTimeout(1000);
    expect(outage.failures).toHaveLength(asked);
    outage.end();
    await markDocument(page);
    await tryAgain(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ppcTitle);
    expect(await sameDocument(page)).toBe(true);
  });

  test('says the site could not be reached when the connection dropped, and recovers', async ({
    page,
  }) => {
    const outage = await onAbout(page, { failure: 'abort' });
    await openSeoServicesFromAbout(page);
    await expect(page.getByText('check your internet connection')).toBeVisible();
    outage.end();
    await markDocument(page);
    await tryAgain(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seoTitle);
    expect(await sameDocument(page)).toBe(true);
  });

  test('in a browser that remembers failed module fetches, loads the page in full once', async ({
    page,
  }) => {
    const outage = await onAbout(page, { moduleLoaderOnly: true, rememberingBrowser: true });
    await openSeoServicesFromAbout(page);
    outage.end();
    await markDocument(page);
    await tryAgain(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seoTitle);
    await waitForHydration(page);
    expect(page.url()).toMatch(/\/services\/seo$/);
    expect(await sameDocument(page)).toBe(false);
    expect(outage.documentLoads()).toBe(1);
    await expect(navigationError(page)).toHaveCount(0);
  });

  test('after a deploy removed the files for good, loads the page in full once, never in a loop', async ({
    page,
  }) => {
    const outage = await onAbout(page);
    await openSeoServicesFromAbout(page);
    // Try Again loads the page in full: wait for that new document, not the one still showing
    // the error screen (under load the old one answered every check before the reload began).
    await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), tryAgain(page).click()]);
    await page.waitForURL(/\/services\/seo$/);
    await waitForHydration(page);
    // The reloaded page still cannot load its files: the error screen stays, and so does the page.
    // It shows once the loader's retries have failed, which on a loaded CI machine takes longer
    // than the default five seconds.
    await expect(navigationError(page)).toBeVisible({ timeout: 20_000 });
    expect(outage.documentLoads()).toBe(1);
    await tryAgain(page).click();
    await expect(navigationError(page)).toBeVisible();
    await page.waitForTimeout(1500);
    expect(outage.documentLoads()).toBe(1);
    // Once any page renders, a later failure may be mended by a document load again.
    await page.getByRole('button', { name: goHome }).click();
    await page.waitForURL(/\/$/);
    expect(outage.documentLoads()).toBe(2);
  });
});

test.describe('the palette when its code cannot load', () => {
  const paletteFiles = lazyChunkFiles('src/features/palette/palette-dialog.tsx', '/about');

  test.beforeEach(async ({ problems }) => {
    problems.allow(LOAD_FAILURES);
  });

  test('every file it needs fails with 404: it says so, and the next Ctrl+K opens it', async ({
    page,
  }) => {
    const outage = await chunkOutage(page, { only: paletteFiles });
    outage.begin();
    await page.goto('/about');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByText('Search could not load')).toBeVisible();
    await expect(page.getByRole('dialog', { name: searchSite })).toBeHidden();
    expect(outage.failures.length).toBeGreaterThan(1);
    expect(outage.failures.filter((failure) => failure.by === 'script')).toEqual([]);
    outage.end();
    await page.keyboard.press('Control+k');
    await expect(
      page.getByRole('dialog', { name: searchSite }).getByRole('combobox'),
    ).toBeFocused();
    await expect(page.getByRole('option').first()).toBeVisible();
  });

  test('in a browser that remembers the failure, the toast offers a reload, after which it opens', async ({
    page,
  }) => {
    const outage = await chunkOutage(page, {
      only: paletteFiles,
      moduleLoaderOnly: true,
      rememberingBrowser: true,
    });
    outage.begin();
    await page.goto('/about');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByText('reload the page to search it')).toBeVisible();
    outage.end();
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForURL(/\/about$/);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('option').first()).toBeVisible();
  });
});

test('toasts whose code cannot load wait for the connection, and the page stays', async ({
  page,
  problems,
}) => {
  problems.allow(LOAD_FAILURES);
  const outage = await chunkOutage(page, {
    only: lazyChunkFiles('src/features/toasts/toaster.tsx', '/about'),
    failure: 'abort',
  });
  outage.begin();
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect.poll(() => outage.failures.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
  outage.end();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Back online')).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
});

test('a toast whose code fails to load after the connection came back is still shown', async ({
  page,
  problems,
}) => {
  problems.allow(LOAD_FAILURES);
  const toasterFiles = lazyChunkFiles('src/features/toasts/toaster.tsx', '/about');
  // Toaster requests are held until the test lets them fail; once `serving`, they pass.
  let serving = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/[^/?]+\.js$/, async (route, request) => {
    if (serving || !toasterFiles.has(new URL(request.url()).pathname)) return route.continue();
    held += 1;
    await released;
    return route.abort('internetdisconnected');
  });
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect.poll(() => held).toBeGreaterThan(0);
  // The connection returns while the toaster's load is still on its way to failing.
  serving = true;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  release();
  await expect(page.getByText('Back online')).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
});

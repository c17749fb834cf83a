// Search inside the pages (content search, Pagefind) in Chromium: nothing of the index loads before
// the visitor types, hits are sections with marked snippets, choosing one lands on the section with
// its heading focused and named, Ctrl+Enter opens it in a new tab, filters restrict it, and
// offline it searches what the service worker holds and says when it cannot.
import type { Page } from '@playwright/test';
import { recordAnnouncements } from './support/announcements';
import { expect, test, waitForHydration } from './support/fixtures';
import { axeViolations } from './support/axe';
import { controlledByWorker } from './support/service-worker';
import { newTouchPhoneContext } from './support/touch-phone';
import { searchSite } from '../shared/visitor-words';

const dialog = (page: Page) => page.getByRole('dialog', { name: searchSite });
const input = (page: Page) => dialog(page).getByRole('combobox');
const contentGroup = (page: Page) => dialog(page).getByRole('group', { name: 'In the pages' });
const contentHits = (page: Page) => contentGroup(page).getByRole('option');
/** A test's first content query also loads the search index's code and first chunks: seconds on a
 * loaded machine. */
const FIRST_QUERY = { timeout: 15_000 };

async function openPalette(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('nothing of the index is requested before the visitor types three characters', async ({
  page,
}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) indexRequests.push(request.url());
  });
  await openPalette(page);
  await page.keyboard.type('gs');
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  await page.waitForTimeout(600);
  expect(indexRequests).toEqual([]);
  await page.keyboard.type('t invoices');
  await expect(contentHits(page).first()).toBeVisible(FIRST_QUERY);
  expect(indexRequests.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
});

test('a hit shows page › section and a snippet with the matched words marked', async ({ page }) => {
  await openPalette(page);
  await input(page).fill('gst invoices');
  const hit = contentHits(page).first();
  await expect(hit).toContainText('Business Automation › Invoicing and payments', FIRST_QUERY);
  await expect(hit.locator('.palette-item-snippet mark').first()).toBeVisible();
  const marked = await hit.locator('.palette-item-snippet mark').allTextContents();
  expect(marked.map((word) => word.toLowerCase())).toEqual(
    expect.arrayContaining([expect.stringMatching(/^gst/), expect.stringMatching(/^invoic/)]),
  );
  // Page results keep their place above the sections.
  const groups = await dialog(page).locator('[cmdk-group-heading]').allTextContents();
  expect(groups[groups.length - 1]).toBe('In the pages');
  expect(await contentHits(page).count()).toBeLessThanOrEqual(8);
});

test('choosing a hit lands on the section, focuses its heading and names it', async ({ page }) => {
  const heard = await recordAnnouncements(page);
  await openPalette(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await input(page).fill('gst invoices');
  await expect(contentHits(page).first()).toContainText('Invoicing and payments', FIRST_QUERY);
  await contentHits(page).first().click();
  await expect(page).toHaveURL(/\/services\/business-automation#invoicing-and-payments$/);
  const heading = page.getByRole('heading', { name: 'Invoicing and payments' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // Below the sticky header, not under it.
  const headerBottom = await page
    .locator('.site-header')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
  expect(await page.evaluate(() => 'window' in globalThis && '__sameDocument' in window)).toBe(
    true,
  );
  await expect
    .poll(heard)
    .toContainEqual(expect.stringContaining('Invoicing and payments, Business Automation'));
  // The hit is now a recent, and choosing it again goes back to the section.
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  const recents = dialog(page).getByRole('group', { name: 'Recent Searches' });
  await expect(recents.getByRole('option').first()).toContainText(
    'Business Automation › Invoicing and payments',
  );
});

test('Ctrl+Enter opens the section in a new tab and keeps this page', async ({ page, context }) => {
  await openPalette(page, '/about');
  await input(page).fill('whatsapp business api');
  await expect(contentHits(page).first()).toBeVisible(FIRST_QUERY);
  const value = await contentHits(page).first().getAttribute('data-value');
  const path = value!.replace(/^content:section:/, '');
  await contentHits(page).first().hover();
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Control+Enter');
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(path);
  const id = decodeURIComponent(new URL(tab.url()).hash.slice(1));
  await expect(tab.locator(`[id="${id}"]`)).toBeInViewport();
  await expect(page).toHaveURL(/\/about$/);
  await tab.close();
});

test('a category filter restricts the sections to pages of that category', async ({ page }) => {
  await openPalette(page);
  await input(page).fill('whatsapp');
  await expect(contentHits(page).first()).toBeVisible(FIRST_QUERY);
  const before = await contentHits(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-value')),
  );
  expect(before.some((value) => value?.includes(':/services/'))).toBe(true);
  await dialog(page)
    .getByRole('button', { name: /filter/i })
    .click();
  await dialog(page).getByRole('button', { name: 'Industries', exact: true }).click();
  // Every section shown is on an industry page (the hits of the unfiltered query are replaced).
  await expect
    .poll(() =>
      contentHits(page).evaluateAll((items) =>
        items.map((item) => item.getAttribute('data-value')?.split('/')[1]),
      ),
    )
    .toEqual(expect.arrayContaining(['industries']));
  await expect
    .poll(() =>
      contentHits(page).evaluateAll((items) =>
        items.every((item) =>
          item.getAttribute('data-value')?.startsWith('content:section:/industries/'),
        ),
      ),
    )
    .toBe(true);
});

test('Indian spellings and Hindi words find the pages that use them', async ({ page }) => {
  await openPalette(page);
  await input(page).fill('bengaluru saas');
  await expect(contentHits(page).first()).toContainText(/Bangalore/, FIRST_QUERY);
  await input(page).fill('अस्पताल');
  await expect(contentHits(page).first()).toContainText('अस्पताल');
});

test('offline, it searches what the worker holds and says when it cannot', async ({
  page,
  context,
  problems,
}) => {
  problems.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch|pagefind/i);
  await page.goto('/');
  await waitForHydration(page);
  await controlledByWorker(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await input(page).fill('whatsapp business api');
  await expect(contentHits(page).first()).toBeVisible(FIRST_QUERY);
  await page.keyboard.press('Escape');
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await input(page).fill('whatsapp business api');
  // The reloaded document loads the index's code and chunks again, from the worker's cache.
  await expect(contentHits(page).first()).toBeVisible(FIRST_QUERY);
  await input(page).fill('zoho books tally');
  await expect(dialog(page).getByRole('status')).toHaveText(
    'Searching inside the pages needs a connection: only page titles were searched.',
  );
  await context.setOffline(false);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing in the palette with sections shown (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openPalette(page);
    await input(page).fill('whatsapp business api');
    await expect(contentHits(page).first()).toBeVisible(FIRST_QUERY);
    expect(await axeViolations(page, { include: 'dialog', allRules: true })).toEqual([]);
  });
}

test('a highlighted title keeps its words whole', async ({ page }) => {
  await openPalette(page);
  await input(page).fill('seo pun');
  const title = dialog(page)
    .getByRole('option', { name: /^SEO Services in Pune/ })
    .locator('.palette-item-title > span')
    .first();
  await expect(title).toHaveText('SEO Services in Pune');
  await expect(title.locator('mark').first()).toBeVisible();
  // Every marked piece ends exactly where the text after it starts: no gap inside a word.
  const gaps = await title.evaluate((element) => {
    const result: number[] = [];
    for (const mark of element.querySelectorAll('mark')) {
      const next = mark.nextSibling;
      if (!next?.textContent) continue;
      const range = document.createRange();
      range.selectNodeContents(next);
      result.push(range.getBoundingClientRect().left - mark.getBoundingClientRect().right);
    }
    return result;
  });
  expect(gaps.length).toBeGreaterThan(0);
  for (const gap of gaps) expect(Math.abs(gap)).toBeLessThan(1);
});

test('on a touch screen the palette loads on intent, not when the page is idle', async ({
  browser,
  baseURL,
}) => {
  const context = await newTouchPhoneContext(browser, { baseURL });
  const page = await context.newPage();
  const paletteRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/palette-dialog-[^/]+\.js$/.test(request.url()))
      paletteRequests.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  // Longer than the idle prefetch waits at most (4 s) on a desktop.
  await page.waitForTimeout(4500);
  expect(paletteRequests).toEqual([]);
  await page.getByRole('button', { name: searchSite }).tap();
  await expect(input(page)).toBeFocused();
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  expect(paletteRequests.length).toBeGreaterThan(0);
  await context.close();
});

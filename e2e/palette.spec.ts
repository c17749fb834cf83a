// The command palette in Chromium: keyboard and button, search and choose, recents, the current
// page, external entries, the Apple hint, focus, storage failures and axe. Grouped results, the
// filters and the empty state are component tests (tests/features/palette/palette.test.tsx).
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { axeViolations } from './support/axe';
import { searchSite } from '../shared/visitor-words';

const dialog = (page: Page) => page.getByRole('dialog', { name: searchSite });
const input = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

async function openWithKeyboard(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('Ctrl+K toggles the palette, Escape closes it, and focus returns', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const search = page.getByRole('button', { name: /search/i });
  await search.focus();
  await openWithKeyboard(page);
  await expect(input(page)).toHaveAttribute(
    'placeholder',
    'Search services, locations, or type a command...',
  );
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeHidden();
  await expect(search).toBeFocused();
  await search.click();
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(search).toBeFocused();
});

test('the shortcut works while typing in a text field', async ({ page }) => {
  await page.goto('/tools/seo-analyzer');
  await waitForHydration(page);
  const field = page.locator('textarea, input[type="text"], input[type="search"]').first();
  await field.focus();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
});

test('typing and choosing navigates without a reload, and the choice becomes a recent', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await openWithKeyboard(page);
  await page.keyboard.type('mumbai seo');
  await expect(options(page).first()).toContainText('SEO Services in Mumbai');
  await expect(dialog(page).locator('[cmdk-item][aria-selected="true"]')).toContainText(
    'SEO Services in Mumbai',
  );
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/services\/seo\/mumbai$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO Services in Mumbai');
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);

  await page.reload();
  await waitForHydration(page);
  await openWithKeyboard(page);
  const recent = dialog(page).getByRole('group', { name: 'Recent Searches' });
  await expect(recent.getByRole('option')).toHaveCount(1);
  await expect(recent.getByRole('option')).toContainText('SEO Services in Mumbai');
  // The current page is disabled and marked.
  await expect(recent.getByRole('option')).toHaveAttribute('aria-disabled', 'true');
  await expect(recent.getByRole('option')).toContainText('(current page)');
  await dialog(page).getByRole('button', { name: 'Clear recent' }).click();
  await expect(dialog(page).getByRole('group', { name: 'Recent Searches' })).toHaveCount(0);
  await expect(page.getByText('Recent searches cleared')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('site:palette-recents'))).toBeNull();
});

test('arrow keys skip the current page and a typo still finds the city', async ({ page }) => {
  await page.goto('/services/seo/gurgaon');
  await waitForHydration(page);
  await openWithKeyboard(page);
  await page.keyboard.type('gurgoan');
  const current = options(page).filter({ hasText: 'SEO Services in Gurgaon' });
  await expect(current).toHaveAttribute('aria-disabled', 'true');
  expect(await options(page).count()).toBeGreaterThan(2);
  const selected = dialog(page).locator('[cmdk-item][aria-selected="true"]');
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
    await page.keyboard.press(key);
    await expect(selected).toHaveCount(1);
    await expect(selected).not.toContainText('SEO Services in Gurgaon');
  }
});

test('an external entry opens a new tab with no opener', async ({ page, context, problems }) => {
  problems.allow(/wa\.me/);
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, body: '<title>WhatsApp</title>' }),
  );
  await page.goto('/');
  await waitForHydration(page);
  await openWithKeyboard(page);
  await page.keyboard.type('whatsapp');
  await expect(options(page).first()).toContainText('WhatsApp');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain('wa.me');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/$/);
});

test('Alt plus a shortcut letter chooses its entry', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await openWithKeyboard(page);
  await page.keyboard.press('Alt+KeyQ');
  await expect(page).toHaveURL(/\/quote$/);
});

test.describe('on an Apple platform', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  });
  test("the hint reads '⌘ K' and Cmd+K opens the palette", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }),
    );
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo').getByText('⌘ K')).toBeVisible();
    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeFocused();
  });
});

test('corrupt values in both storage keys leave the palette working', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('site:palette-recents', '{not json');
    localStorage.setItem(
      'site:palette-usage',
      JSON.stringify({ 'service:seo': -4, 'nope:x': 9, 'tool:seo-analyzer': 'many' }),
    );
  });
  await page.goto('/');
  await waitForHydration(page);
  await openWithKeyboard(page);
  await expect(dialog(page).getByRole('group', { name: 'Popular Actions' })).toBeVisible();
  await page.keyboard.type('ppc');
  await expect(options(page).first()).toContainText('PPC');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing in the open palette (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/');
    await waitForHydration(page);
    await openWithKeyboard(page);
    await page.keyboard.type('seo');
    await expect(options(page).first()).toBeVisible();
    expect(await axeViolations(page, { include: 'dialog', allRules: true })).toEqual([]);
  });
}

test('a palette that cannot load says so, and the next opening tries again', async ({
  page,
  problems,
}) => {
  problems.allow(/palette-dialog|Failed to fetch dynamically imported module/);
  await page.route(/\/assets\/palette-dialog-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/about');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByText('Search could not load')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
  await page.unroute(/\/assets\/palette-dialog-[^/]+\.js$/);
  await openWithKeyboard(page);
  await expect(options(page).first()).toBeVisible();
});

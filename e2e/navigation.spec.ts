// Client-side navigation: header links change pages without a full load, show 'Loading page...'
// while the next template's chunk is on its way, and move focus to the new page's heading.
import { expect, test, waitForHydration } from './support/fixtures';

test('header links navigate without a full page load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await nav.getByRole('button', { name: 'Services' }).click();
  await nav.getByRole('link', { name: 'PPC Advertising' }).click();
  await expect(page).toHaveURL(/\/services\/ppc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PPC Advertising');
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
  await expect(page).toHaveTitle('About Reachmark | Reachmark');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
});

test('a modified click on a link is left to the browser, and history works both ways', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Primary' });
  const opened = context.waitForEvent('page');
  await nav.getByRole('link', { name: 'About' }).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/about$/);
  await tab.close();
  await expect(page).toHaveURL(/\/$/);
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Digital Marketing Agency in India',
  );
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
});

test('the mobile menu lists the sections and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('button', { name: 'Industries' }).click();
  await menu.getByRole('link', { name: 'Healthcare' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare Digital Marketing');
  await expect(menu).toBeHidden();
});

test("shows 'Loading page...' while the next page's chunk loads", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading page...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByText('Loading page...')).toHaveCount(0);
});

test('breadcrumbs lead back up the registry', async ({ page }) => {
  await page.goto('/services/seo/mumbai');
  await waitForHydration(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Home',
    'Services',
    'SEO Services',
    'Mumbai',
  ]);
  await crumbs.getByRole('link', { name: 'SEO Services' }).click();
  await expect(page).toHaveURL(/\/services\/seo$/);
});

// On a touch phone the Back button closes what is open over the page before it leaves the page
// (issue 37): the palette and the menu close, the address stays, and React Router hears nothing, so
// the page neither re-renders nor scrolls; the next Back leaves as usual. Closed another way, or
// left by one of their links, they leave no history entry behind.
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitForHydration, watchPage } from './support/fixtures';
import { newTouchPhoneContext } from './support/touch-phone';
import { searchSite } from '../shared/visitor-words';

const dialog = (page: Page) => page.getByRole('dialog', { name: searchSite });
const searchButton = (page: Page) => page.getByRole('button', { name: searchSite });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

/**
 * The popstate events that reach React Router's listener: counted by one added after it (at
 * hydration), which hears them exactly when the router does.
 */
const routerPops = (page: Page) =>
  page.evaluate(() => (window as unknown as { routerPops: number }).routerPops);

/** A touch phone that has visited /services, then /about, scrolled a little way down. */
async function phoneOnAbout({ browser, baseURL }: { browser: Browser; baseURL?: string }) {
  const context = await newTouchPhoneContext(browser, { baseURL });
  const page = await context.newPage();
  const problems = watchPage(page, baseURL!);
  await page.goto('/services');
  await waitForHydration(page);
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() => {
    Object.assign(window, { routerPops: 0 });
    window.addEventListener('popstate', () => {
      (window as unknown as { routerPops: number }).routerPops += 1;
    });
    window.scrollTo(0, 600);
  });
  return { context, page, problems };
}

test.describe('on a touch phone, Back', () => {
  test('closes the palette where it was opened, then leaves the page', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, problems } = await phoneOnAbout({ browser, baseURL });
    await searchButton(page).tap();
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await page.goBack();
    await expect(dialog(page)).toBeHidden();
    expect(page.url()).toBe(`${baseURL}/about`);
    await expect(searchButton(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await routerPops(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/services/i);
    expect(problems.messages).toEqual([]);
    await context.close();
  });

  test('leaves the page at once after the palette was closed by its button', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, problems } = await phoneOnAbout({ browser, baseURL });
    await searchButton(page).tap();
    await dialog(page).getByRole('button', { name: 'Close search', exact: true }).tap();
    await expect(dialog(page)).toBeHidden();
    expect(page.url()).toBe(`${baseURL}/about`);
    expect(await routerPops(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    expect(problems.messages).toEqual([]);
    await context.close();
  });

  test('after a page chosen in the palette, returns to the page it was opened on', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, problems } = await phoneOnAbout({ browser, baseURL });
    await searchButton(page).tap();
    await dialog(page).getByRole('combobox').fill('mumbai seo');
    await dialog(page)
      .getByRole('option', { name: /SEO Services in Mumbai/ })
      .first()
      .tap();
    await expect(page).toHaveURL(/\/services\/seo\/mumbai$/);
    await expect(dialog(page)).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    expect(problems.messages).toEqual([]);
    await context.close();
  });

  test('closes the menu, leaves the page next, and a link followed leaves no entry', async ({
    browser,
    baseURL,
  }) => {
    const { context, page, problems } = await phoneOnAbout({ browser, baseURL });
    // The open menu pushes the page down (the browser keeps the content in view by scrolling with
    // it); closed, the page is back where it was.
    const scrolled = await page.evaluate(() => window.scrollY);
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();

    await page.goBack();
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    expect(page.url()).toBe(`${baseURL}/about`);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await routerPops(page)).toBe(0);

    await menuButton(page).tap();
    await menu(page).getByRole('link', { name: 'Contact', exact: true }).tap();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu(page)).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reachmark');
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    expect(problems.messages).toEqual([]);
    await context.close();
  });
});

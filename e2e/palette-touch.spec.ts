// The palette on a touch phone (issue 24): it closes by its 'Close search' button, by a tap outside
// the sheet and by the 'Esc' key cap, which is a button there; the 404 page says 'Tap Search' on a
// touch phone and 'Ctrl K' on a desktop, both before any script runs (a media query picks one).
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { newTouchPhoneContext } from './support/touch-phone';
import { searchSite } from '../shared/visitor-words';

const dialog = (page: Page) => page.getByRole('dialog', { name: searchSite });
const searchButton = (page: Page) => page.getByRole('button', { name: searchSite });

async function openPhonePalette(page: Page) {
  await searchButton(page).tap();
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
}

test.describe('on a touch phone', () => {
  test('the palette closes by its Close search button, a tap outside and the Esc key cap', async ({
    browser,
    baseURL,
  }) => {
    const context = await newTouchPhoneContext(browser, { baseURL });
    const page = await context.newPage();
    await page.goto('/about');
    await waitForHydration(page);

    await openPhonePalette(page);
    const close = dialog(page).getByRole('button', { name: 'Close search', exact: true });
    await expect(close).toBeVisible();
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await close.tap();
    await expect(dialog(page)).toBeHidden();

    // The strip of the page above the sheet is the dialog's backdrop: a tap there closes.
    await openPhonePalette(page);
    await page.touchscreen.tap(187, 16);
    await expect(dialog(page)).toBeHidden();

    await openPhonePalette(page);
    const esc = dialog(page).getByRole('button', { name: 'Esc', exact: true });
    await expect(esc).toBeVisible();
    await esc.tap();
    await expect(dialog(page)).toBeHidden();
    await context.close();
  });

  test('the 404 page and the footer say Tap Search, not Ctrl K, before scripts run', async ({
    browser,
    baseURL,
  }) => {
    const context = await newTouchPhoneContext(browser, { baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/no-such-page');
    const main = page.getByRole('main');
    await expect(
      main.getByText(/^Tap Search .* to search every page of the site\.$/),
    ).toBeVisible();
    await expect(main.getByText('Ctrl K')).toBeHidden();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/^Tap Search .* to search the site\.$/)).toBeAttached();
    await expect(footer.getByText('Ctrl K')).toBeHidden();
    await context.close();
  });
});

test.describe('on a desktop', () => {
  test('the 404 page says Ctrl K, and the Esc key cap is a hint, not a button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/no-such-page');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByText('Ctrl K')).toBeVisible();
    await expect(main.getByText(/^Tap Search/)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Esc', exact: true })).toHaveCount(0);
    const close = dialog(page).getByRole('button', { name: 'Close search', exact: true });
    await expect(close).toBeVisible();
    await close.click();
    await expect(dialog(page)).toBeHidden();
  });
});

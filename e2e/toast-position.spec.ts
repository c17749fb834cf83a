// Toasts never cover the Call / WhatsApp bar (issue 37): on a 375 px phone the quote's 'sent' toast
// sits above the bar, in both themes, and stays clear of it through the second step; from 1024 px,
// where the bar is a strip above the header, toasts keep Sonner's own gap from the bottom edge.
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { newTouchPhoneContext } from './support/touch-phone';
import { quoteSubmit } from '../shared/visitor-words';

type Box = { x: number; y: number; width: number; height: number };

/** The element's box once it has stopped moving (toasts slide in). */
async function settledBox(locator: Locator): Promise<Box> {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await locator.boundingBox());
      const settled = box === last;
      last = box;
      return settled;
    })
    .toBe(true);
  return JSON.parse(last) as Box;
}

const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({
      hasText: title,
    });

/** Sends a quote from /quote, which answers with the 'sent' toast. */
async function sendQuote(page: Page) {
  await page.goto('/quote');
  await waitForHydration(page);
  await page.getByLabel('Your name').fill(`Toast Visitor ${Date.now()}`);
  await page.getByLabel('Phone or WhatsApp number').fill('+91 98765 43210');
  await page.getByLabel('What do you need most?').selectOption('seo');
  await page.getByLabel('City').fill('Pune');
  await page.getByRole('checkbox', { name: /I agree that Reachmark may contact me/ }).check();
  await page.getByRole('button', { name: quoteSubmit }).click();
  await expect(page.getByRole('form', { name: 'Optional: tell us a little more' })).toBeVisible();
  return settledBox(toast(page, 'Your quote request was sent'));
}

for (const theme of ['light', 'dark'] as const) {
  test(`at 375 px the quote's sent toast sits above the Call and WhatsApp bar (${theme} theme)`, async ({
    browser,
    baseURL,
  }) => {
    const context = await newTouchPhoneContext(browser, { baseURL, colorScheme: theme });
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    const toastBox = await sendQuote(page);
    const bar = page.getByRole('complementary', { name: 'Call or WhatsApp us' });
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBe(812); // the bar is fixed to the bottom edge
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(375);
    await context.close();
  });
}

test('from 1024 px, where the bar sits above the header, a toast keeps its gap from the bottom', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const box = await sendQuote(page);
  expect(800 - (box.y + box.height)).toBe(24);
});

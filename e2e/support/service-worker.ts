// Brings a page under the service worker's control: it registers once the page is idle, and
// controls only pages loaded after that.
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** Waits for the worker, reloads, and waits until it controls the page. */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

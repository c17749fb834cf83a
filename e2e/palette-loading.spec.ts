// How the palette's code reaches the browser: where Ctrl+K is likely (a fine pointer that hovers)
// it is fetched once the page is idle, before any key; on a phone, tapping the search button
// fetches it in one round of connections (HTTP/1.1 opens six per host), not in the three to four
// rounds its icon and content-table chunks took (docs/decisions/0010). The phone's timing is
// `npm run bench:palette`; this checks the behaviour the timing rests on.
import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { newTouchPhoneContext } from './support/touch-phone';
import { searchSite } from '../shared/visitor-words';

/** Connections a browser opens to one host over HTTP/1.1: the files of one round. */
const ONE_ROUND = 6;

const dialog = (page: Page) => page.getByRole('dialog', { name: searchSite });
const isPaletteChunk = (request: Request) =>
  /\/assets\/palette-dialog-[^/]+\.js$/.test(request.url());

const isWorkerCheck = (request: Request) => new URL(request.url()).pathname === '/sw.js';

/**
 * Resolves once the work the page defers to idle time is done: the service worker's check (and,
 * where workers may run, its installation, which precaches chunks) and then half a second with no
 * request. Only what the palette's opening asks for is counted after this.
 */
async function waitForIdleWork(page: Page, workerChecked: Promise<Request>): Promise<void> {
  await workerChecked;
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  await expect.poll(() => Date.now() - last, { intervals: [100] }).toBeGreaterThan(500);
  page.off('request', touch);
}

test('on a desktop the palette is fetched once the page is idle, before any key', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const fetched = page.waitForRequest(isPaletteChunk, { timeout: 10_000 });
  const workerChecked = page.waitForRequest(isWorkerCheck);
  await page.goto('/about');
  await waitForHydration(page);
  await fetched;
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await waitForIdleWork(page, workerChecked);
  // Ready when the visitor asks: the first opening fetches nothing more.
  const later: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) later.push(request.url());
  });
  await page.keyboard.press('Control+k');
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  expect(later).toEqual([]);
});

test('on a phone, tapping search fetches the palette in one round of connections', async ({
  browser,
  baseURL,
}) => {
  const context = await newTouchPhoneContext(browser, { baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  // A legal page: its own code shares least with the palette, so the palette brings the most.
  const workerChecked = page.waitForRequest(isWorkerCheck);
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  await waitForIdleWork(page, workerChecked);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
  });
  await page.getByRole('button', { name: searchSite }).tap();
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  expect(scripts.some((url) => url.includes('/palette-dialog-'))).toBe(true);
  // Each file is fetched once by the loader and then imported from the HTTP cache.
  const files = new Set(scripts);
  expect(files.size, [...files].join('\n')).toBeLessThanOrEqual(ONE_ROUND);
  await context.close();
});

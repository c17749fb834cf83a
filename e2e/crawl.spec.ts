// The whole-site crawl: every registry page, from its prerendered HTML through hydration, in
// Chromium. Each must answer 200, log no console error or warning, have no failed request and no
// request leaving the site, hydrate without React replacing any prerendered element (what a
// hydration mismatch does), fetch no script before hydrating that its HTML did not preload (so the
// bundle budgets measure everything), show exactly one h1, and link only to registry pages or to
// files the server has.
import type { Page } from '@playwright/test';
import { notFoundPage, pages } from '../src/content/registry';
import { expect, test, waitForHydration, watchPage } from './support/fixtures';
import { installHydrationProbe, readHydrationProbe } from './support/page-probe';
import { inBatches } from './support/template-batches';

// Each batch has the test timeout: with 8 batches of about 31 pages, every batch ran out of it on
// a loaded two-core machine; 16 batches of about 16 pages keep within it.
const BATCHES = 16;
const batches = inBatches(pages, BATCHES);
const registryPaths = new Set(pages.map((entry) => entry.path));

/** Paths of same-origin links to other documents (in-page '#' links excluded). */
async function internalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => !link.getAttribute('href')!.startsWith('#'))
      .map((link) => new URL(link.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
}

for (const [index, batch] of batches.entries()) {
  test(`crawl batch ${index + 1} of ${BATCHES}`, async ({ page, baseURL }) => {
    const problems = watchPage(page, baseURL!);
    page.on('requestfailed', (request) => {
      // Going to the next page aborts what the last one was still prefetching: not a failure.
      const error = request.failure()?.errorText ?? '';
      if (error !== 'net::ERR_ABORTED') problems.messages.push(`failed: ${request.url()} ${error}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        problems.messages.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await installHydrationProbe(page);
    const otherLinks = new Map<string, string>();
    for (const entry of batch) {
      const response = await page.goto(entry.path);
      expect(response?.status(), entry.path).toBe(200);
      await waitForHydration(page);
      const probe = await readHydrationProbe(page);
      expect(probe.replaced, `${entry.path}: prerendered elements React replaced`).toEqual([]);
      expect(probe.changed, `${entry.path}: prerendered content React changed`).toEqual([]);
      const undeclared = probe.scripts.filter((script) => !probe.declared.includes(script));
      expect(undeclared, `${entry.path}: scripts fetched before hydration, not preloaded`).toEqual(
        [],
      );
      await expect(page.locator('h1'), entry.path).toHaveCount(1);
      await expect(page.locator('h1'), entry.path).toHaveText(entry.title);
      for (const path of await internalLinks(page))
        if (!registryPaths.has(path)) otherLinks.set(path, entry.path);
    }
    // Links to something other than a page (a feed, an image) must at least exist.
    for (const [path, from] of otherLinks) {
      const response = await page.request.get(path);
      expect(response.status(), `${from} links to ${path}`).toBe(200);
      expect(response.headers()['content-type'], `${from} links to ${path}`).not.toContain(
        'text/html',
      );
    }
    expect(problems.messages).toEqual([]);
  });
}

test('the not-found page hydrates cleanly and links only to registry pages', async ({ page }) => {
  await installHydrationProbe(page);
  const response = await page.goto('/no-such-page-anywhere');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  const probe = await readHydrationProbe(page);
  expect(probe.replaced).toEqual([]);
  expect(probe.changed).toEqual([]);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(notFoundPage.title);
  for (const path of await internalLinks(page)) expect(registryPaths.has(path), path).toBe(true);
});

test('a hydration mismatch is noticed', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('>About Reachmark</h1>', '>Tampered</h1>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('About Reachmark');
  await expect.poll(() => errors.join('\n')).toContain('Hydration mismatch repaired on the client');
});

test('a corrupt embedded-content block only means the content is fetched', async ({ page }) => {
  await installHydrationProbe(page);
  await page.route('**/services/seo/delhi', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="rm-page-data">)[^<]*/,
      '$1{"city-service": {"delhi": ',
    );
    await route.fulfill({ response, body: html });
  });
  const contentChunk = page.waitForRequest(/\/assets\/delhi-[^/]+\.js$/);
  await page.goto('/services/seo/delhi');
  await contentChunk;
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('SEO Services in Delhi');
  const probe = await readHydrationProbe(page);
  expect(probe.replaced).toEqual([]);
  expect(probe.changed).toEqual([]);
});

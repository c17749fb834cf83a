// How a prerendered page loads (build/page-loading-html.ts, docs/decisions/0013): the first view
// is painted from the inlined critical CSS exactly as the full stylesheet paints it, what lies
// beyond it stays invisible until the stylesheet arrives, JavaScript starts only after the first
// contentful paint, and the page stays readable without JavaScript or without its stylesheet.
import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

const STYLESHEET = /\/assets\/index-[^/]+\.css$/;
const PAGES = [
  '/',
  '/services/seo',
  '/services/seo/delhi',
  '/blog/local-seo-checklist-indian-businesses',
  '/quote',
];

const footerVisibility = (page: Page) =>
  page.locator('.site-footer').evaluate((footer) => getComputedStyle(footer).visibility);

/** Opens a page whose full stylesheet is held back (every request for it) until `release`. */
async function openWithoutStylesheet(page: Page, path: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(STYLESHEET, (route) => (released ? route.continue() : held.push(route)));
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect.poll(() => footerVisibility(page)).toBe('visible');
  };
}

// One test per page and setting: a page visited before would take the stylesheet from the cache.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    for (const path of PAGES) {
      test(`${path}: the first view looks the same before and after the full stylesheet (${colorScheme}, ${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        const release = await openWithoutStylesheet(page, path);
        expect(await footerVisibility(page), 'the footer waits').toBe('hidden');
        const header = await page.locator('header.site-header').screenshot();
        const heading = await page.locator('h1').screenshot();
        await release();
        await waitForHydration(page);
        expect(await page.locator('header.site-header').screenshot(), 'header').toEqual(header);
        expect(await page.locator('h1').screenshot(), 'heading').toEqual(heading);
      });
    }
  }
}

interface TaskAdditions {
  /** Module preloads the task added. */
  preloads: number;
  /** document.readyState when the task added a module script (the entry). */
  entryStates: string[];
}

/**
 * Records, from before the page's own scripts run, what each task adds to the document: a
 * MutationObserver callback runs after the task that made the changes, so one callback is one task.
 */
async function recordAdditionsPerTask(page: Page): Promise<() => Promise<TaskAdditions[]>> {
  await page.addInitScript(() => {
    const perTask: TaskAdditions[] = [];
    (window as unknown as { __additions: TaskAdditions[] }).__additions = perTask;
    new MutationObserver((records) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      const preloads = added.filter(
        (node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload',
      ).length;
      const entries = added.filter(
        (node) => node instanceof HTMLScriptElement && node.type === 'module' && node.src,
      ).length;
      if (preloads + entries > 0)
        perTask.push({ preloads, entryStates: Array(entries).fill(document.readyState) });
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __additions: TaskAdditions[] }).__additions);
}

// One load of each page serves three checks (a test each before, each loading the five pages):
// when JavaScript starts and the CSP, when the entry script is added, and how modulepreloads are
// added. The recorder only observes the document, so the timing it sees is the page's own.
test('JavaScript starts after the first contentful paint, the CSP allows every inline script, the entry script waits for the parsed document and module preloads come one a task', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const additions = await recordAdditionsPerTask(page);
  for (const path of PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime);
      const holdsPaint = document.head.querySelector(
        'link[rel="expect"][href="#main-content"][blocking="render"]',
      );
      return { paint, holdsPaint: holdsPaint !== null, firstScript: Math.min(...scripts) };
    });
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.paint);
    // The stylesheet loader ran (the CSP allowed it) and held rendering until <main> was parsed.
    expect(timing.holdsPaint, path).toBe(true);
    expect(await footerVisibility(page)).toBe('visible');

    // The entry script is added only once the document is parsed.
    const tasks = await additions();
    const states = tasks.flatMap((task) => task.entryStates);
    expect(states.length, path).toBeGreaterThan(0);
    expect(states.includes('loading'), path).toBe(false);

    // Module preloads are added one a task, so adding them makes no long task.
    const perTask = tasks.map((task) => task.preloads).filter((preloads) => preloads > 0);
    const inTemplate = await page.evaluate(
      () => document.querySelector('template')?.content.querySelectorAll('link').length ?? 0,
    );
    expect(inTemplate, path).toBeGreaterThan(1);
    expect(perTask.length, path).toBe(inTemplate);
    expect(Math.max(...perTask), path).toBe(1);
  }
  expect(violations).toEqual([]);
});

test('without JavaScript the whole page is styled and visible', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/services/seo');
  expect(await footerVisibility(page)).toBe('visible');
  // The footer's own rules (from the full stylesheet, not the critical CSS) apply.
  const footerBorder = await page
    .locator('.site-footer')
    .evaluate((footer) => getComputedStyle(footer).borderTopStyle);
  expect(footerBorder).toBe('solid');
  await context.close();
});

test('a stylesheet that cannot load leaves the page readable', async ({ page, problems }) => {
  problems.allow(/index-[^/]+\.css|Failed to load resource/);
  await page.route(STYLESHEET, (route) => route.abort());
  await page.goto('/about');
  await expect.poll(() => footerVisibility(page)).toBe('visible');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

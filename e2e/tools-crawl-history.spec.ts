// The audit tool's comparison with the last crawl, in Chromium with its real IndexedDB: a site is
// crawled, changed and crawled again, and the report names what is new and what was fixed (also in
// the CSV, and the comparison passes axe); forgetting the site's last crawl leaves nothing to
// compare with; a kept record that cannot be read, storage switched off and storage full each give
// a plain sentence, not a broken report. The site is e2e/support/changing-fixture-site.ts, on
// loopback.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CRAWL_HISTORY_DATABASE } from '../src/features/seo-tools/ui/crawl-history';
import {
  CHANGING_SITE,
  startChangingSite,
  type ChangingSite,
} from './support/changing-fixture-site';
import { expect, test, waitForHydration } from './support/fixtures';
import { axeViolations } from './support/axe';

test.describe.configure({ mode: 'serial' });

let site: ChangingSite;
test.beforeAll(async () => {
  site = await startChangingSite();
});
test.afterAll(async () => {
  await site.stop();
});

const BUSY = /still running|started a lot of checks|busy with other people/;

/**
 * Crawls the site and waits for the comparison. The suite's other crawls come from the same
 * visitor (127.0.0.1), who may run one crawl at a time: when the server says one is still running,
 * or too many were started this minute, this tries again a few seconds later.
 */
async function crawl(page: Page) {
  const report = page.getByRole('region', { name: 'Site audit report' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Crawl site' }).click();
    const done = report.getByRole('heading', { name: 'Compared with your last crawl' });
    const refused = page.getByText(BUSY);
    await expect(done.or(refused)).toBeVisible({ timeout: 30_000 });
    if (await refused.isVisible()) {
      await page.waitForTimeout(3_000);
      throw new Error('The server was busy with another crawl of this visitor.');
    }
  }).toPass({ timeout: 90_000 });
  return report;
}

test('a crawl compared with the last one names what is new and what was fixed, until forgotten', async ({
  page,
  problems,
}) => {
  test.setTimeout(180_000);
  problems.allow(/status of (429|503)/);
  await page.goto('/tools/seo-audit-tool');
  await waitForHydration(page);
  await page.getByLabel('Site address').fill(`${CHANGING_SITE}/`);

  site.setVersion(1);
  let report = await crawl(page);
  const status = report.getByRole('status').filter({ hasText: /crawl/ });
  await expect(status).toHaveText(
    `This is the first crawl of ${CHANGING_SITE} kept in this browser. Crawl again after your changes to see what is new and what you fixed.`,
  );

  // The owner gives /about its h1, and /contact loses its own.
  site.setVersion(2);
  report = await crawl(page);
  // Two checks follow a page's h1: the main heading and the heading outline.
  await expect(status).toHaveText(/^Since your crawl of .+: 2 new, 2 fixed, \d+ unchanged\.$/);
  const group = (name: string) =>
    report.locator('details').filter({ has: page.getByText(name, { exact: false }) });
  for (const check of ['Main heading (h1)', 'Heading outline']) {
    await expect(group('New problems')).toContainText(`${check}: ${CHANGING_SITE}/contact`);
    await expect(group('Fixed since then')).toContainText(`${check}: ${CHANGING_SITE}/about`);
  }

  const violations = await axeViolations(page, {
    include: 'section[aria-labelledby="crawl-comparison-title"]',
  });
  expect(violations.map((violation) => violation.id)).toEqual([]);
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(
    csv.startsWith('\uFEFFPage,Score,Check,Status,Detail,How to fix,Since last crawl\r\n'),
  ).toBe(true);
  expect(csv).toMatch(
    new RegExp(`${CHANGING_SITE}/contact,\\d+,Main heading \\(h1\\),fail,.*,New\\r\\n`),
  );
  expect(csv).toContain(`${CHANGING_SITE}/about,,Main heading (h1),fixed,`);

  await report.getByRole('button', { name: 'Forget this site’s last crawl' }).click();
  await expect(status).toHaveText(
    `Forgotten: this browser keeps no crawl of ${CHANGING_SITE}. Your next crawl starts afresh.`,
  );
  await expect(report.getByRole('button', { name: 'Forget this site’s last crawl' })).toHaveCount(
    0,
  );

  // With the last crawl forgotten, the next one has nothing to compare with.
  report = await crawl(page);
  await expect(status).toHaveText(/^This is the first crawl of /);
  await expect(report.getByText('New problems')).toHaveCount(0);
});

test('a kept crawl that cannot be read gives a plain sentence and is replaced', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  problems.allow(/status of (429|503)/);
  await page.goto('/tools/seo-audit-tool');
  await waitForHydration(page);
  // A record of this site that is not a crawl, as a damaged or older store would hold.
  await page.evaluate(
    ({ database, site: origin }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(database, 1);
        request.onupgradeneeded = () => request.result.createObjectStore('last-crawls');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const transaction = db.transaction('last-crawls', 'readwrite');
          transaction
            .objectStore('last-crawls')
            .put({ version: 1, site: origin, issues: 'x' }, origin);
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
        };
      }),
    { database: CRAWL_HISTORY_DATABASE, site: CHANGING_SITE },
  );
  await page.getByLabel('Site address').fill(`${CHANGING_SITE}/`);
  site.setVersion(1);
  const report = await crawl(page);
  const status = report.getByRole('status').filter({ hasText: /crawl/ });
  await expect(status).toHaveText(
    'The last crawl kept in this browser could not be read, so there is no comparison this time. This crawl is kept in its place.',
  );
  // The page list and the rest of the report are there as usual.
  await expect(report.getByRole('heading', { name: 'Page by page' })).toBeVisible();
  await expect(
    report.getByRole('heading', { name: `${CHANGING_SITE}/about`, level: 4 }),
  ).toBeVisible();
});

test('with no storage, or storage that is full, the report says so and still shows', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  problems.allow(/status of (429|503)/);
  // Storage switched off: opening the database throws, as in some private modes.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  await page.goto('/tools/seo-audit-tool');
  await waitForHydration(page);
  await page.getByLabel('Site address').fill(`${CHANGING_SITE}/`);
  site.setVersion(1);
  let report = await crawl(page);
  const status = report.getByRole('status').filter({ hasText: /crawl/ });
  await expect(status).toHaveText(
    'This browser is not keeping crawls (private browsing, or site storage is switched off), so this crawl cannot be compared with your last one.',
  );
  await expect(report.getByRole('button', { name: 'Forget this site’s last crawl' })).toHaveCount(
    0,
  );
  await expect(report.getByRole('heading', { name: 'Page by page' })).toBeVisible();

  // Storage full: the database opens, but keeping the crawl is refused.
  const full = await page.context().newPage();
  await full.addInitScript(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await full.goto('/tools/seo-audit-tool');
  await waitForHydration(full);
  await full.getByLabel('Site address').fill(`${CHANGING_SITE}/`);
  report = await crawl(full);
  await expect(report.getByRole('status').filter({ hasText: /crawl/ })).toHaveText(
    'This browser’s storage for our site is full, so this crawl was not kept for comparing with your next one.',
  );
});

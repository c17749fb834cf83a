// The SEO tools from a web address, in Chromium against the production server, which fetches a
// fixture site on loopback (e2e/support/tools-fixture-site.ts): the audit tool crawls it with a
// progress bar and names every planted defect, a crawl can be cancelled, and the analyzer and
// competitor tools run from addresses, also when the address was typed or sent before the page had
// hydrated. Axe checks the crawl report, and the analyzer's report on a page drawn by JavaScript
// (whose words our server counts again after rendering it in Chromium), in both themes: each
// report is drawn once and checked again after the system theme turns dark.
import type { Route } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { axeViolations } from './support/axe';
import { switchSystemTheme } from './support/system-theme';
import {
  requestedPaths,
  startToolsFixtureSite,
  TOOLS_SITE,
  TOOLS_SITE_PORT,
} from './support/tools-fixture-site';
import { reportFinding } from './support/report-finding';

test.describe.configure({ mode: 'serial' });

let stopSite: () => Promise<void>;
test.beforeAll(async () => {
  stopSite = await startToolsFixtureSite();
});
test.afterAll(async () => {
  await stopSite();
});

test('the audit tool crawls a site and names every defect, readable in both themes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/tools/seo-audit-tool');
  await waitForHydration(page);
  await page.getByLabel('Site address').fill(`${TOOLS_SITE}/`);
  await page.getByRole('button', { name: 'Crawl site' }).click();
  await expect(page.getByRole('progressbar', { name: 'Crawling your site' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel crawl' })).toBeVisible();

  const report = page.getByRole('region', { name: 'Site audit report' });
  await expect(report.getByRole('heading', { name: 'Crawl checks' })).toBeVisible({
    timeout: 60_000,
  });
  // The 29 pages, the tag address, the broken link and the redirect's start: 32 addresses
  // checked, and /admin/login left alone.
  await expect(
    report.getByText(
      /^Checked 32 pages; your sitemap lists 28 pages on this site; robots\.txt asked us to leave 1 page alone, so we did not\.$/,
    ),
  ).toBeVisible();
  // Each page audited once: /old-offer is audited as /offer, which the crawl also reached, and
  // the tag address as the blog, its canonical.
  await expect(report.getByText('over 29 pages', { exact: true })).toBeVisible();
  const check = (title: string) => reportFinding(report, title);
  await expect(check('Broken pages')).toContainText(
    `${TOOLS_SITE}/missing-page: Error 404 (page not found); linked from ${TOOLS_SITE}/`,
  );
  await expect(check('Broken images and files')).toContainText(
    `${TOOLS_SITE}/images/team.jpg: Error 404 (file not found); used on ${TOOLS_SITE}/`,
  );
  await expect(check('Redirect chains')).toContainText(
    `${TOOLS_SITE}/old-offer: 301 → ${TOOLS_SITE}/offer-2025, then 301 → ${TOOLS_SITE}/offer`,
  );
  await expect(check('Pages only the sitemap lists')).toContainText(`${TOOLS_SITE}/orphan-landing`);
  await expect(check('Linked pages missing from the sitemap')).toContainText(
    `${TOOLS_SITE}/contact`,
  );
  await expect(check('Linked pages missing from the sitemap')).not.toContainText('tag=leaks');
  await expect(check('Addresses that point to another page')).toContainText(
    `${TOOLS_SITE}/blog?tag=leaks: Canonicalised to ${TOOLS_SITE}/blog`,
  );
  await expect(check('Pages robots.txt keeps search engines out of')).toContainText(
    `${TOOLS_SITE}/admin/login: Blocked by line 2 of robots.txt, “Disallow: /admin/”; linked from ${TOOLS_SITE}/`,
  );
  await expect(check('Pages kept out of Google (noindex)')).toContainText(
    `${TOOLS_SITE}/thank-you`,
  );
  await expect(check('Slow server responses')).toContainText(`${TOOLS_SITE}/slow: Answered in 1.`);
  await expect(check('Duplicate titles')).toContainText('Our services | Pune Plumbing Co');
  await expect(check('Duplicate titles')).toContainText(`${TOOLS_SITE}/services/3`);
  await expect(check('Duplicate titles')).not.toContainText('Blog | Pune Plumbing Co');
  // Crawl checks read failed first, then needing work, then passed.
  const statuses = await report
    .getByRole('heading', { name: 'Crawl checks' })
    .locator('xpath=..')
    .getByText(/^.(Failed|Needs work|Passed)$/)
    .allTextContents();
  const rank = (status: string) => ['Failed', 'Needs work', 'Passed'].indexOf(status.slice(1));
  expect(statuses[0]).toBe('✕Failed');
  expect(statuses).toEqual([...statuses].sort((a, b) => rank(a) - rank(b)));
  expect(new Set(statuses).size).toBe(3);
  // The disallowed page is named only by the robots.txt check, never graded as a page.
  await expect(report.getByText(`${TOOLS_SITE}/admin/login`, { exact: true })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (await download).createReadStream();
  let text = '';
  for await (const chunk of csv) text += String(chunk);
  expect(text).toContain(
    `${TOOLS_SITE}/missing-page,,Broken pages,fail,Error 404 (page not found); linked from`,
  );
  expect(text).toContain(
    `${TOOLS_SITE}/admin/login,,Pages robots.txt keeps search engines out of,pass,"Blocked by line 2 of robots.txt, “Disallow: /admin/”; linked from ${TOOLS_SITE}/"`,
  );

  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
  await switchSystemTheme(page, 'dark');
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
});

test('a crawl can be cancelled, and the pages checked so far are reported', async ({ page }) => {
  await page.goto('/tools/seo-audit-tool');
  await waitForHydration(page);
  await page.getByLabel('Site address').fill(`${TOOLS_SITE}/slow-site/`);
  await page.getByRole('button', { name: 'Crawl site' }).click();
  await expect(page.getByText(/^[1-9]\d* of \d+ pages found checked/)).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Cancel crawl' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const report = page.getByRole('region', { name: 'Site audit report' });
  await expect(report.getByText(/The crawl stopped before every page was checked/)).toBeVisible();
});

test('the analyzer checks a page by its address and shows what the server saw', async ({
  page,
}) => {
  await page.goto('/tools/seo-analyzer');
  await waitForHydration(page);
  await page.getByLabel('Page address').fill(`${TOOLS_SITE}/old-offer`);
  await page.getByRole('button', { name: 'Analyse page' }).click();
  const report = page.getByRole('region', { name: 'Your SEO report' });
  await expect(report.getByRole('img', { name: /^SEO score: \d+ out of 100$/ })).toBeVisible();
  await expect(
    report.getByRole('heading', { name: 'The page as our server fetched it' }),
  ).toBeVisible();
  await expect(report.getByText(`Final address: ${TOOLS_SITE}/offer`)).toBeVisible();
  await expect(report.getByRole('list', { name: 'Redirects' }).getByRole('listitem')).toHaveCount(
    2,
  );
  const headers = report.getByRole('table', { name: 'Response headers that matter for SEO' });
  await expect(headers.getByRole('row', { name: /Content-Type/ })).toContainText(
    'text/html; charset=utf-8',
  );
  // How the server answered is judged too: the two-hop chain is a finding with its fix.
  const finding = (title: string) => reportFinding(report, title);
  await expect(finding('Redirects')).toContainText(
    `The address goes through 2 redirects before the page: ${TOOLS_SITE}/old-offer (301) → ${TOOLS_SITE}/offer-2025 (301) → ${TOOLS_SITE}/offer.`,
  );
  await expect(finding('Redirects')).toContainText('How to fix it');
  await expect(finding('robots.txt')).toContainText(
    `${TOOLS_SITE}/robots.txt lets Googlebot visit this page.`,
  );
  await expect(finding('Server response time')).toContainText('good, under 800 ms');
});

test("the analyzer counts a JavaScript-drawn page's words before and after rendering, readable in both themes", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/tools/seo-analyzer');
  await waitForHydration(page);
  await page.getByLabel('Page address').fill(`${TOOLS_SITE}/js-app`);
  await page.getByRole('button', { name: 'Analyse page' }).click();
  const report = page.getByRole('region', { name: 'Your SEO report' });
  const finding = reportFinding(report, 'Rendered by JavaScript');
  await expect(finding).toContainText(
    'Rendered by JavaScript: search engines may see an empty page.',
  );
  const status = finding.getByRole('status');
  await expect(status).toHaveText(
    'Drawing the page in a browser on our server, to count its words after rendering…',
  );
  await expect(status).toHaveText(
    /^Words before rendering: 0; after rendering in Chromium: 2\d\d\.$/,
    { timeout: 45_000 },
  );
  await expect(finding).toContainText(
    'Main heading after rendering: “Emergency plumbers in Pune”.',
  );
  await expect(finding).toContainText('Links before rendering: 0; after rendering: 1.');
  await expect(finding).toContainText('The page’s words exist only once its scripts run.');
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
  await switchSystemTheme(page, 'dark');
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
});

test('the audit counts the words of its first JavaScript-drawn pages after rendering', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/tools/seo-audit-tool');
  await waitForHydration(page);
  // The crawl starts on the page drawn by JavaScript and goes on through the sitemap.
  await page.getByLabel('Site address').fill(`${TOOLS_SITE}/js-app`);
  await page.getByRole('button', { name: 'Crawl site' }).click();
  const report = page.getByRole('region', { name: 'Site audit report' });
  const card = report
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: `${TOOLS_SITE}/js-app`, exact: true }) });
  await expect(card.getByRole('status')).toHaveText(
    /^Words before rendering: 0; after rendering in Chromium: 2\d\d\.$/,
    { timeout: 90_000 },
  );
  await expect(card).toContainText('Main heading after rendering: “Emergency plumbers in Pune”.');
  // The pages that arrive with their words are not drawn again.
  await expect(report.getByText(/^Words before rendering/)).toHaveCount(1);
});

test('the analyzer reports an address that answers 404 as an error page, not a score', async ({
  page,
}) => {
  await page.goto('/tools/seo-analyzer');
  await waitForHydration(page);
  await page.getByLabel('Page address').fill(`${TOOLS_SITE}/missing-page`);
  await page.getByRole('button', { name: 'Analyse page' }).click();
  const report = page.getByRole('region', { name: 'Your SEO report' });
  await expect(
    report.getByRole('heading', { name: 'This address answers 404 Not found' }),
  ).toBeVisible();
  await expect(report.getByText(/redirect this address permanently \(301\)/)).toBeVisible();
  await expect(report.getByRole('img', { name: /SEO score/ })).toHaveCount(0);
  await expect(report.getByRole('heading', { name: /^Fix these first/ })).toHaveCount(0);
  await expect(
    report.getByRole('heading', { name: 'The page as our server fetched it' }),
  ).toBeVisible();
});

test.describe('before the page has hydrated', () => {
  // Service workers blocked, so that held-back scripts stay held back.
  test.use({ serviceWorkers: 'block' });

  test('an address sent keeps out of the URL and is analysed, once, when the page is ready', async ({
    page,
  }) => {
    // Hold every script back: the page stays prerendered HTML, as on a slow phone.
    const held: Route[] = [];
    let released = false;
    await page.route('**/*.js', (route) => (released ? route.continue() : held.push(route)));
    const documents: string[] = [];
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(`${request.method()} ${request.url()}`);
      if (request.url().endsWith('/api/tools/page')) checks.push(request.postData() ?? '');
    });
    await page.goto('/tools/seo-analyzer', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Page address').fill(`${TOOLS_SITE}/old-offer`);
    await page.getByRole('button', { name: 'Analyse page' }).click();
    await page.waitForTimeout(500);
    // The submit was held: no request went out, the address is where it was typed.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/tools/seo-analyzer');
    expect(documents).toHaveLength(1);
    await expect(page.getByLabel('Page address')).toHaveValue(`${TOOLS_SITE}/old-offer`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await waitForHydration(page);
    const report = page.getByRole('region', { name: 'Your SEO report' });
    await expect(report.getByRole('img', { name: /^SEO score: \d+ out of 100$/ })).toBeVisible();
    await expect(report.getByText(`Final address: ${TOOLS_SITE}/offer`)).toBeVisible();
    expect(checks).toEqual([JSON.stringify({ url: `${TOOLS_SITE}/old-offer` })]);
    expect(documents).toHaveLength(1);
  });

  test('an address typed before, sent after, is the one checked', async ({ page }) => {
    const held: Route[] = [];
    let released = false;
    await page.route('**/*.js', (route) => (released ? route.continue() : held.push(route)));
    await page.goto('/tools/seo-analyzer', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Page address').fill(`${TOOLS_SITE}/services/1`);
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Analyse page' }).click();
    const report = page.getByRole('region', { name: 'Your SEO report' });
    await expect(report.getByText(`Final address: ${TOOLS_SITE}/services/1`)).toBeVisible();
  });
});

test('the analyzer says why an address is refused, and pasting still works', async ({ page }) => {
  await page.goto('/tools/seo-analyzer');
  await waitForHydration(page);
  await page.getByLabel('Page address').fill(`http://127.0.0.1:${TOOLS_SITE_PORT}/`);
  await page.getByRole('button', { name: 'Analyse page' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: `We can only check public websites on the usual web ports (80 and 443). This address asks for port ${TOOLS_SITE_PORT}`,
    }),
  ).toBeVisible();
  await expect(page.getByLabel('Page address')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Page HTML').fill('<title>Pasted</title><h1>Pasted page</h1>');
  await page.getByRole('button', { name: 'Analyse page' }).click();
  const report = page.getByRole('region', { name: 'Your SEO report' });
  await expect(report.getByRole('img', { name: /^SEO score: \d+ out of 100$/ })).toBeVisible();
  await expect(
    report.getByRole('heading', { name: 'The page as our server fetched it' }),
  ).toHaveCount(0);
});

test('the analyzer asks to paste the HTML when no tools server answers', async ({ page }) => {
  await page.route('**/api/tools/page', (route) => route.abort('connectionrefused'));
  await page.goto('/tools/seo-analyzer');
  await waitForHydration(page);
  await page.getByLabel('Page address').fill(`${TOOLS_SITE}/`);
  await page.getByRole('button', { name: 'Analyse page' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Paste the page’s HTML or upload the file instead' }),
  ).toBeVisible();
});

test('competitor analysis compares pages given by their addresses', async ({ page }) => {
  await page.goto('/tools/competitor-analysis');
  await waitForHydration(page);
  const names = page.getByLabel('Name or address');
  await names.nth(0).fill(`${TOOLS_SITE}/services/1`);
  await names.nth(1).fill(`${TOOLS_SITE}/thank-you`);
  await page.getByRole('button', { name: 'Compare pages' }).click();
  const table = page.getByRole('region', { name: 'Side-by-side comparison' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Winner' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: `${TOOLS_SITE}/services/1` })).toBeVisible();
  await expect(
    table
      .getByRole('row', { name: /^SEO score/ })
      .getByRole('cell')
      .last(),
  ).toHaveText(`localhost:${TOOLS_SITE_PORT}/services/1`);
});

test('the page speed checker runs a real Lighthouse on the server, mobile then desktop, in tabs', async ({
  page,
}) => {
  test.setTimeout(270_000);
  await page.goto('/tools/page-speed');
  await waitForHydration(page);
  const asked: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/tools/speed')) asked.push(request.postDataJSON());
  });
  await page.getByLabel('Page address').fill(`${TOOLS_SITE}/speed-probe`);
  await page.getByRole('button', { name: 'Test page speed' }).click();
  await expect(
    page.getByText(
      'Running Lighthouse as a mobile visitor, then as a desktop one (up to a minute each)…',
    ),
  ).toBeVisible();
  const report = page.getByRole('region', { name: 'Report analysis' });
  await expect(report.getByRole('heading', { name: 'Lighthouse scores' })).toBeVisible({
    timeout: 120_000,
  });
  const tabs = page.getByRole('tablist', { name: 'Lighthouse report for' });
  await expect(tabs.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  await expect(report.getByRole('img', { name: /^Performance: \d+ out of 100$/ })).toBeVisible();
  await expect(report.getByRole('img', { name: /^SEO: \d+ out of 100$/ })).toBeVisible();
  const desktop = tabs.getByRole('tab', { name: 'Desktop' });
  await expect(desktop).toBeEnabled({ timeout: 120_000 });
  await desktop.click();
  await expect(desktop).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Desktop' });
  await expect(panel.getByRole('img', { name: /^Performance: \d+ out of 100$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test page speed' })).toBeEnabled();
  expect(asked).toEqual([
    { url: `${TOOLS_SITE}/speed-probe`, formFactor: 'mobile' },
    { url: `${TOOLS_SITE}/speed-probe`, formFactor: 'desktop' },
  ]);
  // Lighthouse's browser loaded the page through the checked proxy, which refused the image
  // addressed to this machine's IP: that request never reached the site.
  expect(requestedPaths).toContain('/speed-probe');
  expect(requestedPaths).not.toContain('/probe-pixel.png');
});

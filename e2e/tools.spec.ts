// The free SEO tools in Chromium: each tool runs once on its sample, in the tools' Web Worker, and
// shows its results; the CSV exports download, the audit prints without the site around it, the
// prerendered pages already hold each tool's form, and the page speed checker shows an address
// test's recorded mobile and desktop reports in tabs (its real Lighthouse runs are in
// tools-address.spec.ts).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { axeViolations } from './support/axe';
import { reportFinding } from './support/report-finding';

/**
 * Waits for the CSS transitions under way (a tab's colours as it becomes selected), so axe checks
 * the colours a visitor reads, not a frame halfway between two of them.
 */
const transitionsDone = (page: Page) =>
  page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.all(running.map((transition) => transition.finished.catch(() => undefined)));
  });

const fixture = (name: string) =>
  fileURLToPath(new URL(`../tests/fixtures/seo-tools/${name}`, import.meta.url));

test('the hub lists every tool as free, and its /resources twin points its canonical at it', async ({
  page,
}) => {
  await page.goto('/tools/seo-tools');
  await waitForHydration(page);
  const tools = page.getByRole('region', { name: 'Five tools, one job each' });
  for (const name of [
    'SEO Analyzer',
    'SEO Audit Tool',
    'Keyword Planner',
    'Page Speed Checker',
    'Competitor Analysis',
  ]) {
    await expect(tools.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(tools.getByText('Free', { exact: true })).toHaveCount(5);
  await expect(page.getByText(/Pasted pages stay with you/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Checking a page by its address' })).toBeVisible();

  await page.goto('/resources/seo-tools');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/tools\/seo-tools$/,
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each tool page is prerendered with its heading, introduction and form', async ({
    page,
  }) => {
    const forms: [string, string, string][] = [
      ['/tools/seo-analyzer', 'SEO Analyzer', 'Page HTML'],
      ['/tools/seo-audit-tool', 'SEO Audit Tool', 'Upload .html files'],
      ['/tools/keyword-planner', 'Keyword Planner', 'Seed keyword'],
      ['/tools/page-speed', 'Page Speed Checker', 'Lighthouse JSON or HAR file'],
      ['/tools/competitor-analysis', 'Competitor Analysis', 'Name or address'],
    ];
    for (const [path, title, field] of forms) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const fetchesAddresses = path !== '/tools/keyword-planner';
      await expect(
        page.getByText(
          fetchesAddresses
            ? /Pasted HTML and uploaded files are analysed in your browser and never leave it\. A web address you enter is fetched by our server/
            : /Runs entirely in your browser/,
        ),
      ).toBeVisible();
      await expect(page.getByLabel(field).first()).toBeVisible();
      await expect(page.getByText('Loading page...')).toHaveCount(0);
    }
  });
});

test('the SEO analyzer scores the sample page in the worker and explains its findings', async ({
  page,
}) => {
  await page.goto('/tools/seo-analyzer');
  await waitForHydration(page);
  const worker = page.waitForEvent('worker');
  await page.getByRole('button', { name: 'Try a sample' }).click();
  expect((await worker).url()).toMatch(/seo-tools\.worker/);
  const report = page.getByRole('region', { name: 'Your SEO report' });
  await expect(report.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(report.getByRole('img', { name: /^SEO score: \d+ out of 100$/ })).toBeVisible();
  await expect(report.getByRole('heading', { name: /^Fix these first/ })).toBeVisible();
  await expect(report.getByRole('heading', { level: 4, name: 'Image alt text' })).toBeVisible();
  await expect(report.getByText('How to fix it').first()).toBeVisible();
  await expect(report.getByRole('table', { name: 'Single words' })).toContainText('kitchens');
  await expect(report.getByRole('heading', { name: 'Links', exact: true })).toBeVisible();
});

test('the SEO analyzer names a page drawn by JavaScript as the cause of its empty report', async ({
  page,
}) => {
  await page.goto('/tools/seo-analyzer');
  await waitForHydration(page);
  await page
    .getByLabel('Page HTML')
    .fill(
      '<!doctype html><html lang="en"><head><title>Kitchens | Studio</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
  await page.getByRole('button', { name: 'Analyse page' }).click();
  const report = page.getByRole('region', { name: 'Your SEO report' });
  const finding = reportFinding(report, 'Rendered by JavaScript');
  await expect(finding).toContainText(
    'Rendered by JavaScript: search engines may see an empty page. It arrives as an empty <div id="root">',
  );
  await expect(finding).toContainText('server-side rendering or prerendering');
});

test('the SEO analyzer refuses pasted HTML over 2 MB with a message that is announced', async ({
  page,
}) => {
  await page.goto('/tools/seo-analyzer');
  await waitForHydration(page);
  await page.getByLabel('Page HTML').fill(`<p>${'x'.repeat(2_200_000)}</p>`);
  await page.getByRole('button', { name: 'Analyse page' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'the limit is 2.0 MB per page' }),
  ).toBeVisible();
  await expect(page.getByLabel('Page HTML')).toHaveAttribute('aria-invalid', 'true');
});

test('the SEO audit summarises the sample site, exports CSV and prints only the report', async ({
  page,
}) => {
  await page.goto('/tools/seo-audit-tool');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Try a sample' }).click();
  const report = page.getByRole('region', { name: 'Site audit report' });
  await expect(
    report.getByRole('img', { name: /^Average SEO score: \d+ out of 100$/ }),
  ).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Site-wide checks' })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Duplicate titles' })).toBeVisible();
  await expect(report.getByRole('article')).toHaveCount(4);
  // The most common problems name their pages, 3 first and the rest behind a button.
  const openGraph = report
    .getByRole('listitem')
    .filter({ hasText: /^Open Graph tags: 4 of 4 pages/ });
  await expect(openGraph).toContainText('https://www.anandinteriors.in/contact/');
  await expect(openGraph).not.toContainText('https://www.anandinteriors.in/projects/');
  await openGraph.getByRole('button', { name: 'Show all 4 pages' }).click();
  await expect(openGraph).toContainText('https://www.anandinteriors.in/projects/');
  // A page's failed checks show without opening its checklist.
  const wardrobes = report.getByRole('article').filter({
    has: page.getByRole('heading', { name: 'https://www.anandinteriors.in/wardrobes/' }),
  });
  await expect(wardrobes.getByRole('listitem').first()).toContainText('FailedAmount of text');
  await expect(wardrobes.getByRole('listitem').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^seo-audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFPage,Score,Check,Status,Detail,How to fix\r\n')).toBe(true);
  expect(csv).toContain('Whole site,,Duplicate titles,warn,');

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'true');
  });
  await report.getByRole('button', { name: 'Print or save as PDF' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(report.getByRole('heading', { name: 'Site-wide checks' })).toBeVisible();
});

test('the keyword planner lists ideas for seo in Mumbai, copies them and exports CSV', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tools/keyword-planner');
  await waitForHydration(page);
  await expect(page.getByText(/shows no search volumes/)).toBeVisible();
  await page.getByLabel('Seed keyword').fill('seo');
  await page.getByLabel(/City or region/).selectOption('mumbai');
  await page.getByRole('button', { name: 'Get keyword ideas' }).click();
  const ideas = page.getByRole('region', { name: 'Keyword ideas' });
  await expect(ideas.getByRole('heading', { name: /^Local and commercial/ })).toBeVisible();
  await expect(ideas.getByText('seo company in mumbai', { exact: true })).toBeVisible();
  await expect(ideas.getByRole('heading', { name: /^Questions/ })).toBeVisible();

  await ideas.getByRole('button', { name: 'Copy all' }).click();
  await expect(ideas.getByText(/^Copied all ideas/)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'seo company in mumbai\n',
  );

  const download = page.waitForEvent('download');
  await ideas.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^keyword-ideas-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFKeyword,Intent,Words\r\n')).toBe(true);
  expect(csv).toContain('seo company in mumbai,Local and commercial,4\r\n');
});

test('page speed shows live Web Vitals of the visit and reads the sample and a Lighthouse report', async ({
  page,
}) => {
  await page.goto('/tools/page-speed');
  await waitForHydration(page);
  const live = page.getByRole('region', { name: 'Your visit, measured live' });
  await expect(
    live.getByText(/^(Time to First Byte|First Contentful Paint) of [\d.]+ (ms|s) /).first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Try a sample report' }).click();
  const report = page.getByRole('region', { name: 'Report analysis' });
  await expect(report.getByRole('heading', { name: 'What to fix first' })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Compress large images' })).toBeVisible();
  await expect(
    report.getByRole('img', { name: /^Bytes downloaded by type: Images/ }),
  ).toBeVisible();
  await expect(
    report.getByRole('table', { name: 'Files that blocked the first paint' }),
  ).toBeVisible();

  await page
    .getByLabel('Lighthouse JSON or HAR file')
    .setInputFiles(fixture('lighthouse-report.json'));
  await expect(report.getByRole('heading', { name: 'Lighthouse scores' })).toBeVisible();
  await expect(report.getByRole('img', { name: 'Performance: 41 out of 100' })).toBeVisible();
});

test('page speed moves nothing on its own page while a test runs and when the reports arrive, and shows real visitors’ data', async ({
  page,
}) => {
  // The mobile report comes with PageSpeed Insights' real-user data, as the server relays it.
  const mobile = {
    ...(JSON.parse(await readFile(fixture('lighthouse-report.json'), 'utf8')) as object),
    analysisUTCTimestamp: '2026-11-20T06:30:00.000Z',
    loadingExperience: {
      metrics: {
        LARGEST_CONTENTFUL_PAINT_MS: { percentile: 3100 },
        INTERACTION_TO_NEXT_PAINT: { percentile: 180 },
        CUMULATIVE_LAYOUT_SHIFT_SCORE: { percentile: 27 },
      },
    },
  };
  const reports: Record<string, string> = {
    mobile: JSON.stringify(mobile),
    desktop: await readFile(fixture('site-home.lighthouse.json'), 'utf8'),
  };
  // Each answer comes well after the click (over the half second after input that shifts are
  // excused), as a real test's does.
  await page.route('**/api/tools/speed', async (route) => {
    const { formFactor } = route.request().postDataJSON() as { formFactor: string };
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fulfill({ contentType: 'application/json', body: reports[formFactor] });
  });
  await page.goto('/tools/page-speed');
  await waitForHydration(page);
  await page.getByLabel('Page address').fill('www.example.in');
  // Every layout shift from the click on, as CLS counts them (none within half a second of input).
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });
  await page.getByRole('button', { name: 'Test page speed' }).click();
  const tabs = page.getByRole('tablist', { name: 'Lighthouse report for' });
  await expect(tabs.getByRole('tab', { name: 'Desktop', exact: true })).toBeEnabled({
    timeout: 15_000,
  });
  const panel = page.getByRole('tabpanel', { name: 'Mobile' });
  await expect(
    panel.getByRole('heading', { name: 'What real visitors experienced' }),
  ).toBeVisible();
  await expect(panel.getByText(/over the 28 days up to 20 Nov 2026/)).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Lab (simulated)' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Measured during the test' })).toBeVisible();
  const fixFirst = panel.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: /render-blocking/i }),
  });
  await expect(fixFirst).toContainText(
    'How to fix it: Load only the CSS the top of the page needs',
  );
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('page speed shows an address test as Mobile and Desktop tabs, desktop once it is in', async ({
      page,
    }) => {
      // The server's answers are recorded reports: this test is about the page, not Lighthouse.
      const reports: Record<string, string> = {
        mobile: await readFile(fixture('lighthouse-report.json'), 'utf8'),
        desktop: await readFile(fixture('site-home.lighthouse.json'), 'utf8'),
      };
      let releaseDesktop = () => {};
      const desktopHeld = new Promise<void>((resolve) => (releaseDesktop = resolve));
      await page.route('**/api/tools/speed', async (route) => {
        const { formFactor } = route.request().postDataJSON() as { formFactor: string };
        if (formFactor === 'desktop') await desktopHeld;
        await route.fulfill({ contentType: 'application/json', body: reports[formFactor] });
      });
      await page.goto('/tools/page-speed');
      await waitForHydration(page);
      await page.getByLabel('Page address').fill('www.example.in');
      await page.getByRole('button', { name: 'Test page speed' }).click();

      const tabs = page.getByRole('tablist', { name: 'Lighthouse report for' });
      const mobile = tabs.getByRole('tab', { name: 'Mobile' });
      await expect(mobile).toHaveAttribute('aria-selected', 'true');
      await expect(
        page
          .getByRole('tabpanel', { name: 'Mobile' })
          .getByRole('img', { name: 'Performance: 41 out of 100' }),
      ).toBeVisible();
      const desktop = tabs.getByRole('tab', { name: 'Desktop (testing…)' });
      await expect(desktop).toBeDisabled();
      await transitionsDone(page);
      expect(await axeViolations(page)).toEqual([]);

      releaseDesktop();
      await expect(tabs.getByRole('tab', { name: 'Desktop' })).toBeEnabled();
      await mobile.focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'Desktop' })).toBeFocused();
      await expect(tabs.getByRole('tab', { name: 'Desktop' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(
        page
          .getByRole('tabpanel', { name: 'Desktop' })
          .getByRole('img', { name: 'Performance: 98 out of 100' }),
      ).toBeVisible();
      await transitionsDone(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('competitor analysis compares the sample pages with a winner for each row', async ({
  page,
}) => {
  await page.goto('/tools/competitor-analysis');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Try a sample' }).click();
  const results = page.getByRole('region', { name: 'Side-by-side comparison' });
  const table = results.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Winner' })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  const scoreRow = table.getByRole('row', { name: /^SEO score/ });
  await expect(scoreRow.getByRole('cell').last()).toHaveText('Urban Nest Kitchens, Baner');
  await expect(
    table
      .getByRole('row', { name: /^External links/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('No winner');
  await expect(table.getByRole('row', { name: /^Rows won/ })).toBeVisible();
  await expect(results.getByText(/^Won \d+ rows?$/)).toHaveCount(3);
  await expect(results.getByText(/^Won 1 rows$/)).toHaveCount(0);
});

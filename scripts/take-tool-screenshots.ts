// `npm run screenshots` (after `npm run build`): screenshots of the free SEO tools' results, taken
// from the built site. It serves dist/ with the production server on loopback, runs each tool in
// Chromium against the local fixture site of the tools' end-to-end tests (no network beyond
// loopback) or on the tool's own sample report, and saves the top of each result as a PNG in
// src/content/tool-screenshots/, with its alt text (read from the result shown) and the hash of
// the tool's sources (build/tool-screenshots/tool-sources.ts) in tool-screenshots.json. The build
// turns the PNGs into AVIF and WebP (build/vite-plugin-tool-screenshots.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium-path.ts';
import {
  TOOL_SLUGS,
  toolSourceFiles,
  toolSourceHash,
  type ToolSlug,
} from '../build/tool-screenshots/tool-sources.ts';
import {
  SCREENSHOTS_DIR,
  SCREENSHOTS_MANIFEST,
  type ToolScreenshotRecord,
} from '../build/tool-screenshots/screenshot-manifest.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4388);
process.env.E2E_TOOLS_SITE_PORT ??= '4389';
const { startToolsFixtureSite, TOOLS_SITE } = await import('../e2e/support/tools-fixture-site.ts');
const SITE = `http://localhost:${PORT}`;
/** The page's width in CSS pixels, and the frame's height to its width: 1264x885 at 2x. */
const VIEW_WIDTH = 632;
const ASPECT = 0.7;

interface Run {
  region: string;
  /** Where the frame starts, when not at the top of the region. */
  from?: (page: Page) => Locator;
  /** Fills the form and starts the tool; resolves once the result is on screen. */
  start(page: Page): Promise<void>;
  /** What the screenshot shows, from the result on screen. */
  alt(page: Page): Promise<string>;
}

const nameOf = (page: Page, region: string, role: 'img', name: RegExp) =>
  page
    .getByRole('region', { name: region })
    .getByRole(role, { name })
    .first()
    .getAttribute('aria-label');

const RUNS: Record<ToolSlug, Run> = {
  'seo-analyzer': {
    region: 'Your SEO report',
    async start(page) {
      await page.getByLabel('Page address').fill(`${TOOLS_SITE}/`);
      await page.getByRole('button', { name: 'Analyse page' }).click();
      await page.getByRole('heading', { name: /^Fix these first/ }).waitFor();
    },
    alt: async (page) =>
      `Screenshot of the SEO Analyzer’s report on a sample plumber’s home page: ${
        (await nameOf(page, 'Your SEO report', 'img', /^SEO score/)) ?? 'its score'
      }, with its counts of failed, weak and passed checks`,
  },
  'seo-audit-tool': {
    region: 'Site audit report',
    async start(page) {
      await page.getByLabel('Site address').fill(`${TOOLS_SITE}/`);
      await page.getByRole('button', { name: 'Crawl site' }).click();
      await page.getByRole('heading', { name: 'Crawl checks' }).waitFor({ timeout: 120_000 });
    },
    alt: async (page) =>
      `Screenshot of the SEO Audit Tool’s report on a sample plumber’s 29-page site: ${
        (await nameOf(page, 'Site audit report', 'img', /^Average SEO score/)) ?? 'its score'
      }, with its counts of site-wide issues and failed checks`,
  },
  'keyword-planner': {
    region: 'Keyword ideas',
    async start(page) {
      await page.getByLabel('Seed keyword').fill('plumber');
      await page.getByLabel(/City or region/).selectOption('pune');
      await page.getByRole('button', { name: 'Get keyword ideas' }).click();
      await page.getByRole('heading', { name: /^Local and commercial/ }).waitFor();
    },
    alt: async () =>
      'Screenshot of the Keyword Planner’s ideas for “plumber” in Pune, grouped by what the searcher wants, starting with local and commercial searches',
  },
  'page-speed': {
    region: 'Report analysis',
    from: (page) => page.getByRole('heading', { name: 'What to fix first' }),
    async start(page) {
      await page.getByRole('button', { name: 'Try a sample report' }).click();
      await page.getByRole('heading', { name: 'What to fix first' }).waitFor();
    },
    alt: async () =>
      'Screenshot of the Page Speed Checker reading its sample report: what to fix first, each fix with what it saves',
  },
  'competitor-analysis': {
    region: 'Side-by-side comparison',
    async start(page) {
      const names = page.getByLabel('Name or address');
      await names.nth(0).fill(`${TOOLS_SITE}/services/1`);
      await names.nth(1).fill(`${TOOLS_SITE}/about`);
      await page.getByRole('button', { name: 'Compare pages' }).click();
      await page.getByRole('columnheader', { name: 'Winner' }).waitFor();
    },
    alt: async () =>
      'Screenshot of Competitor Analysis comparing two pages of a sample plumber’s site side by side, with the winner of each row',
  },
};

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer at ${url}`);
}

async function screenshot(page: Page, slug: ToolSlug): Promise<ToolScreenshotRecord> {
  const run = RUNS[slug];
  await page.goto(`${SITE}/tools/${slug}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await run.start(page);
  const region = page.getByRole('region', { name: run.region, exact: true });
  await page.evaluate(() => document.fonts.ready);
  // Only the tool: the site's sticky header and the phone's Call / WhatsApp bar are hidden.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (['fixed', 'sticky'].includes(getComputedStyle(element).position))
        element.style.visibility = 'hidden';
  });
  // Page coordinates, for a full-page capture.
  const scrollY = await page.evaluate(() => window.scrollY);
  const area = await region.boundingBox();
  const start = run.from ? await run.from(page).boundingBox() : area;
  if (!area || !start) throw new Error(`No "${run.region}" on /tools/${slug}`);
  const top = start.y + scrollY - (run.from ? 24 : 0);
  const file = `${slug}.png`;
  await page.screenshot({
    path: join(SCREENSHOTS_DIR, file),
    clip: { x: area.x, y: top, width: area.width, height: Math.round(area.width * ASPECT) },
    fullPage: true,
    animations: 'disabled',
  });
  return { file, alt: await run.alt(page), sources: toolSourceHash(slug) };
}

// The built site must be newer than every tool's sources, or the screenshots would show old tools.
const builtAt = existsSync(join(ROOT, 'dist/pages.json'))
  ? statSync(join(ROOT, 'dist/pages.json')).mtimeMs
  : 0;
const changed = TOOL_SLUGS.flatMap(toolSourceFiles).find(
  (file) => statSync(join(ROOT, file)).mtimeMs > builtAt,
);
if (builtAt === 0 || changed) {
  console.error(
    `Build the site first (npm run build): ${changed ?? 'dist/'} is newer than the build.`,
  );
  process.exit(1);
}
spawnSync('npm', ['run', 'build:server', '--silent'], { stdio: 'inherit' });
const leadsDir = mkdtempSync(join(tmpdir(), 'screenshots-leads-'));
const stopFixture = await startToolsFixtureSite();
const server = spawn('node', ['dist-node/start.js'], {
  stdio: 'ignore',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SKIP_BUILD: '1',
    LEADS_DATA_DIR: leadsDir,
    TOOLS_ALLOW_HOSTS: `localhost:${process.env.E2E_TOOLS_SITE_PORT}`,
  },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  await waitForServer(`${SITE}/`);
  // A narrow page in the light theme: the result as a visitor on a small laptop sees it.
  const context = await browser.newContext({
    viewport: { width: VIEW_WIDTH, height: 900 },
    deviceScaleFactor: 2,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => localStorage.setItem('theme', 'light'));
  const page = await context.newPage();
  const records: Partial<Record<ToolSlug, ToolScreenshotRecord>> = {};
  for (const slug of TOOL_SLUGS) {
    records[slug] = await screenshot(page, slug);
    console.log(`${slug}: ${records[slug].alt}`);
  }
  writeFileSync(SCREENSHOTS_MANIFEST, `${JSON.stringify(records, null, 2)}\n`);
} finally {
  await browser.close();
  server.kill();
  await stopFixture();
  rmSync(leadsDir, { recursive: true, force: true });
}

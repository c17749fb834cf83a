// `npx tsx scripts/make-tool-fixtures.ts http://localhost:4310`: records the page-speed tool's
// fixtures from the site itself, served by a running production server: a HAR of loading the home
// page (Playwright's recordHar) and a Lighthouse 12 report of it, written to tests/fixtures/seo-tools/
// site-home.har and site-home.lighthouse.json, then read back with the tool's own analyzers.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  analyzeHar,
  analyzeLighthouseReport,
} from '../src/features/seo-tools/performance/performance-report';
import type { PerformanceResult } from '../src/features/seo-tools/performance/performance-summary';
import { formatBytes } from '../src/features/seo-tools/performance/performance-summary';
import { runLighthouse } from './run-lighthouse';
import { CHROMIUM_PATH } from './chromium-path';

const FIXTURES = new URL('../tests/fixtures/seo-tools/', import.meta.url);
const HAR_FILE = fileURLToPath(new URL('site-home.har', FIXTURES));
const LIGHTHOUSE_FILE = fileURLToPath(new URL('site-home.lighthouse.json', FIXTURES));

function homeUrl(): string {
  const [argument] = process.argv.slice(2);
  if (!argument) {
    throw new Error(
      'Give the address of a running production server: npx tsx scripts/make-tool-fixtures.ts http://localhost:4310',
    );
  }
  const url = new URL(argument);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`Not a web address: ${argument}`);
  return new URL('/', url).href;
}

/** Loads the home page as a phone would and keeps every request, without bodies (small file). */
async function recordHar(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      recordHar: { path: HAR_FILE, content: 'omit', mode: 'full' },
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // The HAR is written when its context closes.
    await context.close();
  } finally {
    await browser.close();
  }
}

/** Lighthouse's default mobile run (simulated slow 4G, mid-range phone), all four categories. */
async function recordLighthouse(url: string): Promise<void> {
  const { report } = await runLighthouse(url, 'mobile');
  const json = Array.isArray(report) ? report[0] : report;
  if (!json) throw new Error('Lighthouse returned an empty report.');
  await writeFile(LIGHTHOUSE_FILE, json);
}

function describe(file: string, result: PerformanceResult): string {
  if (!result.ok) throw new Error(`${file} could not be read back: ${result.error.message}`);
  const { summary } = result;
  const scores = summary.scores.map((score) => `${score.title} ${score.score ?? '–'}`).join(', ');
  return `${file}: ${summary.requests} requests, ${formatBytes(summary.totalBytes)}${scores ? `; ${scores}` : ''}`;
}

async function main(): Promise<void> {
  const url = homeUrl();
  await mkdir(FIXTURES, { recursive: true });
  console.log(`Recording ${url} ...`);
  await recordHar(url);
  await recordLighthouse(url);
  console.log(describe('site-home.har', analyzeHar(await readFile(HAR_FILE, 'utf8'))));
  console.log(
    describe(
      'site-home.lighthouse.json',
      analyzeLighthouseReport(await readFile(LIGHTHOUSE_FILE, 'utf8')),
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run bench:screens` (after `npm run build`): how many 375x812 phone screens each page of a
// template runs before its footer (the footer's top / 812), against the built site served on a
// loopback port. Every page of the listed templates is loaded in Chromium (CHROMIUM_PATH or
// /usr/bin/chromium) and each template's longest page printed (`--all`: every page); the target is
// seven screens (articles are exempt and not listed). Exits with 1 when a page runs longer.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../server/app';
import { pages } from '../src/content/registry';
import { CHROMIUM_PATH } from '../scripts/chromium-path';

const PHONE = { width: 375, height: 812 };
const TARGET_SCREENS = 7;
const PORT = Number(process.env.BENCH_PORT ?? 4391);
/** The templates that are not articles, in the order the issue fixes them. */
const TEMPLATES = [
  'service',
  'about',
  'home',
  'services-index',
  'portfolio',
  'testimonials',
  'careers',
  'city-service',
  'location',
  'industry',
  'industry-city',
] as const;

interface Figure {
  template: string;
  path: string;
  screens: number;
}

async function measure(baseUrl: string): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  try {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const figures: Figure[] = [];
    for (const template of TEMPLATES) {
      for (const { path } of pages.filter((entry) => entry.template === template)) {
        await page.goto(baseUrl + path, { waitUntil: 'load' });
        const footerTop = await page
          .getByRole('contentinfo')
          .evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
        figures.push({ template, path, screens: footerTop / PHONE.height });
      }
    }
    return figures;
  } finally {
    await browser.close();
  }
}

function print(figures: Figure[]): void {
  console.log(`Phone screens before the footer (${PHONE.width}x${PHONE.height}), target ≤ 7`);
  for (const template of TEMPLATES) {
    const rows = figures.filter((figure) => figure.template === template);
    if (rows.length === 0) continue;
    const longest = rows.reduce((a, b) => (b.screens > a.screens ? b : a));
    const over = rows.filter((row) => row.screens > TARGET_SCREENS);
    console.log(
      `${template.padEnd(16)} ${longest.screens.toFixed(1).padStart(5)}  longest ${longest.path}` +
        (rows.length > 1 ? ` (${rows.length} pages, ${over.length} over)` : ''),
    );
  }
}

const app = await buildApp({ distDir: join(process.cwd(), 'dist') });
await app.listen({ port: PORT, host: '127.0.0.1' });
try {
  const figures = await measure(`http://localhost:${PORT}`);
  print(figures);
  if (process.argv.includes('--all')) {
    for (const figure of figures) console.log(`${figure.screens.toFixed(2)} ${figure.path}`);
  }
  if (figures.some((figure) => figure.screens > TARGET_SCREENS)) process.exitCode = 1;
} finally {
  await app.close();
}

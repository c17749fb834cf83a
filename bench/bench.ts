// `npm run bench`: one run that builds the site and prints one table of figures with their
// targets: bundle sizes per template (the budget script's), prerender pages and seconds, the
// palette scorer benchmark, Lighthouse 12 on five pages (mobile and desktop, median of 3 runs) and
// the palette's responsiveness in Chromium (median of 20). Needs Chromium (CHROMIUM_PATH or
// /usr/bin/chromium). Exits with 1 when a target is missed.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { BUDGETS, budgetFailures, byTemplate, kb } from '../build/bundle-budgets';
import { allPageFigures, chunkFigures } from '../build/bundle-figures';
import { lighthouseMedian } from './lighthouse-figures';
import { runLighthouse, type FormFactor } from '../scripts/run-lighthouse';
import { measurePaletteBench } from './palette-bench-figures';
import { measurePaletteResponsiveness } from './palette-responsiveness';
import { median } from './median';

const LIGHTHOUSE_PAGES = [
  ['home', '/'],
  ['service', '/services/seo'],
  ['city service', '/services/seo/delhi'],
  ['blog post', '/blog/local-seo-checklist-indian-businesses'],
  ['quote', '/quote'],
] as const;
const LIGHTHOUSE_RUNS = 3;
const RESPONSIVENESS_SAMPLES = 20;
const PORT = Number(process.env.BENCH_PORT ?? 4390);

const TARGETS = {
  mobilePerformance: 100,
  desktopPerformance: 100,
  otherCategories: 100,
  /** First and largest contentful paint, simulated, in both form factors. */
  paintMs: 1200,
  /** Total blocking time: under this. */
  tbtMs: 50,
  cls: 0,
  paletteOpenMs: 100,
  keystrokeMs: 16,
  /** Debounced query to content-search sections painted (Pagefind loaded by an earlier query). */
  contentHitsMs: 100,
} as const;

interface Row {
  group: string;
  measure: string;
  value: string;
  target: string;
  met?: boolean;
}

const rows: Row[] = [];
const add = (group: string, measure: string, value: string, target = '', met?: boolean) =>
  rows.push({ group, measure, value, target, met });

const ms = (value: number) => `${value.toFixed(1)} ms`;

function build(): void {
  console.log('Building the site (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('The build failed.');
}

async function bundleRows(): Promise<void> {
  const pages = await allPageFigures();
  const chunks = await chunkFigures();
  for (const { template, first, heaviest, pages: count } of byTemplate(pages)) {
    add(
      'bundle (gzip)',
      `${template} (${count} pages): JS, heaviest page, CSS`,
      `${kb(first.jsGzip)}, ${kb(heaviest.jsGzip)}, ${kb(first.cssGzip)}`,
      `JS ≤ ${kb(BUDGETS.initialJs)}, CSS ≤ ${kb(BUDGETS.css)}`,
      heaviest.jsGzip <= BUDGETS.initialJs && first.cssGzip <= BUDGETS.css,
    );
  }
  const lazy = chunks.find((chunk) => !chunk.initial)!;
  add(
    'bundle (gzip)',
    `largest lazy chunk (${lazy.file})`,
    kb(lazy.gzip),
    `≤ ${kb(BUDGETS.lazyChunk)}`,
    budgetFailures(pages, chunks).length === 0,
  );
}

async function prerenderRows(): Promise<void> {
  const stats = JSON.parse(
    await readFile(join(process.cwd(), 'dist-server/prerender-stats.json'), 'utf8'),
  ) as { pages: number; seconds: number };
  add('prerender', 'pages, seconds', `${stats.pages} pages in ${stats.seconds.toFixed(1)} s`);
}

function paletteBenchRows(): void {
  const figures = measurePaletteBench();
  const { full, synthetic, relevance } = figures;
  add(
    'palette scorer',
    `median per query, ${full.entries} entries (Fuse.js)`,
    `${full.ours.medianMicros.toFixed(0)} µs (${full.fuse.medianMicros.toFixed(0)} µs, ${full.speedup.toFixed(0)}x)`,
    '≤ 300 µs, ≥ 5x Fuse.js',
    full.ours.medianMicros <= 300 && full.speedup >= 5,
  );
  add(
    'palette scorer',
    `median per query, ${synthetic.entries.toLocaleString('en-IN')} entries`,
    `${(synthetic.ours.medianMicros / 1000).toFixed(1)} ms`,
    '≤ 15 ms',
    synthetic.ours.medianMicros <= 15_000,
  );
  add(
    'palette scorer',
    `relevance top-1 / top-3 of ${relevance.ours.queries} (Fuse.js)`,
    `${relevance.ours.top1} / ${relevance.ours.top3} (${relevance.fuse.top1} / ${relevance.fuse.top3})`,
    'better than Fuse.js',
    relevance.ours.top1 > relevance.fuse.top1 && relevance.ours.top3 >= relevance.fuse.top3,
  );
}

async function lighthouseRows(baseUrl: string): Promise<void> {
  // One run first, not counted: the first Chromium start after the build reads everything from a
  // cold disk cache, which showed as blocking time in whichever page came first.
  console.log('Lighthouse: warm-up run (not counted)...');
  await runLighthouse(new URL('/', baseUrl).href, 'mobile');
  for (const [name, path] of LIGHTHOUSE_PAGES) {
    for (const formFactor of ['mobile', 'desktop'] as FormFactor[]) {
      console.log(`Lighthouse: ${path} (${formFactor}), ${LIGHTHOUSE_RUNS} runs...`);
      const figures = await lighthouseMedian(
        new URL(path, baseUrl).href,
        formFactor,
        LIGHTHOUSE_RUNS,
      );
      const performanceTarget =
        formFactor === 'mobile' ? TARGETS.mobilePerformance : TARGETS.desktopPerformance;
      const others = [figures.accessibility, figures.bestPractices, figures.seo];
      add(
        'lighthouse',
        `${name} ${formFactor}: perf / a11y / best practices / SEO`,
        `${figures.performance} / ${others.join(' / ')}${figures.failing.length ? ` (failing: ${figures.failing.join(', ')})` : ''}`,
        `≥ ${performanceTarget} / 100 / 100 / 100`,
        figures.performance >= performanceTarget &&
          others.every((score) => score >= TARGETS.otherCategories),
      );
      add(
        'lighthouse',
        `${name} ${formFactor}: FCP / LCP / TBT / CLS`,
        `${ms(figures.fcpMs)} / ${ms(figures.lcpMs)} / ${ms(figures.tbtMs)} / ${figures.cls.toFixed(3)}`,
        `≤ ${TARGETS.paintMs} / ≤ ${TARGETS.paintMs} / < ${TARGETS.tbtMs} ms / 0`,
        figures.fcpMs <= TARGETS.paintMs &&
          figures.lcpMs <= TARGETS.paintMs &&
          figures.tbtMs < TARGETS.tbtMs &&
          figures.cls === TARGETS.cls,
      );
      add('lighthouse', `${name} ${formFactor}: time to interactive`, ms(figures.interactiveMs));
    }
  }
}

async function responsivenessRows(baseUrl: string): Promise<void> {
  console.log(`Palette responsiveness: ${RESPONSIVENESS_SAMPLES} samples...`);
  const figures = await measurePaletteResponsiveness(baseUrl, RESPONSIVENESS_SAMPLES);
  const open = median(figures.openMs);
  const echo = median(figures.keystrokeEchoMs);
  const results = median(figures.keystrokeResultsMs);
  add(
    'palette in Chromium',
    `Ctrl+K to first results painted (median of ${figures.openMs.length})`,
    ms(open),
    `≤ ${TARGETS.paletteOpenMs} ms`,
    open <= TARGETS.paletteOpenMs,
  );
  add(
    'palette in Chromium',
    `keystroke to character painted (median of ${figures.keystrokeEchoMs.length})`,
    ms(echo),
    `≤ ${TARGETS.keystrokeMs} ms`,
    echo <= TARGETS.keystrokeMs,
  );
  add(
    'palette in Chromium',
    `debounced update (150 ms after typing) to new results painted (median of ${figures.keystrokeResultsMs.length})`,
    ms(results),
    `≤ ${TARGETS.keystrokeMs} ms`,
    results <= TARGETS.keystrokeMs,
  );
  const [firstContent = Number.NaN] = figures.contentHitsMs;
  const content = median(figures.contentHitsMs);
  add(
    'palette in Chromium',
    `debounced update to 'In the pages' sections painted (median of ${figures.contentHitsMs.length}; the first, loading Pagefind, ${ms(firstContent)})`,
    ms(content),
    `≤ ${TARGETS.contentHitsMs} ms`,
    content <= TARGETS.contentHitsMs,
  );
}

function printTable(): void {
  const widths = {
    group: Math.max(...rows.map((row) => row.group.length)),
    measure: Math.max(...rows.map((row) => row.measure.length)),
    value: Math.max(...rows.map((row) => row.value.length)),
    target: Math.max(...rows.map((row) => row.target.length)),
  };
  console.log('');
  for (const row of rows) {
    const verdict = row.met === undefined ? '' : row.met ? 'met' : 'MISSED';
    console.log(
      [
        row.group.padEnd(widths.group),
        row.measure.padEnd(widths.measure),
        row.value.padEnd(widths.value),
        row.target.padEnd(widths.target),
        verdict,
      ].join('  '),
    );
  }
}

async function main(): Promise<void> {
  build();
  await bundleRows();
  await prerenderRows();
  paletteBenchRows();
  const app = await buildApp({ distDir: join(process.cwd(), 'dist') });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const baseUrl = `http://localhost:${PORT}`;
  try {
    await lighthouseRows(baseUrl);
    await responsivenessRows(baseUrl);
  } finally {
    await app.close();
  }
  printTable();
  if (rows.some((row) => row.met === false)) process.exitCode = 1;
}

await main();

// `npm run bench:palette`: prints the palette scorer's speed and relevance next to Fuse.js, with
// the targets of issue 3, then the relevance and transfer figures of content search and the
// palette's first opening on a phone over emulated 4G and slow 4G in Chromium (issue 13, both
// need a build; the phone figures serve dist/ on BENCH_PORT, default 4391), and exits non-zero
// when a target is missed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { measureContentSearch } from './content-search-figures';
import { median } from './median';
import { measurePaletteBench, type SizeFigures } from './palette-bench-figures';
import { FOUR_G, measurePhoneOpenings, SLOW_FOUR_G } from './palette-phone-figures';

const TARGET_CONTENT_TOP3 = 0.9;
/** Finger down to first results painted, first opening on a phone over 4G (median). */
const TARGET_PHONE_OPEN_MS = 300;
const PHONE_SAMPLES = 11;
/**
 * The home page, and a legal page: a template whose own code shares least with the palette (when
 * the palette built its entries from the registry, opening it there fetched 20 files, 13 on the
 * home page; docs/decisions/0010).
 */
const PHONE_PAGES = ['/', '/privacy-policy'];
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const TARGET_SPEEDUP = 5;
const TARGET_FULL_MICROS = 300;
const TARGET_SYNTHETIC_MICROS = 15_000;

const micros = (value: number) => `${value.toFixed(1)} µs`;
const millis = (value: number) => `${value.toFixed(1)} ms`;
const percent = (part: number, whole: number) =>
  `${part}/${whole} (${((100 * part) / whole).toFixed(1)}%)`;

const figures = measurePaletteBench();

const row = (label: string, size: SizeFigures) => ({
  entries: `${size.entries.toLocaleString('en-IN')} ${label}`,
  'scorer median': micros(size.ours.medianMicros),
  'Fuse.js median': micros(size.fuse.medianMicros),
  'Fuse.js / scorer': `${size.speedup.toFixed(1)}x`,
  'scorer index': millis(size.ours.indexMillis),
  'Fuse.js index': millis(size.fuse.indexMillis),
});

console.log(`Palette search: median time per query over ${figures.queries.length} queries`);
console.table([row('palette entries', figures.full), row('synthetic entries', figures.synthetic)]);

const { ours, fuse } = figures.relevance;
console.log(`Relevance on ${ours.queries} queries (tests/features/palette/relevance-queries.ts)`);
console.table([
  {
    engine: 'scorer',
    'top-1': percent(ours.top1, ours.queries),
    'top-3': percent(ours.top3, ours.queries),
  },
  {
    engine: 'Fuse.js',
    'top-1': percent(fuse.top1, fuse.queries),
    'top-3': percent(fuse.top3, fuse.queries),
  },
]);

const { everyday } = figures;
console.log(
  `Everyday questions on ${everyday.queries} queries, ${everyday.hindi.queries} of them Hindi or Hinglish (tests/features/palette/everyday-queries.ts)`,
);
console.table([
  {
    set: 'page titles (relevance-queries.ts)',
    'top-1': percent(ours.top1, ours.queries),
    'top-3': percent(ours.top3, ours.queries),
  },
  {
    set: 'everyday questions',
    'top-1': percent(everyday.top1, everyday.queries),
    'top-3': percent(everyday.top3, everyday.queries),
  },
  {
    set: '  of which Hindi or Hinglish',
    'top-1': percent(everyday.hindi.top1, everyday.hindi.queries),
    'top-3': percent(everyday.hindi.top3, everyday.hindi.queries),
  },
]);
for (const miss of everyday.misses) {
  console.log(
    `  not in top 3: "${miss.query}" wants ${miss.expected.join(' or ')}, got ${miss.got.join(', ') || 'nothing'}`,
  );
}

const targets: [string, boolean][] = [
  [`at least ${TARGET_SPEEDUP}x faster than Fuse.js`, figures.full.speedup >= TARGET_SPEEDUP],
  [
    `at most ${TARGET_FULL_MICROS} µs median on the palette entries`,
    figures.full.ours.medianMicros <= TARGET_FULL_MICROS,
  ],
  [
    `at most ${TARGET_SYNTHETIC_MICROS / 1000} ms median at ${figures.synthetic.entries.toLocaleString('en-IN')} entries`,
    figures.synthetic.ours.medianMicros <= TARGET_SYNTHETIC_MICROS,
  ],
  [
    'better relevance than Fuse.js (top-1 and top-3)',
    ours.top1 > fuse.top1 && ours.top3 >= fuse.top3,
  ],
];
if (existsSync('dist/pagefind/pagefind.js')) {
  const content = await measureContentSearch();
  console.log(
    `Content search on ${content.queries} queries (tests/features/content-search/content-relevance-queries.ts)`,
  );
  console.table([
    {
      'top-1': percent(content.top1, content.queries),
      'top-3': percent(content.top3, content.queries),
      'index on disk': kilobytes(content.diskBytes),
      'index gzip': kilobytes(content.gzipBytes),
      'first query fetches': kilobytes(content.firstQueryBytes),
      'next ten fetch': kilobytes(content.nextTenBytes),
    },
  ]);
  for (const miss of content.misses) {
    console.log(
      `  not in top 3: "${miss.query}" wants ${miss.expected}, got ${miss.got.join(', ')}`,
    );
  }
  targets.push([
    `content search top-3 at least ${TARGET_CONTENT_TOP3 * 100}%`,
    content.top3 >= TARGET_CONTENT_TOP3 * content.queries,
  ]);
} else {
  console.log('Content search: no dist/pagefind/ (run `npm run build` first); not measured.');
}
if (existsSync('dist/index.html')) {
  const app = await buildApp({ distDir: join(process.cwd(), 'dist') });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const openings = await measurePhoneOpenings(
    `http://localhost:${PORT}`,
    PHONE_PAGES,
    [FOUR_G, SLOW_FOUR_G],
    PHONE_SAMPLES,
  ).finally(() => app.close());
  console.log(
    `First palette opening on a phone (375 px, touch; page idle, search button tapped): ` +
      `finger down to first results painted, ${PHONE_SAMPLES} fresh visits each`,
  );
  console.table(
    openings.map(({ path, profile, samples }) => {
      const times = samples.map((sample) => sample.ms);
      return {
        page: path,
        connection: `${profile.name} (${profile.latencyMs} ms, ${profile.downloadKbps / 1000} Mbps)`,
        median: millis(median(times)),
        fastest: millis(Math.min(...times)),
        slowest: millis(Math.max(...times)),
        'files fetched': median(samples.map((sample) => sample.files)),
        'bytes fetched': kilobytes(median(samples.map((sample) => sample.bytes))),
      };
    }),
  );
  for (const { path, profile, samples } of openings) {
    if (profile !== FOUR_G) continue;
    targets.push([
      `first opening on a phone at most ${TARGET_PHONE_OPEN_MS} ms on ${FOUR_G.name}, ${path} (median)`,
      median(samples.map((sample) => sample.ms)) <= TARGET_PHONE_OPEN_MS,
    ]);
  }
} else {
  console.log('Palette on a phone: no dist/ (run `npm run build` first); not measured.');
}
console.log('Targets');
for (const [name, met] of targets) console.log(`  ${met ? 'met   ' : 'MISSED'}  ${name}`);
if (targets.some(([, met]) => !met)) process.exitCode = 1;

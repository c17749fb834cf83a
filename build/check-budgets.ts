// `npm run budgets` (part of `npm test`, after the build): prints each template's initial
// JavaScript, CSS and the most critical CSS one of its pages inlines, and the largest lazy chunk,
// and exits with 1 when a budget is exceeded.
import {
  BUDGETS,
  HEADROOM_TARGET,
  budgetFailures,
  budgetTable,
  kb,
  leastHeadroom,
} from './bundle-budgets';
import { allPageFigures, chunkFigures } from './bundle-figures';

const pages = await allPageFigures();
const chunks = await chunkFigures();
console.log(budgetTable(pages).join('\n'));
const lazy = chunks.find((chunk) => !chunk.initial);
console.log(
  `\nBudgets: initial JavaScript ≤ ${kb(BUDGETS.initialJs)}, CSS ≤ ${kb(BUDGETS.css)} (gzip) and ` +
    `critical CSS ≤ ${kb(BUDGETS.criticalCss)} (uncompressed; largest ` +
    `${kb(Math.max(...pages.map((page) => page.criticalCss)))}) on all ${pages.length} pages; ` +
    `lazy chunks ≤ ${kb(BUDGETS.lazyChunk)} (largest: ${lazy?.file} ${kb(lazy?.gzip ?? 0)}).`,
);
const headroom = leastHeadroom(pages);
console.log(
  `Least headroom under the initial-JavaScript budget: ${kb(headroom.bytes)} ` +
    `(${headroom.page?.path ?? 'no page'}); target ${kb(HEADROOM_TARGET)}, not yet enforced.`,
);
const failures = budgetFailures(pages, chunks);
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) exceeded:\n${failures.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('All budgets met.');
}

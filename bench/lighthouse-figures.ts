// The figures `npm run bench` reports from Lighthouse 12: the four category scores, FCP, LCP, TBT,
// CLS and time to interactive of one page in one form factor, as the median of several runs (each
// in a fresh browser).
import { median } from './median';
import { LIGHTHOUSE_CATEGORIES, runLighthouse, type FormFactor } from '../scripts/run-lighthouse';

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's time to interactive: when the page's code has loaded and the main thread is quiet. */
  interactiveMs: number;
  /** Audits below a full score in the accessibility, best-practices or SEO categories. */
  failing: string[];
}

async function figuresOf(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  const { categories, audits } = (await runLighthouse(url, formFactor)).lhr;
  const score = (id: (typeof LIGHTHOUSE_CATEGORIES)[number]) =>
    Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = LIGHTHOUSE_CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    interactiveMs: numeric('interactive'),
    failing,
  };
}

/** The median of `runs` Lighthouse runs of one page in one form factor. */
export async function lighthouseMedian(
  url: string,
  formFactor: FormFactor,
  runs: number,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await figuresOf(url, formFactor));
  const of = (key: Exclude<keyof LighthouseFigures, 'failing'>) =>
    median(results.map((result) => result[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    interactiveMs: of('interactiveMs'),
    failing: [...new Set(results.flatMap((result) => result.failing))],
  };
}

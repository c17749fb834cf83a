// Lighthouse 12, run programmatically against Debian's Chromium (CHROMIUM_PATH, else
// /usr/bin/chromium) in headless mode: the four category scores, LCP, TBT and CLS of one page in
// one form factor, as the median of several runs (each run in a fresh browser).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Running as root (CI containers) needs --no-sandbox; it is harmless otherwise. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below a full score in the accessibility, best-practices or SEO categories. */
  failing: string[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function runOnce(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    // A run that could not load or trace the page has no scores to speak of.
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const score = (id: (typeof CATEGORIES)[number]) =>
      Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** Runs that end in a Lighthouse runtime error (browser start, page load) are tried again. */
const ATTEMPTS_PER_RUN = 3;

async function runWithRetries(url: string, formFactor: FormFactor): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, formFactor);
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      console.warn(`Lighthouse ${url} (${formFactor}) failed, trying again: ${String(error)}`);
    }
  }
}

/** The median of `runs` Lighthouse runs of one page in one form factor. */
export async function lighthouseMedian(
  url: string,
  formFactor: FormFactor,
  runs: number,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runWithRetries(url, formFactor));
  const of = (key: Exclude<keyof LighthouseFigures, 'failing'>) =>
    median(results.map((result) => result[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    failing: [...new Set(results.flatMap((result) => result.failing))],
  };
}

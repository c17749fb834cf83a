// The Page Speed Checker's queue, whatever measures the page (a local Lighthouse run or Google's
// PageSpeed Insights API): one test at a time (the rest queue, a few at most), each cut off after
// 60 s, and the report kept in memory for a day so the same test is answered at once. The report
// is trimmed of its screenshots before it is kept.
import { createSemaphore } from './semaphore';

export type FormFactor = 'mobile' | 'desktop';

/** Measures `url` and returns its Lighthouse report; stops work when `signal` aborts. */
export type SpeedMeasure = (
  url: string,
  formFactor: FormFactor,
  signal: AbortSignal,
) => Promise<Record<string, unknown>>;

/** A failure whose message is meant for the visitor (`busy`: try again later). */
export class SpeedTestError extends Error {
  override readonly name = 'SpeedTestError';
  constructor(
    message: string,
    readonly kind: 'busy' | 'failed' = 'failed',
  ) {
    super(message);
  }
}

export type SpeedRun =
  | { ok: true; report: string; cached: boolean }
  | { ok: false; kind: 'busy' | 'failed'; message: string };

export interface SpeedRunnerOptions {
  measure: SpeedMeasure;
  /** Names what measures in messages: "Lighthouse" or "PageSpeed Insights". */
  measuredBy: string;
  timeoutMs?: number;
  cacheMs?: number;
  /** Runs waiting behind the one in progress, at most. */
  maxWaiting?: number;
  now?: () => number;
}

export const SPEED_TIMEOUT_MS = 60_000;
export const SPEED_CACHE_MS = 24 * 60 * 60 * 1000;
const MAX_CACHED = 200;

/** Screenshots are most of a report's size and nothing the checker shows. */
function trimmed(lhr: Record<string, unknown>): string {
  const audits = (lhr.audits ?? {}) as Record<string, Record<string, unknown>>;
  for (const id of ['screenshot-thumbnails', 'final-screenshot']) delete audits[id]?.details;
  return JSON.stringify({ ...lhr, fullPageScreenshot: undefined });
}

/** `measure` raced against the deadline, which aborts it: the queue moves on either way. */
async function withDeadline<T>(
  measure: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
): Promise<T | 'timeout'> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    return await Promise.race([measure(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

export function createSpeedRunner(options: SpeedRunnerOptions) {
  const timeoutMs = options.timeoutMs ?? SPEED_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? SPEED_CACHE_MS;
  const maxWaiting = options.maxWaiting ?? 3;
  const now = options.now ?? Date.now;
  const { measuredBy } = options;
  const one = createSemaphore(1);
  const cache = new Map<string, { at: number; report: string }>();
  let pending = 0;

  async function run(url: string, formFactor: FormFactor): Promise<SpeedRun> {
    const key = `${formFactor} ${url}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < cacheMs) return { ok: true, report: hit.report, cached: true };
    // The run in progress and those waiting behind it.
    if (pending > maxWaiting)
      return {
        ok: false,
        kind: 'busy',
        message: 'Several speed tests are already waiting. Please try again in a few minutes.',
      };
    pending += 1;
    const release = await one.acquire();
    try {
      const lhr = await withDeadline(
        (signal) => options.measure(url, formFactor, signal),
        timeoutMs,
      );
      if (lhr === 'timeout')
        return {
          ok: false,
          kind: 'failed',
          message: `${measuredBy} did not finish within ${timeoutMs / 1000} seconds. The page may be very slow or keep loading; try again, or run Lighthouse in your own Chrome and upload the report.`,
        };
      const report = trimmed(lhr);
      cache.delete(key);
      cache.set(key, { at: now(), report });
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
      return { ok: true, report, cached: false };
    } catch (error) {
      if (error instanceof SpeedTestError)
        return { ok: false, kind: error.kind, message: error.message };
      return {
        ok: false,
        kind: 'failed',
        message: `${measuredBy} could not test this page. Check the address, or run Lighthouse in your own Chrome and upload the report.`,
      };
    } finally {
      release();
      pending -= 1;
    }
  }

  return { run, measuredBy };
}

export type SpeedRunner = ReturnType<typeof createSpeedRunner>;

// The Page Speed Checker's queue, whatever measures the page (a local Lighthouse run or Google's
// PageSpeed Insights API): one test at a time (the rest queue, a few at most, one per visitor, none
// waiting longer than the runs ahead of it may take), each cut off after 60 s or as soon as its
// visitor hangs up, and the report kept for a day so the same test is answered at once. The queue
// and the reports are in the shared state (this process's memory, or PostgreSQL for several
// processes: shared-state/). The report is trimmed of its screenshots before it is kept.
import { createMemoryState, type SharedState } from '../shared-state/shared-state';
import { SPEED_CACHE_MS } from './speed-cache';
import { PlacesBusyError, type Places } from './visitor-places';

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
  | { ok: false; kind: 'busy' | 'yours' | 'failed'; message: string };

/** Who asked (visitor-key.ts), and their request's signal: it aborts when they hang up. */
export interface SpeedVisit {
  visitor: string;
  signal?: AbortSignal;
}

export interface SpeedRunnerOptions {
  measure: SpeedMeasure;
  /** Names what measures in messages: "Lighthouse" or "PageSpeed Insights". */
  measuredBy: string;
  timeoutMs?: number;
  cacheMs?: number;
  /** Runs waiting behind the one in progress, at most. */
  maxWaiting?: number;
  /** For the memory cache (tests). */
  now?: () => number;
  /** Where the queue and the reports are (default: this process's memory). */
  state?: SharedState;
  /** The server's browser slot when page renders share it (default: the runner's own). */
  queue?: Places;
}

export const SPEED_TIMEOUT_MS = 60_000;
/** The longest an aborted measure is waited for before the next run starts. */
const STOP_WAIT_MS = 10_000;

/** Screenshots are most of a report's size and nothing the checker shows. */
function trimmed(lhr: Record<string, unknown>): string {
  const audits = (lhr.audits ?? {}) as Record<string, Record<string, unknown>>;
  for (const id of ['screenshot-thumbnails', 'final-screenshot']) delete audits[id]?.details;
  return JSON.stringify({ ...lhr, fullPageScreenshot: undefined });
}

/**
 * `measure` raced against the deadline and the visitor's signal, either of which aborts it (the
 * browser is closed): the queue moves on either way.
 */
async function withDeadline<T>(
  measure: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
  visitorSignal: AbortSignal | undefined,
): Promise<T | 'timeout' | 'left'> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onLeave: (() => void) | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const left = new Promise<'left'>((resolve) => {
    onLeave = () => resolve('left');
    if (visitorSignal?.aborted) onLeave();
    visitorSignal?.addEventListener('abort', onLeave, { once: true });
  });
  const running = measure(controller.signal);
  try {
    return await Promise.race([running, deadline, left]);
  } finally {
    clearTimeout(timer);
    if (onLeave) visitorSignal?.removeEventListener('abort', onLeave);
    controller.abort();
    // The queue moves on once the aborted measure has stopped (its browser gone), so two runs
    // never overlap; a measure that ignores the abort is waited for a bounded time only.
    let stopTimer: NodeJS.Timeout | undefined;
    await Promise.race([
      running.then(
        () => undefined,
        () => undefined,
      ),
      new Promise(
        (resolve) => (stopTimer = setTimeout(resolve, Math.min(STOP_WAIT_MS, timeoutMs))),
      ),
    ]);
    clearTimeout(stopTimer);
  }
}

/**
 * The speed tests' queue: one run at a time, and a visitor has one test running or waiting, never
 * more. Where this server runs Chromium, page renders (render-route.ts) hold the same places, so
 * one browser runs at a time.
 */
export function browserSlot(
  state: SharedState,
  { timeoutMs = SPEED_TIMEOUT_MS, maxWaiting = 3 }: { timeoutMs?: number; maxWaiting?: number },
): Places {
  return state.places('speed', {
    size: 1,
    perVisitor: 1,
    queueOwn: false,
    maxWaiting,
    // Every run ahead may take its whole time, and no more.
    maxWaitMs: timeoutMs * maxWaiting + 5_000,
  });
}

export function createSpeedRunner(options: SpeedRunnerOptions) {
  const timeoutMs = options.timeoutMs ?? SPEED_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? SPEED_CACHE_MS;
  const maxWaiting = options.maxWaiting ?? 3;
  const { measuredBy } = options;
  const state = options.state ?? createMemoryState();
  const queue = options.queue ?? browserSlot(state, { timeoutMs, maxWaiting });
  const cache = state.speedCache({ cacheMs, now: options.now });

  async function run(url: string, formFactor: FormFactor, visit: SpeedVisit): Promise<SpeedRun> {
    const key = `${formFactor} ${url}`;
    const hit = await cache.get(key);
    if (hit !== undefined) return { ok: true, report: hit, cached: true };
    let release: () => void;
    try {
      release = await queue.acquire(visit.visitor, { signal: visit.signal });
    } catch (error) {
      if (error instanceof PlacesBusyError && error.reason === 'yours')
        return {
          ok: false,
          kind: 'yours',
          message: 'A speed test you started is still running or waiting. Wait for it to finish.',
        };
      if (error instanceof PlacesBusyError)
        return {
          ok: false,
          kind: 'busy',
          message: 'Several speed tests are already waiting. Please try again in a few minutes.',
        };
      return { ok: false, kind: 'failed', message: 'The speed test was cancelled.' };
    }
    try {
      const lhr = await withDeadline(
        (signal) => options.measure(url, formFactor, signal),
        timeoutMs,
        visit.signal,
      );
      if (lhr === 'left')
        return { ok: false, kind: 'failed', message: 'The speed test was cancelled.' };
      if (lhr === 'timeout')
        return {
          ok: false,
          kind: 'failed',
          message: `${measuredBy} did not finish within ${timeoutMs / 1000} seconds. The page may be very slow or keep loading; try again, or run Lighthouse in your own Chrome and upload the report.`,
        };
      const report = trimmed(lhr);
      await cache.set(key, report);
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
    }
  }

  return { run, measuredBy };
}

export type SpeedRunner = ReturnType<typeof createSpeedRunner>;

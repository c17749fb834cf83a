// Lighthouse 12 runs for the Page Speed Checker, on the server: one at a time (the rest queue,
// a few at most), each in a fresh headless Chromium whose every request goes through the checked
// proxy (checked-proxy.ts), cut off after 60 s, and the report kept in memory for a day so the
// same test is answered at once. The report is trimmed of its screenshots before it is kept.
import { createSemaphore } from './semaphore';

export type FormFactor = 'mobile' | 'desktop';

export type SpeedRun =
  | { ok: true; report: string; cached: boolean }
  | { ok: false; kind: 'busy' | 'failed'; message: string };

export interface LighthouseRunnerOptions {
  chromiumPath: string;
  /** The checked proxy's port on 127.0.0.1. */
  proxyPort: number;
  timeoutMs?: number;
  cacheMs?: number;
  /** Runs waiting behind the one in progress, at most. */
  maxWaiting?: number;
  now?: () => number;
  /** Tests replace the browser run (a report's JSON, or a throw) to check the queue and cache. */
  measure?: (url: string, formFactor: FormFactor) => Promise<string>;
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

export function createLighthouseRunner(options: LighthouseRunnerOptions) {
  const timeoutMs = options.timeoutMs ?? SPEED_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? SPEED_CACHE_MS;
  const maxWaiting = options.maxWaiting ?? 3;
  const now = options.now ?? Date.now;
  const one = createSemaphore(1);
  const cache = new Map<string, { at: number; report: string }>();
  let pending = 0;
  const measure = options.measure ?? lighthouseRun;

  async function lighthouseRun(url: string, formFactor: FormFactor): Promise<string> {
    const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all(
      [
        import('lighthouse'),
        import('chrome-launcher'),
        import('lighthouse/core/config/desktop-config.js'),
      ],
    );
    const chrome = await chromeLauncher.launch({
      chromePath: options.chromiumPath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-quic',
        '--disable-background-networking',
        `--proxy-server=http://127.0.0.1:${options.proxyPort}`,
        // Chromium skips the proxy for loopback unless told not to.
        '--proxy-bypass-list=<-loopback>',
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
      ],
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      const run = lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      });
      const result = await Promise.race([run, deadline]);
      if (!result) throw new Error('no result');
      return trimmed(result.lhr as unknown as Record<string, unknown>);
    } finally {
      clearTimeout(timer);
      chrome.kill();
    }
  }

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
      const report = await measure(url, formFactor);
      cache.delete(key);
      cache.set(key, { at: now(), report });
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
      return { ok: true, report, cached: false };
    } catch (error) {
      const timedOut = error instanceof Error && error.message === 'timeout';
      return {
        ok: false,
        kind: 'failed',
        message: timedOut
          ? `Lighthouse did not finish within ${timeoutMs / 1000} seconds. The page may be very slow or keep loading; try again, or run Lighthouse in your own Chrome and upload the report.`
          : 'Lighthouse could not test this page. Check the address, or run Lighthouse in your own Chrome and upload the report.',
      };
    } finally {
      release();
      pending -= 1;
    }
  }

  return { run };
}

// The limits that keep the SEO tools' fetcher from being used as a battering ram or hogging the
// server: per visitor address, a number of tool requests a minute and one crawl at a time; for
// everyone together, a cap on crawls running and on pages being fetched at once (the rest wait).
import { createRateLimiter, type RateLimitDecision } from '../leads/rate-limit';
import { createSemaphore, type Semaphore } from './semaphore';

export interface ToolLimitSettings {
  /** Page checks and crawls one address may start a minute. */
  requestsPerMinute: number;
  /** Crawls running at once, all visitors together. */
  maxCrawls: number;
  /** Pages being fetched at once, all visitors together. */
  maxFetches: number;
}

export const DEFAULT_TOOL_LIMITS: ToolLimitSettings = {
  requestsPerMinute: 20,
  maxCrawls: 3,
  maxFetches: 8,
};

export type CrawlSlot = { ok: true; release: () => void } | { ok: false; reason: 'yours' | 'busy' };

export interface ToolLimits {
  take(ip: string): RateLimitDecision;
  startCrawl(ip: string): CrawlSlot;
  fetches: Semaphore;
}

export function createToolLimits(
  settings: ToolLimitSettings = DEFAULT_TOOL_LIMITS,
  now: () => number = Date.now,
): ToolLimits {
  const limiter = createRateLimiter({ max: settings.requestsPerMinute, now });
  const crawling = new Set<string>();
  return {
    take: (ip) => limiter.take(ip),
    startCrawl(ip) {
      if (crawling.has(ip)) return { ok: false, reason: 'yours' };
      if (crawling.size >= settings.maxCrawls) return { ok: false, reason: 'busy' };
      crawling.add(ip);
      return { ok: true, release: () => crawling.delete(ip) };
    },
    fetches: createSemaphore(settings.maxFetches),
  };
}

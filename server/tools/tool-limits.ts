// The limits that keep the SEO tools' fetcher from being used as a battering ram or hogged by one
// visitor (an IPv4 address or an IPv6 /64: visitor-key.ts): per visitor, a number of tool requests
// a minute, one crawl at a time and at most two of the pages being fetched; for everyone together,
// a cap on crawls running and on pages being fetched at once. Every wait for a place is bounded.
// The request count and the crawl slots live in the shared state (shared-state/: this process's
// memory, or PostgreSQL for several processes); the fetch places, held for a page's second or
// two, are always this process's own.
import type { RateLimitDecision } from '../rate-limit';
import { createMemoryState, type SharedState } from '../shared-state/shared-state';
import { visitorKey } from '../visitor-key';
import { createPlaces, type Places } from './visitor-places';

export interface ToolLimitSettings {
  /** Page checks, crawls and speed tests one visitor may start a minute. */
  requestsPerMinute: number;
  /** Crawls running at once, all visitors together. */
  maxCrawls: number;
  /** Pages being fetched at once, all visitors together. */
  maxFetches: number;
  /** Of those, one visitor's at most (default 2). */
  fetchesPerVisitor?: number;
  /** The longest a page check waits for a fetch place before a 503 (default 5 s). */
  fetchWaitMs?: number;
  /** The longest a crawl waits for a crawl slot before a 503 (default 15 s). */
  crawlWaitMs?: number;
}

export const DEFAULT_TOOL_LIMITS: ToolLimitSettings = {
  requestsPerMinute: 20,
  maxCrawls: 3,
  maxFetches: 8,
};

export const FETCH_WAIT_MS = 5_000;
export const CRAWL_WAIT_MS = 15_000;

export interface ToolLimits {
  /** The visitor `ip` counts as. */
  visitor(ip: string): string;
  take(visitor: string): Promise<RateLimitDecision>;
  crawls: Places;
  fetches: Places;
}

export function createToolLimits(
  settings: ToolLimitSettings = DEFAULT_TOOL_LIMITS,
  state: SharedState = createMemoryState(),
): ToolLimits {
  const limiter = state.rateLimiter('tools', { max: settings.requestsPerMinute });
  return {
    visitor: visitorKey,
    take: (visitor) => limiter.take(visitor),
    crawls: state.places('crawls', {
      size: settings.maxCrawls,
      perVisitor: 1,
      queueOwn: false,
      maxWaiting: settings.maxCrawls,
      maxWaitMs: settings.crawlWaitMs ?? CRAWL_WAIT_MS,
    }),
    fetches: createPlaces({
      size: settings.maxFetches,
      perVisitor: settings.fetchesPerVisitor ?? 2,
      queueOwn: true,
      maxWaiting: 200,
      maxWaitMs: settings.fetchWaitMs ?? FETCH_WAIT_MS,
    }),
  };
}

// The Fastify plugin behind the SEO tools' address checks: POST /api/tools/page (one page as
// fetched, with what its robots.txt says about it) and POST /api/tools/crawl (a site crawl streamed
// as NDJSON, cancelled when the client closes the request, stops reading or outlives the crawl's
// deadline). Addresses are checked before anything is fetched; limits per visitor and for the
// server (tool-limits.ts) are applied here.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_CRAWL_PAGES,
  TOOLS_CRAWL_ENDPOINT,
  TOOLS_PAGE_ENDPOINT,
  type CrawlEvent,
  type PageResponse,
} from '../../shared/tools-api-contract';
import { abortOnClose } from './abort-on-close';
import { CRAWL_DEADLINE_MS, crawlSite } from './crawler';
import { PAGE_TIMEOUT_MS, type FetchResult, type PageFetcher } from './page-fetcher';
import { checkPageRobots } from './page-robots';
import { leaseStream } from './stream-lease';
import { checkTarget } from './target-url';
import type { ToolLimits } from './tool-limits';
import type { ToolsConfig } from './tools-config';
import { PlacesBusyError } from './visitor-places';
import { TOOL_REQUEST_MESSAGES } from './tool-request-messages';

export interface ToolRoutesOptions {
  config: ToolsConfig;
  fetcher: PageFetcher;
  limits: ToolLimits;
  /** A crawl's whole answer, deadline and in-flight pages included (tests shorten it). */
  crawlLeaseMs?: number;
  /** How long a crawl's client may leave its answer unread (tests shorten it). */
  crawlStallMs?: number;
}

/** The crawl starts no page after its deadline; those in flight finish within a page's timeout. */
export const CRAWL_LEASE_MS = CRAWL_DEADLINE_MS + PAGE_TIMEOUT_MS + 5_000;
export const CRAWL_STALL_MS = 10_000;

const BODY_LIMIT_BYTES = 4 * 1024;

const pageRequest = z.object({ url: z.string() });
const crawlRequest = z.object({
  url: z.string(),
  maxPages: z.number().int().min(1).max(MAX_CRAWL_PAGES).optional(),
});

const messages = {
  ...TOOL_REQUEST_MESSAGES,
  crawlRunning:
    'A site check you started is still running. Wait for it to finish, or cancel it, before starting another.',
  busy: 'Our site checker is busy with other people’s sites just now. Please try again in a minute.',
  fetchBusy:
    'Our page checker is busy with other people’s pages just now. Please try again in a few seconds.',
} as const;

/** A fetcher that waits for one of the server's fetch places first, as `visitor`. */
function limitedFetcher(
  fetcher: PageFetcher,
  limits: ToolLimits,
  visitor: string,
  maxWaitMs?: number,
): Pick<PageFetcher, 'fetch'> {
  return {
    async fetch(url, kind, signal) {
      const release = await limits.fetches.acquire(visitor, { signal, maxWaitMs });
      try {
        return await fetcher.fetch(url, kind, signal);
      } finally {
        release();
      }
    },
  };
}

/** A 503 that says when to try again, or undefined when `error` is not a refused place. */
function busyAnswer(reply: FastifyReply, error: unknown, message: string, retryAfter: number) {
  if (!(error instanceof PlacesBusyError)) return undefined;
  return reply.code(503).header('retry-after', String(retryAfter)).send({ message });
}

async function* ndjson(events: AsyncIterable<CrawlEvent>, signal: AbortSignal, done: () => void) {
  try {
    for await (const event of events) yield `${JSON.stringify(event)}\n`;
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    done();
  }
}

export const toolRoutes: FastifyPluginAsync<ToolRoutesOptions> = async (fastify, options) => {
  const { config, fetcher, limits } = options;

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const decision = await limits.take(limits.visitor(request.ip));
    reply.headers(decision.headers);
    if (!decision.allowed) return reply.code(429).send({ message: messages.rateLimited });
  };

  fastify.post(
    TOOLS_PAGE_ENDPOINT,
    { bodyLimit: BODY_LIMIT_BYTES, onRequest: guard },
    async (request, reply) => {
      const parsed = pageRequest.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: messages.malformed });
      const target = checkTarget(parsed.data.url, config);
      if (!target.ok) return reply.code(400).send({ message: target.reason });
      const controller = abortOnClose(reply);
      const visitor = limits.visitor(request.ip);
      const fetchPlace = limitedFetcher(fetcher, limits, visitor);
      let result: FetchResult;
      let robots: PageResponse['robots'];
      try {
        result = await fetchPlace.fetch(target.url.href, 'html', controller.signal);
        // robots.txt of the origin the page ends on, which is the one that rules it; with no fetch
        // place free for it, the page is answered without it.
        if (result.ok)
          robots = await checkPageRobots(fetchPlace, result.finalUrl, controller.signal).catch(
            (error: unknown) => {
              if (error instanceof PlacesBusyError) return undefined;
              throw error;
            },
          );
      } catch (error) {
        if (controller.signal.aborted) return reply;
        return busyAnswer(reply, error, messages.fetchBusy, 5) ?? Promise.reject(error);
      }
      if (!result.ok)
        return reply.code(result.kind === 'refused' ? 400 : 502).send({ message: result.reason });
      const page: PageResponse = {
        requestedUrl: result.requestedUrl,
        finalUrl: result.finalUrl,
        status: result.status,
        responseMs: result.responseMs,
        totalMs: result.totalMs,
        headers: result.headers,
        redirects: result.redirects,
        html: result.body,
        skipped: result.skipped,
        robots,
      };
      return reply.send(page);
    },
  );

  fastify.post(
    TOOLS_CRAWL_ENDPOINT,
    { bodyLimit: BODY_LIMIT_BYTES, onRequest: guard },
    async (request, reply) => {
      const parsed = crawlRequest.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: messages.malformed });
      const target = checkTarget(parsed.data.url, config);
      if (!target.ok) return reply.code(400).send({ message: target.reason });
      const visitor = limits.visitor(request.ip);
      const controller = abortOnClose(reply);
      let release: () => void;
      try {
        release = await limits.crawls.acquire(visitor, { signal: controller.signal });
      } catch (error) {
        if (error instanceof PlacesBusyError && error.reason === 'yours')
          return reply
            .code(429)
            .header('retry-after', '60')
            .send({ message: messages.crawlRunning });
        if (controller.signal.aborted) return reply;
        return busyAnswer(reply, error, messages.busy, 60) ?? Promise.reject(error);
      }
      // The slot is a lease: back when the crawl ends, the client leaves or stops reading, or the
      // deadline passes, whichever comes first.
      const lease = leaseStream(reply, controller, {
        deadlineMs: options.crawlLeaseMs ?? CRAWL_LEASE_MS,
        stallMs: options.crawlStallMs ?? CRAWL_STALL_MS,
      });
      const done = () => {
        lease.stop();
        release();
      };
      controller.signal.addEventListener('abort', done, { once: true });
      const events = crawlSite(target.url.href, {
        // The crawl's own pages may wait for a fetch place as long as the crawl may run.
        fetcher: limitedFetcher(fetcher, limits, visitor, CRAWL_DEADLINE_MS),
        maxPages: parsed.data.maxPages ?? MAX_CRAWL_PAGES,
        signal: controller.signal,
      });
      const stream = Readable.from(ndjson(events, controller.signal, done), {
        objectMode: false,
      });
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};

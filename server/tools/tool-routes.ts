// The Fastify plugin behind the SEO tools' address checks: POST /api/tools/page (one page as
// fetched) and POST /api/tools/crawl (a site crawl streamed as NDJSON, cancelled when the client
// closes the request). Addresses are checked before anything is fetched; limits per visitor and
// for the server are kept here.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_CRAWL_PAGES,
  TOOLS_CRAWL_ENDPOINT,
  TOOLS_PAGE_ENDPOINT,
  type CrawlEvent,
  type PageResponse,
} from '../../src/features/seo-tools/tools-api-contract';
import { crawlSite } from './crawler';
import type { PageFetcher } from './page-fetcher';
import { checkTarget } from './target-url';
import type { ToolLimits } from './tool-limits';
import type { ToolsConfig } from './tools-config';

export interface ToolRoutesOptions {
  config: ToolsConfig;
  fetcher: PageFetcher;
  limits: ToolLimits;
}

const BODY_LIMIT_BYTES = 4 * 1024;

const pageRequest = z.object({ url: z.string() });
const crawlRequest = z.object({
  url: z.string(),
  maxPages: z.number().int().min(1).max(MAX_CRAWL_PAGES).optional(),
});

const messages = {
  malformed: 'Send the address as JSON: {"url": "https://example.com/"}.',
  rateLimited:
    'You have started several checks in the last minute. Please wait a minute and try again.',
  crawlRunning: 'A crawl you started is still running. Wait for it to finish or cancel it first.',
  busy: 'The crawler is busy with other visitors’ sites. Please try again in a minute.',
} as const;

/** A fetcher that waits for one of the server's fetch places first. */
function limitedFetcher(fetcher: PageFetcher, limits: ToolLimits): Pick<PageFetcher, 'fetch'> {
  return {
    async fetch(url, kind, signal) {
      const release = await limits.fetches.acquire(signal);
      try {
        return await fetcher.fetch(url, kind, signal);
      } finally {
        release();
      }
    },
  };
}

/** Aborts when the client goes away before the answer is complete. */
function abortOnClose(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller;
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
  const fetchWithLimits = limitedFetcher(fetcher, limits);

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const decision = limits.take(request.ip);
    if (!decision.allowed)
      return reply
        .code(429)
        .header('retry-after', String(decision.retryAfterSeconds))
        .send({ message: messages.rateLimited });
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
      const result = await fetchWithLimits.fetch(target.url.href, 'html', controller.signal);
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
      const slot = limits.startCrawl(request.ip);
      if (!slot.ok)
        return reply
          .code(slot.reason === 'yours' ? 429 : 503)
          .header('retry-after', '60')
          .send({ message: slot.reason === 'yours' ? messages.crawlRunning : messages.busy });
      const controller = abortOnClose(reply);
      const events = crawlSite(target.url.href, {
        fetcher: fetchWithLimits,
        maxPages: parsed.data.maxPages ?? MAX_CRAWL_PAGES,
        signal: controller.signal,
      });
      const stream = Readable.from(ndjson(events, controller.signal, slot.release), {
        objectMode: false,
      });
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};

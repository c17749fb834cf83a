// POST /api/tools/render: the page at an address as Chromium draws it after running its scripts
// (page-render.ts), for the analyzer to count the words of a page that arrives empty. The address
// passes the same checks as every fetch before a browser starts; the render holds the server's
// browser slot (the Page Speed Checker's, so one browser runs at a time) and the visitor's
// request limit, and is cut off after 15 s or when the visitor hangs up. Without Chromium on this
// server it answers 501, which the analyzer takes as "no figure to show".
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { TOOLS_RENDER_ENDPOINT, type RenderResponse } from '../../shared/tools-api-contract';
import { abortOnClose } from './abort-on-close';
import { addressRefusal } from './address-refusal';
import { RenderError, type PageRender } from './page-render';
import type { Resolver } from './resolver';
import { checkTarget } from './target-url';
import type { ToolLimits } from './tool-limits';
import type { ToolsConfig } from './tools-config';
import { PlacesBusyError, type Places } from './visitor-places';
import { TOOL_REQUEST_MESSAGES } from './tool-request-messages';

export interface RenderRouteOptions {
  config: ToolsConfig;
  limits: ToolLimits;
  resolve: Resolver;
  /** Undefined when this server has no Chromium. */
  render: PageRender | undefined;
  /** The server's browser slot, shared with local Lighthouse runs. */
  slot: Places | undefined;
  /** The whole render, browser start to document (tests shorten it). */
  timeoutMs?: number;
}

export const RENDER_TIMEOUT_MS = 15_000;
/** The longest a render waits for the browser slot (a Lighthouse run may hold it a minute). */
const SLOT_WAIT_MS = 30_000;

export const RENDER_UNAVAILABLE_MESSAGE =
  'Rendering pages in a browser is not available on this server.';

const renderRequest = z.object({ url: z.string() });

const messages = {
  ...TOOL_REQUEST_MESSAGES,
  yours:
    'A speed test you started is still running, and it uses our browser. Wait for it to finish, then try again.',
  busy: 'Our browser is busy with other people’s pages just now. Please try again in a minute.',
} as const;

export const renderRoute: FastifyPluginAsync<RenderRouteOptions> = async (fastify, options) => {
  const { config, limits, resolve, render, slot } = options;
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  fastify.post(TOOLS_RENDER_ENDPOINT, { bodyLimit: 4 * 1024 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!render || !slot) return reply.code(501).send({ message: RENDER_UNAVAILABLE_MESSAGE });
    const visitor = limits.visitor(request.ip);
    const decision = await limits.take(visitor);
    reply.headers(decision.headers);
    if (!decision.allowed) return reply.code(429).send({ message: messages.rateLimited });
    const parsed = renderRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: messages.malformed });
    const target = checkTarget(parsed.data.url, config);
    if (!target.ok) return reply.code(400).send({ message: target.reason });
    const refused = await addressRefusal(resolve, target.url, target.allowListed);
    if (refused) return reply.code(400).send({ message: refused });

    const controller = abortOnClose(reply);
    let release: () => void;
    try {
      release = await slot.acquire(visitor, {
        signal: controller.signal,
        maxWaitMs: SLOT_WAIT_MS,
      });
    } catch (error) {
      if (controller.signal.aborted) return reply;
      if (!(error instanceof PlacesBusyError)) throw error;
      return reply
        .code(error.reason === 'yours' ? 429 : 503)
        .header('retry-after', '60')
        .send({ message: messages[error.reason] });
    }
    const started = Date.now();
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const page = await render(target.url.href, AbortSignal.any([controller.signal, deadline]));
      const answer: RenderResponse = {
        requestedUrl: target.url.href,
        finalUrl: page.finalUrl,
        html: page.html,
        renderMs: Date.now() - started,
      };
      return reply.send(answer);
    } catch (error) {
      if (controller.signal.aborted) return reply;
      const message = deadline.aborted
        ? `The page was not drawn within ${timeoutMs / 1000} seconds in Chromium, so it was stopped.`
        : error instanceof RenderError
          ? error.message
          : 'Chromium could not draw this page.';
      return reply.code(502).send({ message });
    } finally {
      release();
    }
  });
};

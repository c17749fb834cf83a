// POST /api/tools/speed: a Lighthouse report on an address for the Page Speed Checker, from
// Google's PageSpeed Insights when this server has a key, else from a local Lighthouse run when it
// has Chromium; otherwise 501 with a message saying so, which the page shows next to the upload it
// offers instead. Either way the address passes the same checks as every fetch (scheme, port, and
// each address its name resolves to) before anything measures it.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { TOOLS_SPEED_ENDPOINT } from '../../shared/tools-api-contract';
import { abortOnClose } from './abort-on-close';
import { addressRefusal } from './address-refusal';
import type { Resolver } from './resolver';
import type { SpeedRunner } from './speed-runner';
import { checkTarget } from './target-url';
import type { ToolLimits } from './tool-limits';
import type { ToolsConfig } from './tools-config';
import { TOOL_REQUEST_MESSAGES } from './tool-request-messages';

export interface SpeedRouteOptions {
  config: ToolsConfig;
  limits: ToolLimits;
  resolve: Resolver;
  /** Undefined when this server has neither a PageSpeed Insights key nor Chromium. */
  runner: SpeedRunner | undefined;
}

const speedRequest = z.object({ url: z.string(), formFactor: z.enum(['mobile', 'desktop']) });

const STATUS = { busy: 503, yours: 429, failed: 502 } as const;

export const UNAVAILABLE_MESSAGE =
  'Speed tests from an address are not available on this server. Run Lighthouse in your own Chrome and upload the report instead.';

export const speedRoute: FastifyPluginAsync<SpeedRouteOptions> = async (fastify, options) => {
  const { config, limits, resolve, runner } = options;
  fastify.post(TOOLS_SPEED_ENDPOINT, { bodyLimit: 4 * 1024 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!runner) return reply.code(501).send({ message: UNAVAILABLE_MESSAGE });
    const visitor = limits.visitor(request.ip);
    const decision = await limits.take(visitor);
    reply.headers(decision.headers);
    if (!decision.allowed)
      return reply.code(429).send({ message: TOOL_REQUEST_MESSAGES.rateLimited });
    const parsed = speedRequest.safeParse(request.body);
    if (!parsed.success)
      return reply
        .code(400)
        .send({ message: 'Send {"url": "https://example.com/", "formFactor": "mobile"}.' });
    const target = checkTarget(parsed.data.url, config);
    if (!target.ok) return reply.code(400).send({ message: target.reason });
    const refused = await addressRefusal(resolve, target.url, target.allowListed);
    if (refused) return reply.code(400).send({ message: refused });
    // A visitor who hangs up leaves the queue, or has the browser closed on their test.
    const controller = abortOnClose(reply);
    const result = await runner.run(target.url.href, parsed.data.formFactor, {
      visitor,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return reply;
    if (!result.ok) {
      if (result.kind !== 'failed') reply.header('retry-after', '60');
      return reply.code(STATUS[result.kind]).send({ message: result.message });
    }
    return reply
      .type('application/json; charset=utf-8')
      .header('x-cache', result.cached ? 'hit' : 'miss')
      .header('x-measured-by', runner.measuredBy)
      .send(result.report);
  });
};

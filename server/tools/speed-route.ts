// POST /api/tools/speed: a Lighthouse run on an address for the Page Speed Checker, when this
// server can run one (Chromium installed); otherwise 501 with a message saying so, which the
// page shows next to the upload it offers instead.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { TOOLS_SPEED_ENDPOINT } from '../../src/features/seo-tools/tools-api-contract';
import type { createLighthouseRunner } from './lighthouse-runner';
import { checkTarget } from './target-url';
import type { ToolLimits } from './tool-limits';
import type { ToolsConfig } from './tools-config';

export interface SpeedRouteOptions {
  config: ToolsConfig;
  limits: ToolLimits;
  /** Undefined when this server has no Chromium to run Lighthouse in. */
  runner: ReturnType<typeof createLighthouseRunner> | undefined;
}

const speedRequest = z.object({ url: z.string(), formFactor: z.enum(['mobile', 'desktop']) });

export const UNAVAILABLE_MESSAGE =
  'Speed tests from an address are not available on this server. Run Lighthouse in your own Chrome and upload the report instead.';

export const speedRoute: FastifyPluginAsync<SpeedRouteOptions> = async (fastify, options) => {
  const { config, limits, runner } = options;
  fastify.post(TOOLS_SPEED_ENDPOINT, { bodyLimit: 4 * 1024 }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!runner) return reply.code(501).send({ message: UNAVAILABLE_MESSAGE });
    const decision = limits.take(request.ip);
    if (!decision.allowed)
      return reply.code(429).header('retry-after', String(decision.retryAfterSeconds)).send({
        message:
          'You have started several checks in the last minute. Please wait a minute and try again.',
      });
    const parsed = speedRequest.safeParse(request.body);
    if (!parsed.success)
      return reply
        .code(400)
        .send({ message: 'Send {"url": "https://example.com/", "formFactor": "mobile"}.' });
    const target = checkTarget(parsed.data.url, config);
    if (!target.ok) return reply.code(400).send({ message: target.reason });
    const result = await runner.run(target.url.href, parsed.data.formFactor);
    if (!result.ok)
      return reply.code(result.kind === 'busy' ? 503 : 502).send({ message: result.message });
    return reply
      .type('application/json; charset=utf-8')
      .header('x-cache', result.cached ? 'hit' : 'miss')
      .send(result.report);
  });
};

// Everything the production server needs for the SEO tools' address checks in one call: the
// settings read, the fetcher (closed with the app) and the route plugin, for buildApp's `extend`.
import type { FastifyInstance } from 'fastify';
import { createPageFetcher } from './page-fetcher';
import { systemResolver, type Resolver } from './resolver';
import { createToolLimits, type ToolLimitSettings } from './tool-limits';
import { toolRoutes } from './tool-routes';
import { readToolsConfig, type ToolsConfig } from './tools-config';

export interface ToolsServiceOptions {
  config?: ToolsConfig;
  /** Tests map names to loopback with their own. */
  resolve?: Resolver;
  limits?: ToolLimitSettings;
  /** Per page (tests shorten it). */
  timeoutMs?: number;
}

export function createToolsService(options: ToolsServiceOptions = {}) {
  const config = options.config ?? readToolsConfig();
  return {
    register: async (app: FastifyInstance) => {
      const fetcher = createPageFetcher({
        config,
        resolve: options.resolve ?? systemResolver,
        timeoutMs: options.timeoutMs,
      });
      await app.register(async (scope) => {
        scope.addHook('onClose', () => fetcher.close());
        await scope.register(toolRoutes, {
          config,
          fetcher,
          limits: createToolLimits(options.limits),
        });
      });
    },
  };
}

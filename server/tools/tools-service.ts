// Everything the production server needs for the SEO tools' address checks in one call: the
// settings read, the fetcher (closed with the app), the route plugins and, when Chromium is
// there, the checked proxy and the Lighthouse runner, for buildApp's `extend`.
import type { FastifyInstance } from 'fastify';
import { startCheckedProxy } from './checked-proxy';
import { createLighthouseRunner } from './lighthouse-runner';
import { createPageFetcher } from './page-fetcher';
import { systemResolver, type Resolver } from './resolver';
import { createToolLimits, type ToolLimitSettings } from './tool-limits';
import { speedRoute } from './speed-route';
import { toolRoutes } from './tool-routes';
import { readToolsConfig, type ToolsConfig } from './tools-config';

export interface ToolsServiceOptions {
  config?: ToolsConfig;
  /** Tests map names to loopback with their own. */
  resolve?: Resolver;
  limits?: ToolLimitSettings;
  /** Per page (tests shorten it). */
  timeoutMs?: number;
  /** Chromium for Lighthouse runs; without it the Page Speed Checker's address test answers 501. */
  chromiumPath?: string;
}

export function createToolsService(options: ToolsServiceOptions = {}) {
  const config = options.config ?? readToolsConfig();
  return {
    register: async (app: FastifyInstance) => {
      const resolve = options.resolve ?? systemResolver;
      const fetcher = createPageFetcher({ config, resolve, timeoutMs: options.timeoutMs });
      const proxy = options.chromiumPath ? await startCheckedProxy(config, resolve) : undefined;
      const runner =
        proxy && options.chromiumPath
          ? createLighthouseRunner({ chromiumPath: options.chromiumPath, proxyPort: proxy.port })
          : undefined;
      const limits = createToolLimits(options.limits);
      await app.register(async (scope) => {
        scope.addHook('onClose', async () => {
          await fetcher.close();
          await proxy?.close();
        });
        await scope.register(toolRoutes, { config, fetcher, limits });
        await scope.register(speedRoute, { config, limits, runner });
      });
    },
  };
}

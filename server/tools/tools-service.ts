// Everything the production server needs for the SEO tools' address checks in one call: the
// settings read, the fetcher (closed with the app), the route plugins with one way of answering
// the requests they cannot take (tool-api-errors.ts), and the Page Speed Checker's runner: Google's
// PageSpeed Insights when a key is set (no browser on this server), else, when Chromium is there,
// the checked proxy and local Lighthouse runs. With Chromium, the checked proxy also serves the
// analyzer's page renders, which hold the same browser slot; for buildApp's `extend`. The limits, crawl slots,
// speed-test queue and cache live in `state` (this process's memory unless given PostgreSQL's).
import type { FastifyInstance } from 'fastify';
import { createMemoryState, type SharedState } from '../shared-state/shared-state';
import { startCheckedProxy } from './checked-proxy';
import { localLighthouse } from './local-lighthouse';
import { createPageFetcher } from './page-fetcher';
import { pageRender } from './page-render';
import { pageSpeedInsights, type PageSpeedSettings } from './pagespeed-insights';
import { systemResolver, type Resolver } from './resolver';
import { answerToolApiErrors } from './tool-api-errors';
import { createToolLimits, type ToolLimitSettings } from './tool-limits';
import { renderRoute } from './render-route';
import { speedRoute } from './speed-route';
import { browserSlot, createSpeedRunner } from './speed-runner';
import { toolRoutes } from './tool-routes';
import { readToolsConfig, type ToolsConfig } from './tools-config';

export interface ToolsServiceOptions {
  config?: ToolsConfig;
  /** Tests map names to loopback with their own. */
  resolve?: Resolver;
  limits?: ToolLimitSettings;
  /** Per page (tests shorten it). */
  timeoutMs?: number;
  /**
   * Chromium for Lighthouse runs and page renders; without it the Page Speed Checker's address
   * test and the analyzer's render answer 501.
   */
  chromiumPath?: string;
  /** LIGHTHOUSE_USER: who runs Chromium when the server runs as root (default `nobody`). */
  lighthouseUser?: string;
  /** PAGESPEED_API_KEY (and PAGESPEED_API_URL): used in place of Chromium when set. */
  pageSpeed?: PageSpeedSettings;
  /** The 60 s limit on one speed test (tests shorten it). */
  speedTimeoutMs?: number;
  /** How long a crawl's client may leave its answer unread (tests shorten it). */
  crawlStallMs?: number;
  /** Shared by several processes (shared-state/postgres-state.ts); closed by whoever opened it. */
  state?: SharedState;
}

export function createToolsService(options: ToolsServiceOptions = {}) {
  const config = options.config ?? readToolsConfig();
  const state = options.state ?? createMemoryState();
  return {
    register: async (app: FastifyInstance) => {
      const resolve = options.resolve ?? systemResolver;
      const fetcher = createPageFetcher({ config, resolve, timeoutMs: options.timeoutMs });
      const { chromiumPath, pageSpeed, speedTimeoutMs: timeoutMs } = options;
      const proxy = chromiumPath ? await startCheckedProxy(config, resolve) : undefined;
      const chromium =
        proxy && chromiumPath
          ? { chromiumPath, proxyPort: proxy.port, user: options.lighthouseUser }
          : undefined;
      // One browser at a time: renders hold the speed tests' slot (which PageSpeed Insights
      // tests hold too, although they start no browser here: one queue, the same everywhere).
      const slot = chromium ? browserSlot(state, { timeoutMs }) : undefined;
      const runner = pageSpeed
        ? createSpeedRunner({
            measure: pageSpeedInsights(pageSpeed),
            measuredBy: 'PageSpeed Insights',
            timeoutMs,
            state,
            queue: slot,
          })
        : chromium
          ? createSpeedRunner({
              measure: localLighthouse(chromium),
              measuredBy: 'Lighthouse',
              timeoutMs,
              state,
              queue: slot,
            })
          : undefined;
      const limits = createToolLimits(options.limits, state);
      await app.register(async (scope) => {
        scope.addHook('onClose', async () => {
          await fetcher.close();
          await proxy?.close();
        });
        answerToolApiErrors(scope);
        await scope.register(toolRoutes, {
          config,
          fetcher,
          limits,
          crawlStallMs: options.crawlStallMs,
        });
        await scope.register(speedRoute, { config, limits, resolve, runner });
        await scope.register(renderRoute, {
          config,
          limits,
          resolve,
          render: chromium ? pageRender(chromium) : undefined,
          slot,
        });
      });
    },
  };
}

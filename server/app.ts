// The production server: serves the prerendered site from dist/ (precompressed files, long-lived
// caching for hashed assets, no-cache for HTML and the service worker), answers unknown paths
// with the not-found page and status 404 (JSON under /api/), sends a tool's form posted without
// JavaScript back to its page, and carries the security headers. Every request has an id
// (request-id.ts), echoed in X-Request-Id and on its log lines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import { answerError, answerNotFound } from './fallback-answers';
import { echoRequestId, requestIdGenerator } from './request-id';
import { RequestLog } from './request-log';
import { routedUrl } from './request-target';
import { registerSecurityHeaders } from './security-headers';
import { answerFor, isParsableRange } from './url-policy';
import { fastifyTrustProxy, parseTrustProxy, type TrustProxy } from './trust-proxy';
import { DEFAULT_TIMEOUTS, fastifyTimeoutOptions, type ServerTimeouts } from './server-timeouts';

export interface AppOptions {
  distDir: string;
  /** The log (logger.ts); none when not given. */
  loggerInstance?: FastifyBaseLogger;
  connectOrigins?: string[];
  /** Which proxies may report the visitor's address (default: TRUST_PROXY, see trust-proxy.ts). */
  trustProxy?: TrustProxy;
  /** Limits for slow clients (default DEFAULT_TIMEOUTS: 30 s a request, 10 s its headers, 5 s idle). */
  timeouts?: Partial<ServerTimeouts>;
  /** Registers more routes (the lead API) before the site's catch-all handling. */
  extend?: (app: FastifyInstance) => Promise<void>;
}

/** The monitoring service's origin, when the build was made with a Sentry DSN. */
function monitoringOrigins(): string[] {
  const dsn = process.env.VITE_SENTRY_DSN;
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

function cacheControlFor(sentPath: string): string {
  const path = sentPath.replace(/\.(br|gz)$/, '');
  if (path.includes('/assets/')) return IMMUTABLE;
  if (
    path.endsWith('.html') ||
    /\/(sw|workbox-[\w-]+)\.js$/.test(path) ||
    path.endsWith('.webmanifest')
  )
    return REVALIDATE;
  return SHORT;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { distDir } = options;
  const { pages } = JSON.parse(readFileSync(join(distDir, 'pages.json'), 'utf8')) as {
    pages: { path: string; template?: string }[];
  };
  const pagePaths = new Set(pages.map((page) => page.path));

  // Only trust X-Forwarded-For from the proxies the operator names (TRUST_PROXY=1 for one hop):
  // trusting everyone would let any visitor spoof their address past the lead rate limit.
  const trustProxy = options.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY);
  const app = Fastify({
    loggerInstance: options.loggerInstance,
    logController: new RequestLog(),
    genReqId: requestIdGenerator(trustProxy),
    trustProxy: fastifyTrustProxy(trustProxy),
    rewriteUrl: (request) => routedUrl(request.url ?? '/'),
    ...fastifyTimeoutOptions({ ...DEFAULT_TIMEOUTS, ...options.timeouts }),
  });
  try {
    // Before any route, so that every route without a handler of its own falls back to it.
    app.setErrorHandler(answerError);
    echoRequestId(app);
    registerSecurityHeaders(app, {
      connectOrigins: options.connectOrigins ?? monitoringOrigins(),
    });
    if (options.extend) await options.extend(app);

    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      index: false,
      redirect: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('Cache-Control', cacheControlFor(path)),
    });

    for (const path of pagePaths) {
      const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
      app.get(path, (_request, reply) => reply.header('Cache-Control', REVALIDATE).sendFile(file));
    }

    // A tool's form sent without JavaScript posts to its own page (method="post", no action; with
    // JavaScript a submit before hydration is held and replayed in the page, submit-hold-script.ts).
    // The tools run in the browser, so there is nothing to do with it: back to the page by GET
    // (303), before any body is read. What was typed never reaches a URL.
    for (const { path } of pages.filter((page) => page.template === 'tool')) {
      const backToPage = async (_request: FastifyRequest, reply: FastifyReply) =>
        reply.header('cache-control', 'no-store').redirect(path, 303);
      app.post(path, { onRequest: backToPage }, backToPage);
    }

    // One answer per URL (url-policy.ts), decided before any file is looked up.
    app.addHook('onRequest', async (request, reply) => {
      const range = request.headers.range;
      if (range !== undefined && !isParsableRange(range)) delete request.headers.range;
      const answer = answerFor(request.url, pagePaths);
      if (answer.kind === 'redirect') return reply.redirect(answer.location, 301);
      if (answer.kind === 'not-found') return answerNotFound(request, reply);
    });

    app.setNotFoundHandler(answerNotFound);
  } catch (error) {
    // A half-built app closes what its plugins had opened (the lead database, the tools' proxy).
    await app.close();
    throw error;
  }
  return app;
}

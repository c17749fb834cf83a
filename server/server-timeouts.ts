// How long the server waits for slow clients: a whole request, its headers, and an idle keep-alive
// connection. Without these a client trickling one byte every few seconds holds a connection (and,
// on POST /api/leads, one of its address's submissions) for minutes, and delays a shutdown as long.
import type { ServerOptions } from 'node:http';

export interface ServerTimeouts {
  /** The whole request, headers and body, from its first byte (answered 408). */
  requestMs: number;
  /** The request line and headers (answered 408). */
  headersMs: number;
  /** An idle keep-alive connection between requests (closed; Node allows a second more). */
  keepAliveMs: number;
  /** How often Node checks the request and header deadlines: each is enforced up to this late. */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
};

/** The Fastify options that apply `timeouts` (Node checks every 30 s unless told otherwise). */
export function fastifyTimeoutOptions(timeouts: ServerTimeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  if (timeouts.headersMs > timeouts.requestMs)
    throw new Error('The headers timeout cannot be longer than the request timeout.');
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}

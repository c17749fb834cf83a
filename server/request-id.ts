// Every request's id: the X-Request-Id its proxy sent when that proxy is one TRUST_PROXY trusts
// (so one id follows a request through the proxy's log and this one), else a new random UUID. A
// visitor cannot choose the id of their own requests, and a sent id that is not a short token of
// plain characters is replaced too. The id is echoed in the answer's X-Request-Id and is on every
// log line about the request (request-log.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { trustsNearestHop, type TrustProxy } from './trust-proxy';

export const REQUEST_ID_HEADER = 'x-request-id';

// What proxies send: UUIDs, hex, Caddy's and nginx's ids, trace-style ids with dots and colons.
const WELL_FORMED = /^[\w.:+=@/-]{1,128}$/;

/** Fastify's `genReqId` for a parsed TRUST_PROXY. */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsNearestHop(trust);
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER];
    return typeof sent === 'string' &&
      WELL_FORMED.test(sent) &&
      trusted(request.socket.remoteAddress ?? '')
      ? sent
      : randomUUID();
  };
}

/** Sends every request's id back in X-Request-Id, whatever answers it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

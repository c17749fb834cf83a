// The health checks, for load balancers, orchestrators and the container's HEALTHCHECK: GET
// /healthz answers 200 while the process answers at all (liveness), GET /readyz 200 when it should
// be sent visitors and 503 with the reason when not (readiness.ts). Never cached, never counted by
// the lead or tool rate limits (they sit in those APIs' own scopes), and quiet in the log: their
// per-request lines only at warn, so probes every few seconds do not drown the visitors' lines.
import type { FastifyInstance } from 'fastify';
import type { ReadinessCheck } from './readiness';

export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

export function healthRoutes(app: FastifyInstance, readiness: ReadinessCheck): void {
  const options = { logLevel: 'warn' } as const;
  app.get(LIVENESS_PATH, options, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get(READINESS_PATH, options, async (_request, reply) => {
    const state = await readiness.check();
    return reply
      .header('cache-control', 'no-store')
      .code(state.ready ? 200 : 503)
      .send(state.ready ? { status: 'ready' } : { status: 'not ready', reason: state.reason });
  });
}

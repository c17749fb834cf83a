// Closes the server on SIGTERM without waiting on slow clients for ever: requests in flight get a
// grace period (SHUTDOWN_GRACE_MS, default 10 s) to finish, then the connections still open are
// dropped so that the lead database closes, its data directory is released for a replacement
// process, and the process exits. Before it, an optional drain period (SHUTDOWN_DRAIN_MS) in which
// the server still serves while /readyz answers 503 (start.ts).
import type { FastifyInstance } from 'fastify';

export const DEFAULT_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 50;

function parseMilliseconds(name: string, value: string | undefined, fallback: number): number {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return fallback;
  if (!/^\d+$/.test(trimmed))
    throw new Error(`${name} must be a whole number of milliseconds, got "${value}"`);
  return Number(trimmed);
}

/** SHUTDOWN_GRACE_MS in milliseconds, DEFAULT_GRACE_MS when unset; throws when malformed. */
export const parseGraceMs = (value: string | undefined): number =>
  parseMilliseconds('SHUTDOWN_GRACE_MS', value, DEFAULT_GRACE_MS);

/**
 * SHUTDOWN_DRAIN_MS: how long after SIGTERM the server goes on serving, /readyz answering 503,
 * so that load balancers stop sending visitors before it stops accepting connections (default 0).
 */
export const parseDrainMs = (value: string | undefined): number =>
  parseMilliseconds('SHUTDOWN_DRAIN_MS', value, 0);

/** How app.close() ended: every request finished, or the grace period ran out first. */
export type CloseOutcome = 'finished' | 'cut-short';

/**
 * Stops accepting connections and waits up to `graceMs` for the requests in flight, then drops
 * every connection still open, telling `onCutShort` how many that was; resolves once the app (and
 * its onClose hooks) has closed.
 */
export async function closeWithGrace(
  app: FastifyInstance,
  graceMs: number,
  onCutShort?: (openConnections: number) => void,
): Promise<CloseOutcome> {
  let outcome: CloseOutcome = 'finished';
  const timer = setTimeout(() => {
    outcome = 'cut-short';
    // getConnections answers on the next tick; a connection that ends meanwhile is still counted.
    app.server.getConnections((error, count) => {
      app.server.closeAllConnections();
      if (!error) onCutShort?.(count);
    });
  }, graceMs);
  // A request that finishes meanwhile leaves its keep-alive connection idle, which would hold the
  // close until the client or the keep-alive timeout ends it: close idle connections as they appear.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
    clearInterval(sweep);
  }
  return outcome;
}

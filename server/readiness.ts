// Whether this process should be sent visitors, for GET /readyz: not once it is shutting down
// (SIGTERM marks it at once, before any connection closes), and not unless the lead database
// answers within a short deadline with every migration this code knows applied. One database check
// runs at a time: probes that arrive while it is out share it, so a database that hangs is asked
// once, not once a probe. A change of the database's answer is logged once, not on every probe
// (start.ts logs the shutdown).
import type { Queryable } from './leads/db';
import { migrations } from './leads/migrations';

export const READY_DEADLINE_MS = 1_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

export interface ReadinessOptions {
  db: Queryable;
  /** How long the database has to answer (default READY_DEADLINE_MS). */
  deadlineMs?: number;
  log?: {
    info(message: string): void;
    warn(details: object, message: string): void;
  };
}

export interface ReadinessCheck {
  check(): Promise<Readiness>;
  /** From now on the process is not ready (SIGTERM). */
  markStopping(): void;
}

const LATEST_MIGRATION = Math.max(...migrations.map((migration) => migration.version));

export function createReadiness(options: ReadinessOptions): ReadinessCheck {
  const { db, deadlineMs = READY_DEADLINE_MS, log } = options;
  let stopping = false;
  let asking: Promise<Readiness> | undefined;
  let lastReason: string | undefined = '';
  let lastError: unknown;

  const askDatabase = async (): Promise<Readiness> => {
    try {
      const { rows } = await db.query<{ version: number | null }>(
        'SELECT max(version) AS version FROM lead_schema_migrations',
      );
      const version = Number(rows[0]?.version ?? 0);
      if (version >= LATEST_MIGRATION) return { ready: true };
      return {
        ready: false,
        reason: `the database schema is at version ${version}, this server needs ${LATEST_MIGRATION}`,
      };
    } catch (error) {
      lastError = error;
      return { ready: false, reason: 'the database refused the check' };
    }
  };

  const withinDeadline = (answer: Promise<Readiness>) =>
    new Promise<Readiness>((resolve) => {
      const timer = setTimeout(
        () =>
          resolve({
            ready: false,
            reason: `the database did not answer within ${deadlineMs} ms`,
          }),
        deadlineMs,
      );
      void answer.then((readiness) => {
        clearTimeout(timer);
        resolve(readiness);
      });
    });

  const noteChange = (readiness: Readiness) => {
    const reason = readiness.ready ? undefined : readiness.reason;
    if (reason === lastReason) return;
    lastReason = reason;
    if (reason === undefined) log?.info('ready: /readyz answers 200');
    else log?.warn({ err: lastError }, `not ready (${reason}): /readyz answers 503`);
    lastError = undefined;
  };

  return {
    async check() {
      if (stopping) return { ready: false, reason: 'shutting down' };
      asking ??= askDatabase().finally(() => (asking = undefined));
      const readiness = await withinDeadline(asking);
      noteChange(readiness);
      return stopping ? { ready: false, reason: 'shutting down' } : readiness;
    },
    markStopping() {
      stopping = true;
    },
  };
}

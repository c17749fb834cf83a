// Delivers queued webhook notifications in the background, apart from the request that stored the
// lead: a slow or failing webhook is retried with exponential backoff and never holds up a 201.
// A delivery is claimed by pushing its next attempt into the future (a lease), so several servers
// sharing one PostgreSQL do not post the same lead twice at once, and a crash mid-delivery retries.
import type { Database } from './db';
import type { StoredLead } from './lead-repository';
import { webhookBody } from './webhook-message';
import type { WebhookEvent } from './webhook-message';

export interface WebhookWorkerOptions {
  db: Database;
  url: string;
  fetch?: typeof fetch;
  /** How often to look for due deliveries besides being nudged after each new lead. */
  pollMs?: number;
  batchSize?: number;
  /** After this many failed attempts a delivery is given up (it stays in the table, undelivered). */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
  log?: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

export interface WebhookWorker {
  /** Looks for due deliveries soon, without waiting for them. */
  nudge(): void;
  /** Delivers everything due now; resolves when nothing due is left (for tests and shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** Delay before the next try after `attempts` failures: doubling from `base`, capped, with ±20% jitter. */
export function backoffDelay(
  attempts: number,
  base: number,
  max: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

interface ClaimedRow {
  id: number;
  attempts: number;
  event: WebhookEvent;
  reference: string;
  kind: StoredLead['kind'];
  payload: Record<string, unknown> | string;
  created_at: Date | string;
}

export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const {
    db,
    url,
    fetch: send = fetch,
    pollMs = 5_000,
    batchSize = 10,
    maxAttempts = 12,
    baseDelayMs = 10_000,
    maxDelayMs = 3_600_000,
    timeoutMs = 10_000,
    log,
  } = options;
  // Longer than one delivery can take, so a lease only runs out when its holder died.
  const leaseMs = timeoutMs * 2 + 5_000;
  let stopped = false;
  // Aborts deliveries in flight at shutdown; they count as failed attempts and are retried later.
  const shutdown = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;

  const claim = () =>
    db.query<ClaimedRow>(
      `UPDATE lead_webhook_outbox o
         SET attempts = o.attempts + 1, next_attempt_at = now() + $2::integer * interval '1 millisecond'
        FROM leads l
       WHERE l.id = o.lead_id AND o.id IN (
         SELECT id FROM lead_webhook_outbox
          WHERE delivered_at IS NULL AND next_attempt_at <= now() AND attempts < $3
          ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING o.id, o.attempts, o.event, l.reference, l.kind, l.payload, l.created_at`,
      [batchSize, leaseMs, maxAttempts],
    );

  async function deliver(row: ClaimedRow): Promise<void> {
    const lead: StoredLead = {
      reference: row.reference,
      kind: row.kind,
      createdAt: new Date(row.created_at),
      payload:
        typeof row.payload === 'string'
          ? (JSON.parse(row.payload) as Record<string, unknown>)
          : row.payload,
    };
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(webhookBody(lead, row.event)),
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), shutdown.signal]),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await db.query(
        'UPDATE lead_webhook_outbox SET delivered_at = now(), last_error = NULL WHERE id = $1',
        [row.id],
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = backoffDelay(row.attempts, baseDelayMs, maxDelayMs);
      await db.query(
        `UPDATE lead_webhook_outbox SET last_error = $2, next_attempt_at = now() + $3::integer * interval '1 millisecond'
          WHERE id = $1`,
        [row.id, reason.slice(0, 500), delay],
      );
      const details = { reference: row.reference, attempts: row.attempts, reason };
      if (row.attempts >= maxAttempts) log?.error(details, 'lead webhook delivery given up');
      else log?.warn({ ...details, retryInMs: delay }, 'lead webhook delivery failed');
    }
  }

  async function runUntilIdle(): Promise<void> {
    while (!stopped) {
      const { rows } = await claim();
      if (rows.length === 0) return;
      await Promise.all(rows.map(deliver));
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    again = false;
    running = runUntilIdle()
      .catch((error: unknown) =>
        log?.error({ error }, 'lead webhook worker failed; retrying at the next poll'),
      )
      .finally(() => {
        running = undefined;
        // A lead stored while this run was finishing: look again rather than wait for the poll.
        if (again && !stopped) void run();
      });
    return running;
  }

  const timer = setInterval(() => void run(), pollMs);
  timer.unref();

  return {
    nudge: () => void run(),
    async drain() {
      await run();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      shutdown.abort();
      await running;
    },
  };
}

// Delivers one channel of the lead outbox (the webhook or the email) in the background, apart from
// the request that stored the lead: a slow or failing receiver is retried with exponential backoff
// and never holds up a 201. A delivery is claimed under a lease (claimed_by, claimed_until) taken
// with FOR UPDATE SKIP LOCKED, so workers sharing one database never hold the same delivery at
// once, and the delivery of a worker that died is taken over once its lease runs out. What came of
// an attempt is recorded, retried through a database outage while the lease lasts: a delivery is
// sent at least once, and again only when its outcome could not be recorded in that time (then with
// the same delivery id). See docs/decisions/0016-lead-outbox-channels.md.
import { randomUUID } from 'node:crypto';
import { errorCause } from '../error-cause';
import type { Database } from './db';
import type { DeliveryChannel, LeadEvent } from './delivery-channels';
import type { StoredLead } from './lead-repository';
import { retryUntil } from './retry-until';

/** What one delivery announces: a lead, new or with details added. */
export interface Delivery {
  event: LeadEvent;
  lead: StoredLead;
}

/**
 * Sends one delivery, resolving once the receiver has accepted it and rejecting to have it tried
 * again later. It must give up when `signal` aborts (the attempt's time is up, or the server stops).
 */
export type SendDelivery = (delivery: Delivery, signal: AbortSignal) => Promise<void>;

export interface OutboxTiming {
  /** How often to look for due deliveries besides being nudged after each new lead. */
  pollMs: number;
  batchSize: number;
  /** After this many attempts a delivery is given up (it stays in the table, undelivered). */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long one attempt may take before it is aborted and counted as failed. */
  timeoutMs: number;
}

export interface OutboxLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions extends Partial<OutboxTiming> {
  db: Database;
  channel: DeliveryChannel;
  send: SendDelivery;
  log?: OutboxLog;
}

export interface OutboxWorker {
  /** Looks for due deliveries soon, without waiting for them. */
  nudge(): void;
  /** Delivers everything due now; resolves when nothing due is left (for tests and shutdown). */
  drain(): Promise<void>;
  /**
   * Stops looking for deliveries. Attempts in flight get STOP_GRACE_MS to finish, so that one the
   * receiver is accepting is recorded as delivered; any still running then is aborted, recorded as
   * failed and retried later.
   */
  stop(): Promise<void>;
}

/** How long stop() lets attempts in flight finish before it aborts them. */
export const STOP_GRACE_MS = 3_000;

/** The part of a lease for its claim to come back: a claim that took longer is not sent. */
const CLAIM_MS = 5_000;

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
  event: LeadEvent;
  reference: string;
  kind: StoredLead['kind'];
  payload: Record<string, unknown> | string;
  created_at: Date | string;
}

// The due deliveries of one channel that nobody holds (or whose holder's lease ran out), claimed
// for this worker in the statement that finds them. SKIP LOCKED passes over the rows another
// worker is claiming at this moment, and PostgreSQL rechecks the lease on a row another worker
// claimed since this statement began, so no two workers claim the same delivery.
const CLAIM = `
  UPDATE lead_outbox o
     SET attempts = o.attempts + 1, claimed_by = $4,
         claimed_until = now() + $2::integer * interval '1 millisecond'
    FROM leads l
   WHERE l.id = o.lead_id AND o.id IN (
     SELECT id FROM lead_outbox
      WHERE channel = $5 AND delivered_at IS NULL AND attempts < $3
        AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until <= now())
      ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
  RETURNING o.id, o.attempts, o.event, l.reference, l.kind, l.payload, l.created_at`;

// Delivered is a fact whoever holds the row now; a failure is only recorded by the row's holder.
const DELIVERED = `
  UPDATE lead_outbox SET delivered_at = now(), last_error = NULL, claimed_by = NULL, claimed_until = NULL
   WHERE id = $1 AND delivered_at IS NULL`;
const FAILED = `
  UPDATE lead_outbox
     SET last_error = $3, next_attempt_at = now() + $4::integer * interval '1 millisecond',
         claimed_by = NULL, claimed_until = NULL
   WHERE id = $1 AND claimed_by = $2`;

const toDelivery = (row: ClaimedRow): Delivery => ({
  event: row.event,
  lead: {
    reference: row.reference,
    kind: row.kind,
    createdAt: new Date(row.created_at),
    payload:
      typeof row.payload === 'string'
        ? (JSON.parse(row.payload) as Record<string, unknown>)
        : row.payload,
  },
});

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    channel,
    send,
    pollMs = 5_000,
    batchSize = 10,
    maxAttempts = 12,
    baseDelayMs = 10_000,
    maxDelayMs = 3_600_000,
    timeoutMs = 10_000,
    log,
  } = options;
  // A lease covers the claim coming back (CLAIM_MS), the attempt (timeoutMs), and as long again to
  // record what came of it, retried while the database is away: so it only runs out when its
  // holder died, or when the database stayed away longer than that.
  const leaseMs = CLAIM_MS + timeoutMs * 2;
  const workerId = randomUUID();
  let stopped = false;
  // Aborts the attempts still in flight STOP_GRACE_MS into a stop: failed, so retried later.
  const shutdown = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;

  /** Sends `row` unless its claim took so long that its lease could run out before it is recorded. */
  async function attempt(row: ClaimedRow, claimedAt: number): Promise<void> {
    const claiming = performance.now() - claimedAt;
    if (claiming > CLAIM_MS) {
      throw new Error(`not sent: claiming it took ${Math.round(claiming)} ms (over ${CLAIM_MS})`);
    }
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), shutdown.signal]);
    await send(toDelivery(row), signal);
  }

  /**
   * Runs an outcome's UPDATE until it succeeds or the lease ends (PostgreSQL restarting, say). A
   * delivery accepted but never recorded is sent again once the lease has run out.
   */
  async function record(
    row: ClaimedRow,
    leaseEnd: number,
    outcome: 'accepted' | 'failed',
    sql: string,
    params: unknown[],
  ): Promise<void> {
    const about = { channel, reference: row.reference, outcome };
    try {
      await retryUntil(() => db.query(sql, params), {
        until: leaseEnd,
        signal: shutdown.signal,
        onFirstFailure: (error) =>
          log?.warn(
            { ...about, reason: errorCause(error), err: error },
            `lead ${channel} delivery ${outcome}, not recorded yet; retrying while its lease lasts`,
          ),
      });
    } catch (error) {
      const then = outcome === 'accepted' ? 'it will be sent again' : 'it will be tried again';
      log?.error(
        { ...about, reason: errorCause(error), err: error },
        `lead ${channel} delivery ${outcome} but not recorded; ${then} once its lease runs out`,
      );
    }
  }

  async function deliver(row: ClaimedRow, claimedAt: number): Promise<void> {
    // Measured from before the claim was asked for, so it ends no later than the lease does.
    const leaseEnd = claimedAt + leaseMs;
    try {
      await attempt(row, claimedAt);
    } catch (error) {
      const reason = errorCause(error);
      const delay = backoffDelay(row.attempts, baseDelayMs, maxDelayMs);
      const details = { channel, reference: row.reference, attempts: row.attempts, reason };
      if (row.attempts >= maxAttempts) {
        log?.error({ ...details, err: error }, `lead ${channel} delivery given up`);
      } else {
        log?.warn({ ...details, retryInMs: delay, err: error }, `lead ${channel} delivery failed`);
      }
      const failed = [row.id, workerId, reason.slice(0, 500), delay];
      await record(row, leaseEnd, 'failed', FAILED, failed);
      return;
    }
    await record(row, leaseEnd, 'accepted', DELIVERED, [row.id]);
  }

  async function runUntilIdle(): Promise<void> {
    while (!stopped) {
      const claimedAt = performance.now();
      const { rows } = await db.query<ClaimedRow>(CLAIM, [
        batchSize,
        leaseMs,
        maxAttempts,
        workerId,
        channel,
      ]);
      if (rows.length === 0) return;
      await Promise.all(rows.map((row) => deliver(row, claimedAt)));
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
        log?.error(
          { channel, reason: errorCause(error), err: error },
          `lead ${channel} worker failed; retrying at the next poll`,
        ),
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
  // Deliveries left by a previous run of the server go out now, not at the first poll.
  void run();

  return {
    nudge: () => void run(),
    async drain() {
      await run();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // Aborting an attempt the receiver has just accepted would have it sent again: let it end.
      const grace = setTimeout(() => shutdown.abort(), STOP_GRACE_MS);
      await running;
      clearTimeout(grace);
    },
  };
}

// Reads and writes leads. Leads arriving together are written by one statement (group commit), each
// with a delivery per channel the agency set up (webhook, email), so a lead and its deliveries are
// stored together or not at all; a repeated idempotency key stores nothing and returns the first
// reference, or is refused when it comes with a different lead. Suspected spam is stored like any
// lead but held in the spam folder: queued for no delivery until the agency releases it, and purged
// after SPAM_KEPT_DAYS. Leads that arrived before a channel was set up are queued on it on request
// (resend), at most once per lead and channel.
import { canonicalJson } from '../../shared/leads/canonical-json';
import type { LeadKind } from '../../shared/leads/lead-fields';
import type { DeliveryChannel, LeadEvent } from './delivery-channels';
import type { SpamReason } from './spam-check';
import { createGroupCommit } from './group-commit';
import { createReference } from './reference';
import type { Database, Queryable } from './db';

export interface NewLead {
  kind: LeadKind;
  idempotencyKey: string;
  payload: Record<string, unknown>;
  ipHash?: string;
  /** Why it is taken for spam: stored in the spam folder and delivered nowhere. */
  spamReason?: SpamReason;
}

export interface StoredLead {
  reference: string;
  kind: LeadKind;
  createdAt: Date;
  payload: Record<string, unknown>;
  /** Why it was taken for spam, if it was (it may since have been released). */
  spamReason?: SpamReason;
  /** When the agency released it from the spam folder. */
  releasedAt?: Date;
}

/** How long suspected spam is kept before it is purged, unless the agency releases it. */
export const SPAM_KEPT_DAYS = 30;

/** Which leads a resend queues: those received since a time, or these references. */
export type LeadSelection = { since: Date } | { references: string[] };

/** Leads never queued on a channel the agency has now set up: how many, and the oldest's time. */
export interface Backlog {
  count: number;
  oldest?: Date;
}

/** The idempotency key is stored with a different lead (kind or payload); nothing was stored. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super('The idempotency key is already stored with a different lead');
    this.name = 'IdempotencyConflictError';
  }
}

/** Where one delivery of a lead stands (see outbox-worker.ts). */
export interface DeliveryStatus {
  channel: DeliveryChannel;
  event: LeadEvent;
  attempts: number;
  deliveredAt?: Date;
  /** When the next attempt is due (undelivered only). */
  nextAttemptAt?: Date;
  lastError?: string;
}

/** What adding a quote's details did: see LeadRepository.addDetails. */
export type AddDetailsOutcome = 'updated' | 'repeated' | 'closed' | 'not-found';

/** How long after its first step a quote takes its details; after that it is closed. */
export const DETAILS_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface LeadRepository {
  /**
   * Stores the lead unless its idempotency key is known; `created` is false for a repeat of the
   * same lead. Rejects with IdempotencyConflictError when the key is known with a different lead.
   */
  insert(lead: NewLead, now?: Date): Promise<{ reference: string; created: boolean }>;
  /**
   * Leads since a time (inclusive), oldest first, or the newest `limit` of them: the leads the agency
   * received, or with `spam` those held in the spam folder.
   */
  list(options?: { since?: Date; limit?: number; spam?: boolean }): Promise<StoredLead[]>;
  /** The lead with this reference, if any. */
  find(reference: string): Promise<StoredLead | undefined>;
  /** The lead's deliveries, oldest first. */
  deliveries(reference: string): Promise<DeliveryStatus[]>;
  /** The reference stored under an idempotency key, if any. */
  referenceForKey(idempotencyKey: string): Promise<string | undefined>;
  /**
   * Adds the second step's `details` to the quote `reference`: 'updated' once (never a new lead);
   * 'repeated' when the same details were already added (a double submit); 'closed' when the lead
   * already has other details or is older than DETAILS_WINDOW_MS; 'not-found' for no such quote.
   */
  addDetails(
    reference: string,
    details: Record<string, unknown>,
    now?: Date,
  ): Promise<AddDetailsOutcome>;
  /** Every stored lead, spam folder included. */
  count(): Promise<number>;
  /** Deletes (or with dryRun, counts) leads created before `cutoff`, with their deliveries. */
  purgeBefore(cutoff: Date, options?: { dryRun?: boolean }): Promise<number>;
  /** Deletes the spam folder's leads created before `cutoff`; released leads stay. */
  purgeSpamBefore(cutoff: Date): Promise<number>;
  /**
   * Takes these leads out of the spam folder and queues each on the set-up channels; returns the
   * references released (a reference not in the folder is left alone).
   */
  release(references: string[], now?: Date): Promise<string[]>;
  /**
   * Queues the selected leads (never spam) on each set-up channel they were never queued on;
   * returns the references queued. A lead already queued or delivered on a channel is not again.
   */
  resend(selection: LeadSelection): Promise<string[]>;
  /** The leads never queued on one of the set-up channels (spam aside). */
  backlog(): Promise<Backlog>;
}

// One statement stores a whole batch of leads whose key is new (and their deliveries, one for each
// channel in $2) and returns the references it stored, by key.
const INSERT_LEADS = `
  INSERT INTO leads (reference, kind, idempotency_key, payload, ip_hash, spam_reason)
  SELECT reference, kind, idempotency_key, payload, ip_hash, spam_reason
    FROM jsonb_to_recordset($1::jsonb)
      AS input(ord integer, reference text, kind text, idempotency_key uuid, payload jsonb,
               ip_hash text, spam_reason text)
   ORDER BY ord
  ON CONFLICT (idempotency_key) DO NOTHING`;

const INSERT_ONLY = `${INSERT_LEADS} RETURNING reference, idempotency_key::text AS key`;

const INSERT_AND_QUEUE = `
  WITH inserted AS (${INSERT_LEADS} RETURNING id, reference, idempotency_key, spam_reason),
  queued AS (INSERT INTO lead_outbox (lead_id, channel)
    SELECT id, channel FROM inserted CROSS JOIN unnest($2::text[]) AS channels(channel)
     WHERE spam_reason IS NULL)
  SELECT reference, idempotency_key::text AS key FROM inserted`;

const FIND_BY_KEYS = `
  SELECT reference, idempotency_key::text AS key, kind, payload
    FROM leads WHERE idempotency_key = ANY($1::uuid[])`;

// A lead in the spam folder: suspected, and not released.
const HELD = 'spam_reason IS NOT NULL AND released_at IS NULL';

// Only an open quote takes details: none added yet, within the window after its first step. A
// quote in the spam folder takes them as any other (the sender sees no difference) but is not
// announced.
const ADD_DETAILS = `
  UPDATE leads SET payload = payload || $2::jsonb, details_at = $3::timestamptz
   WHERE reference = $1 AND kind = 'quote' AND details_at IS NULL
     AND created_at > $3::timestamptz - $4::integer * interval '1 millisecond'
  RETURNING id, (${HELD}) AS held`;

const ADD_DETAILS_AND_QUEUE = `
  WITH updated AS (${ADD_DETAILS}),
  queued AS (INSERT INTO lead_outbox (lead_id, channel, event)
    SELECT id, channel, 'updated' FROM updated CROSS JOIN unnest($5::text[]) AS channels(channel)
     WHERE NOT held)
  SELECT id FROM updated`;

// Queues a created event on each channel for the leads in `picked` (ids), skipping the lead and
// channel pairs already queued, and returns the references of the leads it queued.
const queueCreated = (picked: string, channelsParam: string) => `
  WITH picked AS (${picked}),
  queued AS (INSERT INTO lead_outbox (lead_id, channel)
    SELECT picked.id, channel FROM picked CROSS JOIN unnest(${channelsParam}::text[]) AS c(channel)
    ON CONFLICT (lead_id, channel, event) DO NOTHING
    RETURNING lead_id)
  SELECT DISTINCT l.reference, l.created_at FROM leads l JOIN queued q ON q.lead_id = l.id
   ORDER BY l.created_at`;

const RELEASE = queueCreated(
  `UPDATE leads SET released_at = $2::timestamptz WHERE reference = ANY($1::text[]) AND ${HELD}
    RETURNING id`,
  '$3',
);

// A lead given no delivery on one of the channels now set up.
const UNSENT = `NOT (${HELD}) AND EXISTS (
  SELECT 1 FROM unnest($1::text[]) AS c(channel) WHERE NOT EXISTS (
    SELECT 1 FROM lead_outbox o WHERE o.lead_id = leads.id AND o.channel = c.channel
       AND o.event = 'created'))`;

const isUniqueViolationOn = (error: unknown, constraint: string): boolean => {
  const details = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    details.code === '23505' &&
    (details.constraint === constraint ||
      (typeof details.message === 'string' && details.message.includes(constraint)))
  );
};

/** Lead batches written at the same time on PostgreSQL (see group-commit.ts); PGlite writes one. */
export const WRITES_IN_FLIGHT = 3;

// A new reference matches one of N stored this year with odds N in 28 million: a few tries suffice.
const REFERENCE_TRIES = 5;

interface LeadRow {
  reference: string;
  kind: LeadKind;
  payload: Record<string, unknown> | string;
  created_at: Date | string;
  spam_reason: SpamReason | null;
  released_at: Date | string | null;
}

const LEAD_COLUMNS = 'reference, kind, payload, created_at, spam_reason, released_at';

const payloadOf = (row: Pick<LeadRow, 'payload'>): Record<string, unknown> =>
  typeof row.payload === 'string'
    ? (JSON.parse(row.payload) as Record<string, unknown>)
    : row.payload;

const toStoredLead = (row: LeadRow): StoredLead => ({
  reference: row.reference,
  kind: row.kind,
  createdAt: new Date(row.created_at),
  payload: payloadOf(row),
  ...(row.spam_reason !== null && { spamReason: row.spam_reason }),
  ...(row.released_at !== null && { releasedAt: new Date(row.released_at) }),
});

interface DeliveryRow {
  channel: DeliveryChannel;
  event: LeadEvent;
  attempts: number;
  delivered_at: Date | string | null;
  next_attempt_at: Date | string;
  last_error: string | null;
}

const toDeliveryStatus = (row: DeliveryRow): DeliveryStatus => ({
  channel: row.channel,
  event: row.event,
  attempts: row.attempts,
  ...(row.delivered_at === null
    ? { nextAttemptAt: new Date(row.next_attempt_at) }
    : { deliveredAt: new Date(row.delivered_at) }),
  ...(row.last_error !== null && { lastError: row.last_error }),
});

/** What makes two submissions the same lead: their kind and payload, whatever the key order. */
const fingerprint = (kind: string, payload: Record<string, unknown>): string =>
  canonicalJson({ kind, payload });

type InsertResult = { reference: string; created: boolean };
type InsertOutcome = PromiseSettledResult<InsertResult>;

export interface LeadRepositoryOptions {
  /** The channels to queue a delivery on with each new lead and each quote's details. */
  channels?: readonly DeliveryChannel[];
}

export function createLeadRepository(
  db: Queryable & Partial<Pick<Database, 'engine'>>,
  { channels = [] }: LeadRepositoryOptions = {},
): LeadRepository {
  const queue = channels.length > 0;
  async function insertBatch(leads: NewLead[], now: Date): Promise<InsertOutcome[]> {
    // PostgreSQL returns UUIDs in lower case; compare keys that way.
    const keys = leads.map((lead) => lead.idempotencyKey.toLowerCase());
    const input = leads.map((lead, ord) => ({
      ord,
      reference: createReference(now),
      kind: lead.kind,
      idempotency_key: keys[ord],
      payload: lead.payload,
      ip_hash: lead.ipHash ?? null,
      spam_reason: lead.spamReason ?? null,
    }));
    const inserted = await db.query<{ reference: string; key: string }>(
      queue ? INSERT_AND_QUEUE : INSERT_ONLY,
      queue ? [JSON.stringify(input), channels] : [JSON.stringify(input)],
      { prepared: true },
    );
    const stored = new Map(inserted.rows.map((row) => [row.key, row.reference]));
    // Keys stored before this batch (a retry), or by another server at the same time.
    const missing = keys.filter((key) => !stored.has(key));
    const existing = missing.length
      ? await db.query<Omit<LeadRow, 'created_at'> & { key: string }>(FIND_BY_KEYS, [missing])
      : { rows: [] };
    // The lead each key stands for: the one stored before, or the first given it in this batch.
    const holders = new Map(
      existing.rows.map((row) => [
        row.key,
        { reference: row.reference, fingerprint: fingerprint(row.kind, payloadOf(row)) },
      ]),
    );

    return leads.map((lead): InsertOutcome => {
      const key = lead.idempotencyKey.toLowerCase();
      const own = fingerprint(lead.kind, lead.payload);
      const reference = stored.get(key);
      if (reference !== undefined && !holders.has(key)) {
        holders.set(key, { reference, fingerprint: own });
        return { status: 'fulfilled', value: { reference, created: true } };
      }
      const holder = holders.get(key);
      if (!holder) throw new Error('The lead was neither stored nor found');
      if (holder.fingerprint !== own)
        return { status: 'rejected', reason: new IdempotencyConflictError() };
      return { status: 'fulfilled', value: { reference: holder.reference, created: false } };
    });
  }

  async function insertWithFreshReferences(leads: NewLead[], now: Date): Promise<InsertOutcome[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await insertBatch(leads, now);
      } catch (error) {
        if (attempt >= REFERENCE_TRIES || !isUniqueViolationOn(error, 'leads_reference_key'))
          throw error;
      }
    }
  }

  const insertGrouped = createGroupCommit<{ lead: NewLead; now: Date }, InsertResult>(
    async (items) => {
      const now = items[0]?.now ?? new Date();
      try {
        return await insertWithFreshReferences(
          items.map((item) => item.lead),
          now,
        );
      } catch (error) {
        if (items.length === 1) throw error;
        // Keep one bad lead from failing the others: write them one by one.
        const outcomes: InsertOutcome[] = [];
        for (const item of items) {
          try {
            const [outcome] = await insertWithFreshReferences([item.lead], item.now);
            outcomes.push(outcome ?? { status: 'rejected', reason: error });
          } catch (reason) {
            outcomes.push({ status: 'rejected', reason });
          }
        }
        return outcomes;
      }
    },
    // PGlite runs one statement at a time; a PostgreSQL server overlaps the batches' commits.
    { maxInFlight: db.engine === 'postgres' ? WRITES_IN_FLIGHT : 1 },
  );

  return {
    insert: (lead, now = new Date()) => insertGrouped({ lead, now }),

    async list({ since, limit, spam = false } = {}) {
      const { rows } = await db.query<LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM (
           SELECT id, ${LEAD_COLUMNS} FROM leads
           WHERE ($1::timestamptz IS NULL OR created_at >= $1::timestamptz)
             AND (${HELD}) = $3::boolean
           ORDER BY created_at DESC, id DESC
           LIMIT $2::integer
         ) newest ORDER BY created_at, id`,
        [since ?? null, limit ?? null, spam],
      );
      return rows.map(toStoredLead);
    },

    async find(reference) {
      const { rows } = await db.query<LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM leads WHERE reference = $1`,
        [reference],
      );
      return rows[0] && toStoredLead(rows[0]);
    },

    async deliveries(reference) {
      const { rows } = await db.query<DeliveryRow>(
        `SELECT o.channel, o.event, o.attempts, o.delivered_at, o.next_attempt_at, o.last_error
           FROM lead_outbox o JOIN leads l ON l.id = o.lead_id
          WHERE l.reference = $1 ORDER BY o.id`,
        [reference],
      );
      return rows.map(toDeliveryStatus);
    },

    async referenceForKey(idempotencyKey) {
      const { rows } = await db.query<{ reference: string }>(
        'SELECT reference FROM leads WHERE idempotency_key = $1::uuid',
        [idempotencyKey.toLowerCase()],
      );
      return rows[0]?.reference;
    },

    async addDetails(reference, details, now = new Date()) {
      const json = JSON.stringify(details);
      const params = [reference, json, now, DETAILS_WINDOW_MS];
      const updated = await db.query<{ id: number }>(
        queue ? ADD_DETAILS_AND_QUEUE : ADD_DETAILS,
        queue ? [...params, channels] : params,
      );
      if (updated.rows.length > 0) return 'updated';
      const { rows } = await db.query<{ repeated: boolean }>(
        `SELECT details_at IS NOT NULL AND payload @> $2::jsonb AS repeated
           FROM leads WHERE reference = $1 AND kind = 'quote'`,
        [reference, json],
      );
      const row = rows[0];
      if (!row) return 'not-found';
      return row.repeated ? 'repeated' : 'closed';
    },

    async count() {
      const { rows } = await db.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM leads',
      );
      return rows[0]?.count ?? 0;
    },

    async purgeBefore(cutoff, { dryRun = false } = {}) {
      if (dryRun) {
        const { rows } = await db.query<{ count: number }>(
          'SELECT count(*)::integer AS count FROM leads WHERE created_at < $1',
          [cutoff],
        );
        return rows[0]?.count ?? 0;
      }
      const { affectedRows } = await db.query('DELETE FROM leads WHERE created_at < $1', [cutoff]);
      return affectedRows;
    },

    async purgeSpamBefore(cutoff) {
      const { affectedRows } = await db.query(
        `DELETE FROM leads WHERE ${HELD} AND created_at < $1`,
        [cutoff],
      );
      return affectedRows;
    },

    async release(references, now = new Date()) {
      if (!queue) {
        const { rows } = await db.query<{ reference: string }>(
          `UPDATE leads SET released_at = $2::timestamptz
            WHERE reference = ANY($1::text[]) AND ${HELD} RETURNING reference`,
          [references, now],
        );
        return rows.map((row) => row.reference);
      }
      const { rows } = await db.query<{ reference: string }>(RELEASE, [references, now, channels]);
      return rows.map((row) => row.reference);
    },

    async resend(selection) {
      if (!queue) return [];
      const [filter, value] =
        'since' in selection
          ? ['created_at >= $1::timestamptz', selection.since]
          : ['reference = ANY($1::text[])', selection.references];
      const { rows } = await db.query<{ reference: string }>(
        queueCreated(`SELECT id FROM leads WHERE ${filter} AND NOT (${HELD})`, '$2'),
        [value, channels],
      );
      return rows.map((row) => row.reference);
    },

    async backlog() {
      if (!queue) return { count: 0 };
      const { rows } = await db.query<{ count: number; oldest: Date | string | null }>(
        `SELECT count(*)::integer AS count, min(created_at) AS oldest FROM leads WHERE ${UNSENT}`,
        [channels],
      );
      const row = rows[0];
      return {
        count: row?.count ?? 0,
        ...(row?.oldest && { oldest: new Date(row.oldest) }),
      };
    },
  };
}

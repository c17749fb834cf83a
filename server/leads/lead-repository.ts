// Reads and writes leads. Leads arriving together are written by one statement (group commit), each
// with a delivery per channel the agency set up (webhook, email), so a lead and its deliveries are
// stored together or not at all; a repeated idempotency key stores nothing and returns the first
// reference, or is refused when it comes with a different lead.
import { canonicalJson } from '../../shared/leads/canonical-json';
import type { LeadKind } from '../../shared/leads/lead-fields';
import type { DeliveryChannel, LeadEvent } from './delivery-channels';
import { createGroupCommit } from './group-commit';
import { createReference } from './reference';
import type { Database, Queryable } from './db';

export interface NewLead {
  kind: LeadKind;
  idempotencyKey: string;
  payload: Record<string, unknown>;
  ipHash?: string;
}

export interface StoredLead {
  reference: string;
  kind: LeadKind;
  createdAt: Date;
  payload: Record<string, unknown>;
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
  /** Leads since a time (inclusive), oldest first, or the newest `limit` of them. */
  list(options?: { since?: Date; limit?: number }): Promise<StoredLead[]>;
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
  count(): Promise<number>;
  /** Deletes (or with dryRun, counts) leads created before `cutoff`, with their deliveries. */
  purgeBefore(cutoff: Date, options?: { dryRun?: boolean }): Promise<number>;
}

// One statement stores a whole batch of leads whose key is new (and their deliveries, one for each
// channel in $2) and returns the references it stored, by key.
const INSERT_LEADS = `
  INSERT INTO leads (reference, kind, idempotency_key, payload, ip_hash)
  SELECT reference, kind, idempotency_key, payload, ip_hash
    FROM jsonb_to_recordset($1::jsonb)
      AS input(ord integer, reference text, kind text, idempotency_key uuid, payload jsonb, ip_hash text)
   ORDER BY ord
  ON CONFLICT (idempotency_key) DO NOTHING`;

const INSERT_ONLY = `${INSERT_LEADS} RETURNING reference, idempotency_key::text AS key`;

const INSERT_AND_QUEUE = `
  WITH inserted AS (${INSERT_LEADS} RETURNING id, reference, idempotency_key),
  queued AS (INSERT INTO lead_outbox (lead_id, channel)
    SELECT id, channel FROM inserted CROSS JOIN unnest($2::text[]) AS channels(channel))
  SELECT reference, idempotency_key::text AS key FROM inserted`;

const FIND_BY_KEYS = `
  SELECT reference, idempotency_key::text AS key, kind, payload
    FROM leads WHERE idempotency_key = ANY($1::uuid[])`;

// Only an open quote takes details: none added yet, within the window after its first step.
const ADD_DETAILS = `
  UPDATE leads SET payload = payload || $2::jsonb, details_at = $3::timestamptz
   WHERE reference = $1 AND kind = 'quote' AND details_at IS NULL
     AND created_at > $3::timestamptz - $4::integer * interval '1 millisecond'
  RETURNING id`;

const ADD_DETAILS_AND_QUEUE = `
  WITH updated AS (${ADD_DETAILS}),
  queued AS (INSERT INTO lead_outbox (lead_id, channel, event)
    SELECT id, channel, 'updated' FROM updated CROSS JOIN unnest($5::text[]) AS channels(channel))
  SELECT id FROM updated`;

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
}

const payloadOf = (row: Pick<LeadRow, 'payload'>): Record<string, unknown> =>
  typeof row.payload === 'string'
    ? (JSON.parse(row.payload) as Record<string, unknown>)
    : row.payload;

const toStoredLead = (row: LeadRow): StoredLead => ({
  reference: row.reference,
  kind: row.kind,
  createdAt: new Date(row.created_at),
  payload: payloadOf(row),
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

    async list({ since, limit } = {}) {
      const { rows } = await db.query<LeadRow>(
        `SELECT reference, kind, payload, created_at FROM (
           SELECT id, reference, kind, payload, created_at FROM leads
           WHERE $1::timestamptz IS NULL OR created_at >= $1::timestamptz
           ORDER BY created_at DESC, id DESC
           LIMIT $2::integer
         ) newest ORDER BY created_at, id`,
        [since ?? null, limit ?? null],
      );
      return rows.map(toStoredLead);
    },

    async find(reference) {
      const { rows } = await db.query<LeadRow>(
        'SELECT reference, kind, payload, created_at FROM leads WHERE reference = $1',
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
  };
}

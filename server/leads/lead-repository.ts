// Reads and writes leads. Leads arriving together are written by one statement (group commit), each
// with its webhook delivery, so both or neither are stored; a repeated idempotency key stores nothing
// and returns the first reference.
import type { LeadKind } from '../../src/features/leads/lead-schema';
import { createGroupCommit } from './group-commit';
import { createReference } from './reference';
import type { Queryable } from './db';

export interface NewLead {
  kind: LeadKind;
  idempotencyKey: string;
  payload: Record<string, unknown>;
  ipHash?: string;
  /** Queue a webhook delivery with the lead (when a webhook is configured). */
  notify: boolean;
}

export interface StoredLead {
  reference: string;
  kind: LeadKind;
  createdAt: Date;
  payload: Record<string, unknown>;
}

export interface LeadRepository {
  /** Stores the lead unless its idempotency key is known; `created` is false for a repeat. */
  insert(lead: NewLead, now?: Date): Promise<{ reference: string; created: boolean }>;
  /** Leads since a time (inclusive), oldest first, or the newest `limit` of them. */
  list(options?: { since?: Date; limit?: number }): Promise<StoredLead[]>;
  count(): Promise<number>;
  /** Deletes (or with dryRun, counts) leads created before `cutoff`, with their webhook deliveries. */
  purgeBefore(cutoff: Date, options?: { dryRun?: boolean }): Promise<number>;
}

// One statement stores a whole batch: leads whose key is new, and their webhook deliveries. Each
// input row gets back its reference: the new one, or the one already stored under its key.
const INSERT_LEADS = `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(
      ord integer, reference text, kind text, idempotency_key uuid, payload jsonb, ip_hash text, notify boolean)
  ), inserted AS (
    INSERT INTO leads (reference, kind, idempotency_key, payload, ip_hash)
    SELECT reference, kind, idempotency_key, payload, ip_hash FROM input ORDER BY ord
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, reference, idempotency_key
  ), queued AS (
    INSERT INTO lead_webhook_outbox (lead_id)
    SELECT inserted.id FROM inserted JOIN input ON input.reference = inserted.reference WHERE input.notify
  )
  SELECT input.ord, coalesce(inserted.reference, existing.reference) AS reference,
         inserted.reference IS NOT NULL AS created
    FROM input
    LEFT JOIN inserted ON inserted.idempotency_key = input.idempotency_key
    LEFT JOIN leads existing ON existing.idempotency_key = input.idempotency_key
   ORDER BY input.ord`;

const FIND_BY_KEY = 'SELECT reference FROM leads WHERE idempotency_key = $1';

const isUniqueViolationOn = (error: unknown, constraint: string): boolean => {
  const details = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    details.code === '23505' &&
    (details.constraint === constraint ||
      (typeof details.message === 'string' && details.message.includes(constraint)))
  );
};

// A new reference matches one of N stored this year with odds N in 28 million: a few tries suffice.
const REFERENCE_TRIES = 5;

interface LeadRow {
  reference: string;
  kind: LeadKind;
  payload: Record<string, unknown> | string;
  created_at: Date | string;
}

const toStoredLead = (row: LeadRow): StoredLead => ({
  reference: row.reference,
  kind: row.kind,
  createdAt: new Date(row.created_at),
  payload:
    typeof row.payload === 'string'
      ? (JSON.parse(row.payload) as Record<string, unknown>)
      : row.payload,
});

type InsertResult = { reference: string; created: boolean };

export function createLeadRepository(db: Queryable): LeadRepository {
  async function insertBatch(leads: NewLead[], now: Date): Promise<InsertResult[]> {
    const input = leads.map((lead, ord) => ({
      ord,
      reference: createReference(now),
      kind: lead.kind,
      idempotency_key: lead.idempotencyKey,
      payload: lead.payload,
      ip_hash: lead.ipHash ?? null,
      notify: lead.notify,
    }));
    const { rows } = await db.query<{ ord: number; reference: string | null; created: boolean }>(
      INSERT_LEADS,
      [JSON.stringify(input)],
    );
    const seen = new Set<string>();
    return Promise.all(
      leads.map(async (lead, ord) => {
        const row = rows.find((candidate) => candidate.ord === ord);
        // The same key twice in one batch: the first is the one stored.
        const created = Boolean(row?.created) && !seen.has(lead.idempotencyKey);
        seen.add(lead.idempotencyKey);
        if (row?.reference) return { reference: row.reference, created };
        // A concurrent request with the same key committed after this statement's snapshot was
        // taken (PostgreSQL server only): the row is visible to a new statement.
        const again = await db.query<{ reference: string }>(FIND_BY_KEY, [lead.idempotencyKey]);
        if (again.rows[0]) return { reference: again.rows[0].reference, created: false };
        throw new Error('The lead was neither stored nor found');
      }),
    );
  }

  async function insertWithFreshReferences(leads: NewLead[], now: Date): Promise<InsertResult[]> {
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
        const results = await insertWithFreshReferences(
          items.map((item) => item.lead),
          now,
        );
        return results.map((value) => ({ status: 'fulfilled', value }));
      } catch (error) {
        if (items.length === 1) throw error;
        // Keep one bad lead from failing the others: write them one by one.
        const outcomes: PromiseSettledResult<InsertResult>[] = [];
        for (const item of items) {
          try {
            const [value] = await insertWithFreshReferences([item.lead], item.now);
            outcomes.push(
              value ? { status: 'fulfilled', value } : { status: 'rejected', reason: error },
            );
          } catch (reason) {
            outcomes.push({ status: 'rejected', reason });
          }
        }
        return outcomes;
      }
    },
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

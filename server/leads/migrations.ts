// Versioned schema changes, applied in order at start-up. The same SQL runs on PGlite and on a
// PostgreSQL server. Never edit a released migration: add the next version.
import type { Database } from './db';

export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'leads, webhook outbox and settings',
    statements: [
      `CREATE TABLE leads (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('quote', 'contact')),
        idempotency_key uuid NOT NULL UNIQUE,
        payload jsonb NOT NULL,
        ip_hash text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX leads_created_at_idx ON leads (created_at)',
      `CREATE TABLE lead_webhook_outbox (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX lead_webhook_outbox_due_idx ON lead_webhook_outbox (next_attempt_at)
        WHERE delivered_at IS NULL`,
      'CREATE TABLE lead_settings (key text PRIMARY KEY, value text NOT NULL)',
    ],
  },
  {
    version: 2,
    name: 'quote details added by reference, and webhook events',
    statements: [
      // When the quote's second step added its details; a lead that has them takes no more.
      'ALTER TABLE leads ADD COLUMN details_at timestamptz',
      // What a delivery announces: the new lead, or the details added to it later.
      `ALTER TABLE lead_webhook_outbox ADD COLUMN event text NOT NULL DEFAULT 'created'
        CHECK (event IN ('created', 'updated'))`,
    ],
  },
  {
    version: 3,
    name: 'one outbox for every channel (webhook, email), with leases',
    statements: [
      'ALTER TABLE lead_webhook_outbox RENAME TO lead_outbox',
      // Deliveries queued before this version went to the webhook; new ones name their channel.
      `ALTER TABLE lead_outbox ADD COLUMN channel text NOT NULL DEFAULT 'webhook'
        CHECK (channel IN ('webhook', 'email'))`,
      'ALTER TABLE lead_outbox ALTER COLUMN channel DROP DEFAULT',
      // Which worker holds the delivery, and until when: past that the holder is taken for dead.
      'ALTER TABLE lead_outbox ADD COLUMN claimed_by text',
      'ALTER TABLE lead_outbox ADD COLUMN claimed_until timestamptz',
      'DROP INDEX lead_webhook_outbox_due_idx',
      `CREATE INDEX lead_outbox_due_idx ON lead_outbox (channel, next_attempt_at)
        WHERE delivered_at IS NULL`,
      // A lead is announced once per channel and event, however often it is queued.
      'CREATE UNIQUE INDEX lead_outbox_once_idx ON lead_outbox (lead_id, channel, event)',
    ],
  },
  {
    version: 4,
    name: 'state shared by several server processes: limits, leases, speed reports',
    statements: [
      // rate-limiter-flexible's RateLimiterPostgres table (its own layout): key, points, expiry (ms).
      `CREATE TABLE shared_rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`,
      // A place held (or a request waiting for one) by a process, until expires_at unless renewed.
      `CREATE TABLE shared_leases (
        id uuid PRIMARY KEY,
        place text NOT NULL,
        visitor text NOT NULL,
        holder text NOT NULL,
        state text NOT NULL CHECK (state IN ('held', 'waiting')),
        queued_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        expires_at timestamptz NOT NULL
      )`,
      'CREATE INDEX shared_leases_place_idx ON shared_leases (place, queued_at)',
      `CREATE TABLE speed_reports (
        key text PRIMARY KEY,
        report text NOT NULL,
        expires_at timestamptz NOT NULL
      )`,
      'CREATE INDEX speed_reports_expires_idx ON speed_reports (expires_at)',
    ],
  },
  {
    version: 5,
    name: 'a spam folder: suspected spam is kept, not forwarded, until released or purged',
    statements: [
      // Why a lead was taken for spam ('honeypot', 'content-rules'), or null for a real one. A
      // suspected lead is never queued for delivery until the agency releases it.
      'ALTER TABLE leads ADD COLUMN spam_reason text',
      // When the agency released it from the spam folder (it is then delivered like any lead).
      'ALTER TABLE leads ADD COLUMN released_at timestamptz',
      `CREATE INDEX leads_spam_idx ON leads (created_at)
        WHERE spam_reason IS NOT NULL AND released_at IS NULL`,
    ],
  },
];

// Any constant works; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK_ID = 727_215_001;

/**
 * Applies the migrations the database has not seen, in one transaction under an advisory lock so
 * that servers starting together against one PostgreSQL do not race. Returns the versions applied.
 */
export async function runMigrations(
  db: Database,
  list: Migration[] = migrations,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query(`CREATE TABLE IF NOT EXISTS lead_schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>(
      'SELECT version FROM lead_schema_migrations',
    );
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of [...list].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO lead_schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

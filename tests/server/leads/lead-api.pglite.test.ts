// The lead API against the embedded PGlite in a temporary directory, plus PGlite's durability set-up.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pgliteFsyncCount } from '../../../server/leads/durable-node-fs';
import { createLeadRepository } from '../../../server/leads/lead-repository';
import { openLeadDatabase } from '../../../server/leads/lead-service';
import { migrations } from '../../../server/leads/migrations';
import { defineLeadApiTests } from './lead-api-suite';
import { contactSubmission } from './lead-fixtures';
import { freshLeadsDataDir } from '../../support/pglite-template';

const dirs: string[] = [];
const tempDataDir = async () => {
  const dir = await freshLeadsDataDir('leads-pglite-');
  dirs.push(dir);
  return dir;
};

defineLeadApiTests('PGlite', {
  open: async () => openLeadDatabase({ dataDir: await tempDataDir() }),
  dispose: async () => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  },
});

describe('the embedded database', () => {
  it('fsyncs each committed lead to disk before the insert resolves', async () => {
    const dataDir = await tempDataDir();
    const db = await openLeadDatabase({ dataDir });
    try {
      const before = pgliteFsyncCount();
      const { idempotencyKey } = contactSubmission() as { idempotencyKey: string };
      await createLeadRepository(db).insert({
        kind: 'contact',
        idempotencyKey,
        payload: { name: 'Meera' },
      });
      expect(pgliteFsyncCount()).toBeGreaterThan(before);
      const { rows } = await db.query<{ fsync: string; wal_sync_method: string }>(
        "SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS wal_sync_method",
      );
      expect(rows[0]).toEqual({ fsync: 'on', wal_sync_method: 'fsync' });
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a second open of the same data directory while the first is open', async () => {
    const dataDir = await tempDataDir();
    const db = await openLeadDatabase({ dataDir });
    try {
      await expect(openLeadDatabase({ dataDir })).rejects.toThrow(
        /Another process is using the leads database/,
      );
    } finally {
      await db.close();
    }
    const reopened = await openLeadDatabase({ dataDir });
    await reopened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('applies each migration once across restarts', async () => {
    const dataDir = await tempDataDir();
    for (let i = 0; i < 2; i += 1) {
      const db = await openLeadDatabase({ dataDir });
      const { rows } = await db.query<{ version: number }>(
        'SELECT version FROM lead_schema_migrations ORDER BY version',
      );
      expect(rows).toEqual(migrations.map(({ version }) => ({ version })));
      await db.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});

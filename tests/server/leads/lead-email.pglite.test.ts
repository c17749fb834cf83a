// The lead email tests (lead-email-suite.ts) on the embedded PGlite in a temporary directory; a
// restart closes the directory and opens it again, as a new server process does.
import fs from 'node:fs';
import type { Database } from '../../../server/leads/db';
import { openLeadDatabase } from '../../../server/leads/lead-service';
import { defineLeadEmailTests } from './lead-email-suite';
import { freshLeadsDataDir } from '../../support/pglite-template';

const dirs = new Map<Database, string>();

defineLeadEmailTests('PGlite', {
  async open() {
    const dir = await freshLeadsDataDir('leads-email-');
    const db = await openLeadDatabase({ dataDir: dir });
    dirs.set(db, dir);
    return db;
  },
  // One process owns an embedded database: its two workers share the handle.
  peer: async (db) => db,
  async reopen(db) {
    const dir = dirs.get(db) ?? '';
    await db.close();
    const reopened = await openLeadDatabase({ dataDir: dir });
    dirs.set(reopened, dir);
    return reopened;
  },
  async dispose() {
    for (const dir of dirs.values()) fs.rmSync(dir, { recursive: true, force: true });
  },
});

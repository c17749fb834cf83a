// The embedded database is created by a child process, so the server never carries initdb's memory.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { durableStartParams } from '../../../server/leads/durable-node-fs';
import { initdbInChild, needsInitdb } from '../../../server/leads/pglite-first-run';

describe('initdbInChild', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('creates a cluster in an empty directory, then leaves it alone', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pglite-first-run-'));
    const pgDir = path.join(dir, 'pglite');
    expect(needsInitdb(pgDir)).toBe(true);
    await initdbInChild(pgDir, durableStartParams());
    expect(needsInitdb(pgDir)).toBe(false);
    const created = (await stat(path.join(pgDir, 'PG_VERSION'))).mtimeMs;
    await initdbInChild(pgDir, durableStartParams());
    expect((await stat(path.join(pgDir, 'PG_VERSION'))).mtimeMs).toBe(created);
  }, 60_000);

  it('says which directory it could not create the database in', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pglite-first-run-'));
    const blocker = path.join(dir, 'not-a-directory');
    await writeFile(blocker, 'a file where the database directory should be');
    const pgDir = path.join(blocker, 'pglite');
    await expect(initdbInChild(pgDir, durableStartParams())).rejects.toThrow(
      `Could not create the leads database in ${pgDir}`,
    );
  }, 60_000);
});

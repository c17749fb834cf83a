// Fresh leads data directories for tests, each with its embedded database cluster already created:
// a copy of one cluster created once per run. Creating a cluster (PGlite's initdb, in a child process
// as server/leads/pglite-first-run.ts does it) costs about 8 s of CPU; copying its 40 MB, a fraction
// of a second. The copy is the same cluster a first start creates; opening it still runs the
// migrations. tests/server/leads/pglite-first-run.test.ts covers the first start itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { durableStartParams } from '../../server/leads/durable-node-fs';
import { initdbInChild, needsInitdb } from '../../server/leads/pglite-first-run';

const WAIT_MS = 180_000;

/** The run's template cluster: created by the first file that asks, awaited by the others. */
async function templateCluster(): Promise<string> {
  const runDir = inject('runFixturesDir');
  const cluster = path.join(runDir, 'pglite-template');
  if (!needsInitdb(cluster)) return cluster;
  const building = path.join(runDir, 'pglite-template-building');
  try {
    fs.mkdirSync(building);
  } catch {
    // Another test file is creating it: the rename below makes it appear complete, at once.
    for (const started = Date.now(); needsInitdb(cluster); await sleep(100)) {
      if (Date.now() - started > WAIT_MS)
        throw new Error(`No template cluster in ${cluster} after ${WAIT_MS / 1000} s`);
    }
    return cluster;
  }
  const staging = path.join(building, 'pglite');
  await initdbInChild(staging, durableStartParams());
  fs.renameSync(staging, cluster);
  return cluster;
}

/** A new temporary leads data directory (LEADS_DATA_DIR) holding a new, unmigrated cluster. */
export async function freshLeadsDataDir(prefix = 'reachmark-leads-'): Promise<string> {
  const cluster = await templateCluster();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(cluster, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

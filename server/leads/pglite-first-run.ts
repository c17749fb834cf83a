// Creates a new embedded database in a short-lived child process. PGlite's initdb grows the
// process to about 700 MB, and neither closing the instance nor garbage collection gives that
// memory back to the system: done in the server itself, a first start idles at about 330 MB
// instead of under 200 MB. The child exits once the cluster is on disk, taking its memory along.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Runs as `node -e` in the child: argv[1] is the PGlite module, argv[2] the directory and argv[3]
// the start parameters as JSON. close() writes the new cluster to disk before the exit.
const CHILD_SOURCE = `
const { PGlite } = require(process.argv[1]);
PGlite.create({ dataDir: process.argv[2], startParams: JSON.parse(process.argv[3]) })
  .then((pg) => pg.close())
  .then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
`;

/** True when `pgDir` holds no database cluster yet. */
export const needsInitdb = (pgDir: string): boolean => !existsSync(path.join(pgDir, 'PG_VERSION'));

/** Creates the cluster in `pgDir` from a child process when there is none; otherwise does nothing. */
export async function initdbInChild(pgDir: string, startParams: readonly string[]): Promise<void> {
  if (!needsInitdb(pgDir)) return;
  const pgliteModule = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  try {
    await run(
      process.execPath,
      ['-e', CHILD_SOURCE, pgliteModule, pgDir, JSON.stringify(startParams)],
      { timeout: 120_000, maxBuffer: 1024 * 1024 },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(
      `Could not create the leads database in ${pgDir}${stderr ? `: ${stderr}` : ''}`,
      {
        cause: error,
      },
    );
  }
  if (needsInitdb(pgDir))
    throw new Error(`Creating the leads database in ${pgDir} left no cluster.`);
}

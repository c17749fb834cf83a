// Starts a throwaway PostgreSQL server for tests from Debian's `postgresql` package: a new cluster
// in a temporary directory, listening on a free loopback port (its socket in that directory too),
// removed again by stop(). As root it runs as the `postgres` user, because initdb refuses root.
// Starting one costs seconds (initdb, then the server's start): the files that only need databases
// share one server per run (sharedPostgresServer), each database created under a name of its own;
// the files that stop or crash the server (an outage) start their own.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';

const POSTGRES_LIB = '/usr/lib/postgresql';
const OS_USER = 'postgres';

export interface PostgresServer extends PostgresDatabases {
  /** Stops the server and keeps its data, as an outage would (resume() starts it again). */
  pause(): void;
  /**
   * Stops the server at once, as a crash would (`pg_ctl -m immediate`): connections drop mid-query
   * and nothing is checkpointed, so resume() recovers from the WAL. Asynchronous, so that the
   * test's own loopback servers go on answering meanwhile.
   */
  crash(): Promise<void>;
  resume(): void;
  stop(): Promise<void>;
}

/** The bin directory of the newest installed PostgreSQL, or undefined when none is installed. */
export function findPostgresBin(): string | undefined {
  if (!fs.existsSync(POSTGRES_LIB)) return undefined;
  const versions = fs
    .readdirSync(POSTGRES_LIB)
    .filter((version) => fs.existsSync(path.join(POSTGRES_LIB, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_LIB, versions[0], 'bin') : undefined;
}

/**
 * Whether the Postgres tests run: always in CI (where a missing server must fail the run, not skip
 * it), elsewhere only when the binaries are installed.
 */
export function shouldRunPostgresTests(): boolean {
  if (process.env.CI === 'true') return true;
  if (findPostgresBin()) return true;
  console.warn(
    'Skipping the PostgreSQL tests: install Debian\'s "postgresql" package to run them.',
  );
  return false;
}

const isRoot = () => process.getuid?.() === 0;

/** The command that runs `bin` as the `postgres` user when this process is root. */
const asOwner = (bin: string, args: string[]): [string, string[]] =>
  isRoot() ? ['runuser', ['-u', OS_USER, '--', bin, ...args]] : [bin, args];

function run(bin: string, args: string[]): void {
  const result = spawnSync(...asOwner(bin, args), { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(bin)} failed (${result.status}): ${result.stderr || result.stdout}`,
    );
  }
}

function runInBackground(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(...asOwner(bin, args), (error, stdout, stderr) =>
      error ? reject(new Error(`${path.basename(bin)} failed: ${stderr || stdout}`)) : resolve(),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Creates databases on a running server, each under a new name no other test file uses. */
export interface PostgresDatabases {
  /** A new, empty database on the server, as a connection URL. */
  createDatabase(): Promise<string>;
}

function databasesOn(serverUrl: string): PostgresDatabases {
  const url = (database: string) => `${serverUrl}/${database}`;
  return {
    async createDatabase() {
      const name = `leads_test_${randomUUID().replaceAll('-', '')}`;
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
  };
}

const SHARED_LOCK = 'postgres-starting';
const SHARED_DIR_FILE = 'postgres-dir';
const SHARED_URL_FILE = 'postgres-url';
const SHARED_WAIT_MS = 180_000;

/**
 * This run's shared PostgreSQL server, started by the first test file that asks and then found by
 * the others through the run's fixtures directory (tests/support/global-setup.ts, which stops it
 * when the run ends). For the tests that only need databases on a server.
 */
export async function sharedPostgresServer(): Promise<PostgresDatabases> {
  const runDir = inject('runFixturesDir');
  const urlFile = path.join(runDir, SHARED_URL_FILE);
  if (fs.existsSync(urlFile)) return databasesOn(fs.readFileSync(urlFile, 'utf8'));
  try {
    fs.mkdirSync(path.join(runDir, SHARED_LOCK));
  } catch {
    // Another file is starting it: the URL file appears (by a rename) once the server is up.
    for (const started = Date.now(); !fs.existsSync(urlFile); await sleep(100)) {
      if (Date.now() - started > SHARED_WAIT_MS)
        throw new Error(`The run's shared PostgreSQL server did not start in time (${runDir})`);
    }
    return databasesOn(fs.readFileSync(urlFile, 'utf8'));
  }
  // Its own temporary directory, not under the run's (which only its owner may enter).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-pg-shared-'));
  fs.writeFileSync(path.join(runDir, SHARED_DIR_FILE), dir);
  const server = await startPostgresServer(dir);
  fs.writeFileSync(`${urlFile}.new`, server.url);
  fs.renameSync(`${urlFile}.new`, urlFile);
  return server;
}

/** Stops and removes the shared server of the run whose fixtures directory is `runDir`, if any. */
export function stopSharedPostgresServer(runDir: string): void {
  const dirFile = path.join(runDir, SHARED_DIR_FILE);
  if (!fs.existsSync(dirFile)) return;
  const dir = fs.readFileSync(dirFile, 'utf8');
  const dataDir = path.join(dir, 'data');
  const bin = findPostgresBin();
  try {
    if (bin && fs.existsSync(path.join(dataDir, 'postmaster.pid')))
      run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts a server of its own in `dir` (a new temporary directory unless given), which stop()
 * removes.
 */
export async function startPostgresServer(
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-pg-')),
): Promise<PostgresServer & { url: string }> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      `No PostgreSQL server found under ${POSTGRES_LIB}/*/bin. Install Debian's "postgresql" package ` +
        '(apt-get install -y postgresql); in CI these tests must run.',
    );
  }
  const dataDir = path.join(dir, 'data');
  if (isRoot()) execFileSync('chown', [`${OS_USER}:`, dir]);
  run(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);

  let port = 0;
  const start = () =>
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    try {
      start();
      break;
    } catch (error) {
      // Another process may have taken the port between our check and the server's bind.
      if (attempt >= 3) throw error;
    }
  }

  const url = `postgres://postgres@127.0.0.1:${port}`;
  return {
    url,
    ...databasesOn(url),
    pause: () => run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    crash: () =>
      runInBackground(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    resume: start,
    async stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

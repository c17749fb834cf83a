// The servers `npm run bench:leads` loads. One process (the default): the compiled lead server
// alone on a fresh embedded database, or on DATABASE_URL's server when set. BENCH_PROCESSES=2 (or
// more): that many compiled production servers (dist-node/start.js, as deployed, so the lead limit
// is counted in PostgreSQL) on one PostgreSQL: DATABASE_URL's, else a throwaway one started from
// Debian's `postgresql` as the tests do. The lead limit is raised by configuration throughout.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgresServer } from '../tests/server/leads/postgres-server';
import { startCompiledServer } from './compiled-server';

export interface LeadServers {
  /** The servers' base URLs, to spread the load over. */
  urls: string[];
  /** Where the leads are stored: a PostgreSQL URL, or the embedded database's folder. */
  store: { databaseUrl: string } | { dataDir: string };
  /** What the figures were measured against, for the heading. */
  label: string;
  stop(): Promise<void>;
}

const LEAD_LIMIT = { LEADS_RATE_LIMIT: '1000000' };

/** The number of server processes BENCH_PROCESSES asks for (1 when unset). */
export function benchProcesses(value: string | undefined): number {
  const count = Number(value ?? '1');
  if (!Number.isInteger(count) || count < 1 || count > 8)
    throw new Error(`BENCH_PROCESSES must be a whole number from 1 to 8, got "${value}"`);
  return count;
}

async function startOne(root: string, databaseUrl: string | undefined): Promise<LeadServers> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-bench-'));
  // The compiled lead server, run as `npm start` runs it (`npm run bench:leads` builds it first).
  const server = spawn(
    process.execPath,
    ['--max-semi-space-size=2', path.join(root, 'dist-node/leads/dev-server.js')],
    {
      cwd: root,
      env: { ...process.env, LEADS_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...LEAD_LIMIT },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    server.once('exit', (code) =>
      reject(new Error(`The lead server exited (${code}) before listening`)),
    );
  });
  return {
    urls: [url],
    store: databaseUrl ? { databaseUrl } : { dataDir },
    label: databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded, fsync on)',
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startSeveral(
  root: string,
  count: number,
  databaseUrl: string | undefined,
): Promise<LeadServers> {
  if (!fs.existsSync(path.join(root, 'dist/pages.json')))
    throw new Error('Build the site first (npm run build): the production server serves dist/.');
  const postgres = databaseUrl ? undefined : await startPostgresServer();
  const url = databaseUrl ?? (await postgres!.createDatabase());
  // As deployed behind a proxy: the production log level (info, a line a request), the visitor's
  // address from X-Forwarded-For; the lead limit raised.
  const starting = Array.from({ length: count }, () =>
    startCompiledServer(root, 'leads', {
      ...LEAD_LIMIT,
      DATABASE_URL: url,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'loopback',
    }),
  );
  const started = await Promise.allSettled(starting);
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.stop();
    throw failed.reason;
  }
  return {
    urls: servers.map((server) => `http://127.0.0.1:${server.port}`),
    store: { databaseUrl: url },
    label: `${count} server processes (dist-node/start.js) on one PostgreSQL${
      databaseUrl ? ' (DATABASE_URL)' : ' (throwaway, local)'
    }`,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await postgres?.stop();
    },
  };
}

export function startLeadServers(root: string, env: NodeJS.ProcessEnv): Promise<LeadServers> {
  const count = benchProcesses(env.BENCH_PROCESSES);
  return count === 1
    ? startOne(root, env.DATABASE_URL)
    : startSeveral(root, count, env.DATABASE_URL);
}

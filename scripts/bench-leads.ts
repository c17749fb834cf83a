// `npm run bench:leads`: 200 lead submissions a second for 10 s against the lead server on loopback
// (a fresh embedded database, or DATABASE_URL's server when set), with the rate limit raised by
// configuration. Prints errors, non-2xx answers, p50/p99 latency and the leads stored against the
// 201s answered; exits 1 when a target is missed (no errors, p99 <= 50 ms, stored == answered).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { AdminResult } from '../server/leads/admin-commands';
import { askDataDirOwner } from '../server/leads/data-dir-guard';
import { createLeadRepository } from '../server/leads/lead-repository';
import { openLeadDatabase } from '../server/leads/lead-service';

const RATE_PER_SECOND = 200;
const DURATION_SECONDS = 10;
const CONNECTIONS = 20;
const P99_TARGET_MS = 50;

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-bench-'));
const databaseUrl = process.env.DATABASE_URL;
const env = {
  ...process.env,
  LEADS_DATA_DIR: dataDir,
  LEADS_RATE_LIMIT: '1000000',
  LOG_LEVEL: 'warn',
};

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'server/leads/dev-server.ts')],
  {
    cwd: root,
    env,
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

const startedAt = new Date();
let sequence = 0;
const answered = new Set<string>();
const body = () => {
  sequence += 1;
  return JSON.stringify({
    kind: 'quote',
    idempotencyKey: randomUUID(),
    startedAt: Date.now() - 45_000,
    name: `Benchmark Lead ${sequence}`,
    email: `bench${sequence}@example.in`,
    phone: `+91 98${String(sequence).padStart(8, '0')}`,
    company: 'Load Test Traders Pvt Ltd',
    services: ['seo', 'ppc'],
    city: 'pune',
    budget: '25k-50k',
    message:
      'Looking for SEO and Google Ads for our Pune showroom; please share a proposal and pricing.',
    consent: true,
  });
};

const result = await autocannon({
  url,
  connections: CONNECTIONS,
  overallRate: RATE_PER_SECOND,
  amount: RATE_PER_SECOND * DURATION_SECONDS,
  requests: [
    {
      method: 'POST',
      path: '/api/leads',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: body() }),
      onResponse: (status, responseBody) => {
        if (status === 201)
          answered.add((JSON.parse(responseBody) as { reference: string }).reference);
      },
    },
  ],
});

async function storedReferences(): Promise<Set<string>> {
  const since = startedAt.toISOString();
  if (databaseUrl) {
    const db = await openLeadDatabase({ dataDir, databaseUrl });
    const leads = await createLeadRepository(db).list({ since: startedAt });
    await db.close();
    return new Set(leads.map((lead) => lead.reference));
  }
  const answer = await askDataDirOwner(dataDir, { command: 'leads', since });
  if (!answer.owned || answer.error)
    throw new Error(
      `Could not read the stored leads: ${answer.owned ? answer.error : 'no server'}`,
    );
  return new Set(
    (answer.result as Extract<AdminResult, { leads: unknown }>).leads.map((lead) => lead.reference),
  );
}

const stored = await storedReferences();
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
fs.rmSync(dataDir, { recursive: true, force: true });

const answeredButMissing = [...answered].filter((reference) => !stored.has(reference)).length;
const created = result.statusCodeStats?.['201']?.count ?? 0;
const rows: [string, string | number][] = [
  ['database', databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded, fsync on)'],
  ['requests sent', result.requests.sent],
  ['rate', `${RATE_PER_SECOND}/s for ${DURATION_SECONDS} s over ${CONNECTIONS} connections`],
  ['errors', result.errors],
  ['timeouts', result.timeouts],
  ['non-2xx answers', result.non2xx],
  ['latency p50', `${result.latency.p50} ms`],
  ['latency p99', `${result.latency.p99} ms`],
  ['latency max', `${result.latency.max} ms`],
  ['201s answered', created],
  ['leads stored', stored.size],
  ['answered but not stored', answeredButMissing],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n'));

const failures = [
  result.errors > 0 && 'connection errors',
  result.non2xx > 0 && 'non-2xx answers',
  result.latency.p99 > P99_TARGET_MS && `p99 above ${P99_TARGET_MS} ms`,
  (stored.size !== created || answeredButMissing > 0) && 'stored differs from answered',
].filter(Boolean);
console.log(failures.length ? `\nTargets missed: ${failures.join(', ')}.` : '\nAll targets met.');
process.exitCode = failures.length ? 1 : 0;

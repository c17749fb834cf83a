// `npm run bench:leads`: 200 lead submissions a second for 10 s against the compiled lead server on loopback
// (a fresh embedded database, or DATABASE_URL's server when set), rate limit raised by configuration;
// with BENCH_PROCESSES=2, spread over two production server processes on one PostgreSQL
// (lead-servers.ts). Two runs after a warm-up: evenly paced (open loop, see paced-load.ts) and
// autocannon's overallRate (each connection's share of a second sent back to back). Prints errors,
// non-2xx answers, p50/p99 latency, the CPU time the hypervisor took meanwhile (cpu-steal.ts) and
// leads stored against 201s answered; exits 1 when a target is missed: no errors, p99 <= 50 ms,
// stored == answered.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { AdminResult } from '../server/leads/admin-commands';
import { askDataDirOwner } from '../server/leads/data-dir-guard';
import { createLeadRepository } from '../server/leads/lead-repository';
import { openLeadDatabase } from '../server/leads/lead-service';
import { watchStolenCpu, type StolenCpu } from './cpu-steal';
import { startLeadServers } from './lead-servers';
import { percentile, runPacedLoad } from './paced-load';

const RATE_PER_SECOND = 200;
const SECONDS = 10;
const WARM_UP_SECONDS = 2;
const AUTOCANNON_CONNECTIONS = 20;
const P99_TARGET_MS = 50;

const root = fileURLToPath(new URL('..', import.meta.url));
const servers = await startLeadServers(root, process.env);
const { urls } = servers;

let sequence = 0;
const body = () => {
  sequence += 1;
  return JSON.stringify({
    kind: 'quote',
    idempotencyKey: randomUUID(),
    startedAt: Date.now() - 45_000,
    name: `Benchmark Lead ${sequence}`,
    email: `bench${sequence}@example.in`,
    phone: `+91 98${String(sequence % 1e8).padStart(8, '0')}`,
    company: 'Load Test Traders Pvt Ltd',
    services: ['seo', 'ppc'],
    need: 'seo',
    city: 'pune',
    budget: '25k-50k',
    message:
      'Looking for SEO and Google Ads for our Pune showroom; please share a proposal and pricing.',
    consent: true,
  });
};

// Each lead from a visitor of its own, as a busy site's are, named by the loopback proxy the
// several-process servers trust (TRUST_PROXY): the lead limit then counts in many rows, not one.
let visitors = 0;
const visitor = () => {
  visitors += 1;
  return { 'x-forwarded-for': `198.18.${Math.floor(visitors / 250) % 250}.${visitors % 250}` };
};

interface RunFigures {
  sent: number;
  errors: number;
  non2xx: number;
  p50: number;
  p99: number;
  max: number;
  answered: Set<string>;
  /** CPU time the hypervisor gave other guests during the run (undefined: not reported). */
  stolen?: StolenCpu;
}

/** `run`'s figures with the CPU time stolen from this machine while it ran. */
async function withSteal(run: () => Promise<RunFigures>): Promise<RunFigures> {
  const watch = watchStolenCpu();
  const figures = await run();
  return { ...figures, stolen: watch.stop() };
}

const referenceOf = (status: number, text: string, into: Set<string>) => {
  if (status === 201) into.add((JSON.parse(text) as { reference: string }).reference);
};

async function pacedRun(seconds: number): Promise<RunFigures> {
  const answered = new Set<string>();
  const result = await runPacedLoad({
    urls: urls.map((url) => `${url}/api/leads`),
    ratePerSecond: RATE_PER_SECOND,
    seconds,
    body,
    headers: visitor,
    onResponse: (status, text) => referenceOf(status, text, answered),
  });
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const non2xx = [...result.statuses].reduce(
    (sum, [status, count]) => sum + (status >= 300 ? count : 0),
    0,
  );
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    sent: result.sent,
    errors: result.errors,
    non2xx,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    answered,
  };
}

async function autocannonRun(seconds: number): Promise<RunFigures> {
  const answered = new Set<string>();
  const result = await autocannon({
    // autocannon takes several URLs and spreads its connections over them; its types say one.
    url: (urls.length === 1 ? urls[0] : urls) as string,
    connections: AUTOCANNON_CONNECTIONS,
    overallRate: RATE_PER_SECOND,
    // A number of requests rather than a duration: every request sent is answered before the run
    // ends, so the 201s can be compared with the leads stored.
    amount: RATE_PER_SECOND * seconds,
    // Raw latencies: the correction assumes one request per 1/rate ms on each connection, which
    // does not match how autocannon paces (see above).
    ignoreCoordinatedOmission: true,
    requests: [
      {
        method: 'POST',
        path: '/api/leads',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...visitor() },
          body: body(),
        }),
        onResponse: (status, text) => referenceOf(status, text, answered),
      },
    ],
  });
  return {
    sent: result.requests.sent,
    errors: result.errors,
    non2xx: result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    answered,
  };
}

async function storedReferences(since: Date): Promise<Set<string>> {
  const { store } = servers;
  if ('databaseUrl' in store) {
    const db = await openLeadDatabase({ dataDir: 'unused', databaseUrl: store.databaseUrl });
    const leads = await createLeadRepository(db).list({ since });
    await db.close();
    return new Set(leads.map((lead) => lead.reference));
  }
  const answer = await askDataDirOwner(store.dataDir, {
    command: 'leads',
    since: since.toISOString(),
  });
  if (!answer.owned || answer.error)
    throw new Error(
      `Could not read the stored leads: ${answer.owned ? answer.error : 'no server'}`,
    );
  return new Set(
    (answer.result as Extract<AdminResult, { leads: unknown }>).leads.map((lead) => lead.reference),
  );
}

// Warm-up (not measured): the first requests compile the code paths and fill PGlite's caches.
// The servers (and a throwaway PostgreSQL) are stopped whatever happens.
const { runs, stored } = await (async () => {
  try {
    await pacedRun(WARM_UP_SECONDS);
    const measuredFrom = new Date();
    const figures = {
      paced: await withSteal(() => pacedRun(SECONDS)),
      autocannon: await withSteal(() => autocannonRun(SECONDS)),
    };
    return { runs: figures, stored: await storedReferences(measuredFrom) };
  } finally {
    await servers.stop();
  }
})();

const answeredCount = runs.paced.answered.size + runs.autocannon.answered.size;
const missing = [...runs.paced.answered, ...runs.autocannon.answered].filter(
  (reference) => !stored.has(reference),
);
const stolen = ({ stolen: cpu }: RunFigures) =>
  cpu ? `${cpu.totalMs} ms (${cpu.worstWindowMs} in 0.1 s)` : 'unknown';
const table: [string, string, string][] = [
  [
    '',
    `paced (1 per ${1000 / RATE_PER_SECOND} ms)`,
    `autocannon (${AUTOCANNON_CONNECTIONS} conn.)`,
  ],
  ...(['sent', 'errors', 'non2xx', 'p50', 'p99', 'max'] as const).map(
    (key): [string, string, string] => {
      const unit = key === 'p50' || key === 'p99' || key === 'max' ? ' ms' : '';
      const label = {
        sent: 'requests',
        errors: 'errors',
        non2xx: 'non-2xx',
        p50: 'latency p50',
        p99: 'latency p99',
        max: 'latency max',
      }[key];
      return [label, `${runs.paced[key]}${unit}`, `${runs.autocannon[key]}${unit}`];
    },
  ),
  ['201s answered', String(runs.paced.answered.size), String(runs.autocannon.answered.size)],
  ['CPU stolen', stolen(runs.paced), stolen(runs.autocannon)],
];
const widths = [0, 1, 2].map((i) => Math.max(...table.map((row) => row[i]?.length ?? 0)));
console.log(
  `Lead API, ${RATE_PER_SECOND} submissions/s for ${SECONDS} s per run after ${WARM_UP_SECONDS} s warm-up, on ` +
    `${servers.label}\n`,
);
console.log(
  table.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('   ')).join('\n'),
);
console.log(
  '(CPU stolen: time the hypervisor gave other guests during the run, all CPUs together, and the\n' +
    ' most in one tenth of a second: a burst stops the servers and the load generator alike.)',
);
console.log(
  `\nleads stored ${stored.size}, 201s answered ${answeredCount}, answered but not stored ${missing.length}`,
);

const failures = Object.entries(runs).flatMap(([name, run]) => [
  ...(run.errors > 0 ? [`${name}: connection errors`] : []),
  ...(run.non2xx > 0 ? [`${name}: non-2xx answers`] : []),
  ...(run.p99 > P99_TARGET_MS ? [`${name}: p99 above ${P99_TARGET_MS} ms`] : []),
]);
if (stored.size !== answeredCount || missing.length > 0)
  failures.push('stored differs from answered');
console.log(failures.length ? `\nTargets missed: ${failures.join('; ')}.` : '\nAll targets met.');
process.exitCode = failures.length ? 1 : 0;

import { randomUUID } from 'node:crypto';
import { openLeadDatabase } from './server/leads/lead-service';
import { createLeadRepository } from './server/leads/lead-repository';
const dir = process.argv[2]!;
const db = await openLeadDatabase({ dataDir: dir });
const origQuery = db.query;
const qt: number[] = [];
(db as any).query = async (sql: string, p?: unknown[]) => { const t = performance.now(); const r = await origQuery(sql, p); if (sql.includes('jsonb_to_recordset')) qt.push(performance.now() - t); return r; };
const repo = createLeadRepository(db);
const payload = { name: 'Benchmark Lead', email: 'b@example.in', phone: '+919800000000', company: 'Load Test Traders', services: ['seo', 'ppc'], city: 'pune', budget: '25k-50k', message: 'Looking for SEO and Google Ads for our Pune showroom; please share a proposal.', consent: true };
const lat: number[] = [];
const ps: Promise<void>[] = [];
const t0 = performance.now();
for (let i = 0; i < 1000; i++) {
  const target = t0 + i * 5;
  const wait = target - performance.now();
  if (wait > 0) await new Promise(r => setTimeout(r, wait));
  const s = performance.now();
  ps.push(repo.insert({ kind: 'quote', idempotencyKey: randomUUID(), payload, notify: false }).then(() => { lat.push(performance.now() - s); }));
}
await Promise.all(ps);
lat.sort((a, b) => a - b); qt.sort((a, b) => a - b);
console.log('insert p50', lat[500]!.toFixed(1), 'p99', lat[990]!.toFixed(1), 'batches', qt.length, 'query p50', qt[qt.length >> 1]!.toFixed(1), 'p99', qt[Math.floor(qt.length * 0.99)]!.toFixed(1));
await db.close();

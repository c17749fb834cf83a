import { randomUUID } from 'node:crypto';
const url = process.argv[2]!;
const lat: number[] = [];
for (let i = 0; i < 300; i++) {
  const body = JSON.stringify({
    kind: 'contact',
    idempotencyKey: randomUUID(),
    startedAt: Date.now() - 60000,
    name: 'Test Person',
    email: 't@example.in',
    subject: 'Hello there',
    message: 'A message that is long enough.',
    consent: true,
  });
  const t = performance.now();
  const r = await fetch(url + '/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await r.text();
  lat.push(performance.now() - t);
}
lat.sort((a, b) => a - b);
console.log(
  'seq p50',
  lat[150]!.toFixed(2),
  'p90',
  lat[270]!.toFixed(2),
  'p99',
  lat[297]!.toFixed(2),
);

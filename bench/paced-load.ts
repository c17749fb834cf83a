// An open-loop load generator: sends one POST every 1000/rate ms whatever the server is doing, and
// times each request from the moment it was due (so a stalled server cannot hide its stalls by
// delaying the sender). This is "N submissions a second" as visitors produce them; autocannon's
// rate limit instead sends each connection's share of a second back to back, then waits.
import http from 'node:http';

export interface PacedLoadOptions {
  /** Where to send: request i goes to urls[i % urls.length] (several servers behind no balancer). */
  urls: string[];
  ratePerSecond: number;
  seconds: number;
  body: () => string;
  /** Headers of the next request besides its type and length (a visitor's address, say). */
  headers?: () => Record<string, string>;
  onResponse?: (status: number, body: string) => void;
}

export interface PacedLoadResult {
  sent: number;
  errors: number;
  statuses: Map<number, number>;
  /** Milliseconds from when each answered request was due to when its answer had arrived. */
  latencies: number[];
}

export async function runPacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const { ratePerSecond, seconds, body, onResponse } = options;
  const targets = options.urls.map((url) => new URL(url));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const result: PacedLoadResult = { sent: 0, errors: 0, statuses: new Map(), latencies: [] };
  const total = ratePerSecond * seconds;
  const intervalMs = 1000 / ratePerSecond;
  const start = performance.now() + 20;
  const pending: Promise<void>[] = [];

  const send = (dueAt: number, target: URL) =>
    new Promise<void>((resolve) => {
      const payload = body();
      const request = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            ...options.headers?.(),
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            result.latencies.push(performance.now() - dueAt);
            result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
            onResponse?.(status, text);
            resolve();
          });
        },
      );
      request.on('error', () => {
        result.errors += 1;
        resolve();
      });
      request.end(payload);
    });

  for (let i = 0; i < total; i += 1) {
    const dueAt = start + i * intervalMs;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    result.sent += 1;
    pending.push(send(dueAt, targets[i % targets.length]!));
  }
  await Promise.all(pending);
  agent.destroy();
  return result;
}

/** The value below which `p` percent of the sorted values fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

// The Page Speed Checker with PAGESPEED_API_KEY set, through the whole site server: its reports
// come from a fake PageSpeed Insights API on 127.0.0.1 (PAGESPEED_API_URL) that answers with a
// recorded Lighthouse report or with the API's errors. Nothing here reaches googleapis.com: the
// public name in the tests is only ever handed to the fake, never connected to.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import {
  MAX_ANSWER_BYTES,
  PAGESPEED_API_URL,
  readPageSpeedSettings,
} from '../../../server/tools/pagespeed-insights';
import { createToolsService } from '../../../server/tools/tools-service';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { analyzeLighthouseReport } from '../../../src/features/seo-tools/performance/performance-report';
import { makeFixtureDist } from '../fixture-dist';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

const recorded = readFileSync('tests/fixtures/seo-tools/site-home.lighthouse.json', 'utf8');

/** What the fake API answers for a tested address, by the address's path. */
const answers: Record<string, [number, unknown]> = {
  '/quota': [
    429,
    {
      error: {
        code: 429,
        message: "Quota exceeded for quota metric 'Queries' and limit 'Queries per day'.",
        status: 'RESOURCE_EXHAUSTED',
      },
    },
  ],
  '/bad-key': [
    400,
    {
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
        details: [{ reason: 'API_KEY_INVALID' }],
      },
    },
  ],
  '/unloadable': [
    500,
    {
      error: {
        code: 500,
        message:
          'Lighthouse returned error: FAILED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page you requested.',
      },
    },
  ],
  '/no-report': [200, { id: 'https://public.test/no-report' }],
  // Chrome UX Report data as the API sends it: too few visits to the page, so the site's figures.
  '/field': [
    200,
    {
      lighthouseResult: JSON.parse(recorded) as unknown,
      analysisUTCTimestamp: '2026-11-20T06:30:00.000Z',
      loadingExperience: { id: 'https://public.test/field', origin_fallback: true, metrics: {} },
      originLoadingExperience: {
        id: 'https://public.test',
        metrics: {
          LARGEST_CONTENTFUL_PAINT_MS: { percentile: 3100, category: 'AVERAGE' },
          INTERACTION_TO_NEXT_PAINT: { percentile: 180, category: 'FAST' },
          CUMULATIVE_LAYOUT_SHIFT_SCORE: { percentile: 27, category: 'SLOW' },
        },
        overall_category: 'SLOW',
      },
    },
  ],
};

let psi: LoopbackServer;
let app: FastifyInstance;
let asked: URLSearchParams[] = [];

async function startApp(apiUrl: string) {
  const tools = createToolsService({
    config: readToolsConfig({}),
    resolve: loopbackResolver({
      // A public address by the policy, only ever passed to the fake API, never connected to.
      'public.test': ['93.184.215.14'],
      'internal.test': ['10.0.0.5'],
    }),
    limits: { requestsPerMinute: 1000, maxCrawls: 3, maxFetches: 8 },
    pageSpeed: { apiKey: 'test-key', apiUrl },
  });
  const built = await buildApp({
    distDir: makeFixtureDist(),
    trustProxy: false,
    extend: tools.register,
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  psi = await startLoopbackServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://fake').searchParams;
    asked.push(query);
    const tested = new URL(query.get('url') ?? '').pathname;
    if (tested === '/huge') {
      // A report past the cap, sent in 1 MB pieces: the server stops reading at the cap.
      response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      const piece = ' '.repeat(1_000_000);
      for (let sent = 0; sent <= MAX_ANSWER_BYTES; sent += piece.length) response.write(piece);
      response.end('{}');
      return;
    }
    const [status, body] = answers[tested] ?? [200, null];
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    response.end(body === null ? `{"lighthouseResult":${recorded}}` : JSON.stringify(body));
  });
  app = await startApp(`http://127.0.0.1:${psi.port}/pagespeedonline/v5/runPagespeed`);
});

afterAll(async () => {
  await app?.close();
  await psi?.close();
});

beforeEach(() => {
  asked = [];
});

const speed = (url: string, formFactor = 'mobile', on = app) =>
  on.inject({ method: 'POST', url: '/api/tools/speed', payload: { url, formFactor } });

const messageOf = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

describe('POST /api/tools/speed with a PageSpeed Insights key', () => {
  it('answers with the Lighthouse report of the API, per form factor, cached for the day', async () => {
    const first = await speed('https://public.test/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['x-measured-by']).toBe('PageSpeed Insights');
    const report = first.json<Record<string, unknown>>();
    expect(report.lighthouseVersion).toBe('12.8.2');
    expect(Object.keys(report.categories as object)).toEqual([
      'performance',
      'accessibility',
      'best-practices',
      'seo',
    ]);
    expect(report).not.toHaveProperty('fullPageScreenshot');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get('url')).toBe('https://public.test/');
    expect(asked[0]?.get('strategy')).toBe('mobile');
    expect(asked[0]?.get('key')).toBe('test-key');
    expect(asked[0]?.getAll('category')).toEqual([
      'performance',
      'accessibility',
      'best-practices',
      'seo',
    ]);

    const again = await speed('https://public.test/');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    const desktop = await speed('https://public.test/', 'desktop');
    expect(desktop.headers['x-cache']).toBe('miss');
    expect(asked.map((query) => query.get('strategy'))).toEqual(['mobile', 'desktop']);
  });

  it('relays the real-user data (Chrome UX Report) the API returns, which the report shows', async () => {
    const response = await speed('https://public.test/field');
    expect(response.statusCode).toBe(200);
    const report = response.json<Record<string, unknown>>();
    expect(report.lighthouseVersion).toBe('12.8.2');
    expect(report.analysisUTCTimestamp).toBe('2026-11-20T06:30:00.000Z');
    const result = analyzeLighthouseReport(response.body);
    expect(result.ok && result.summary.field).toEqual({
      scope: 'origin',
      periodEnd: '2026-11-20',
      metrics: [
        { name: 'LCP', p75: 3100, rating: 'needs-improvement' },
        { name: 'INP', p75: 180, rating: 'good' },
        { name: 'CLS', p75: 0.27, rating: 'poor' },
      ],
    });
    // The recorded report alone (no field data from the API) has none.
    const plain = analyzeLighthouseReport((await speed('https://public.test/')).body);
    expect(plain.ok && plain.summary.field).toBeUndefined();
  });

  it('refuses the addresses the fetcher refuses, before asking the API', async () => {
    for (const url of ['http://127.1/', 'http://[::1]/', 'https://public.test:8080/']) {
      const response = await speed(url);
      expect(response.statusCode).toBe(400);
    }
    const internal = await speed('https://internal.test/');
    expect(internal.statusCode).toBe(400);
    expect(messageOf(internal)).toMatch(
      /^We can only check public websites, and internal\.test points to \S+, (a private address|an address that means “this computer”)/,
    );
    const unknown = await speed('https://nowhere.test/');
    expect(messageOf(unknown)).toBe(
      'We couldn’t find a website at nowhere.test. Check that the address is spelled correctly.',
    );
    expect(asked).toHaveLength(0);
  });

  it('turns the API’s errors into plain messages and keeps none of them', async () => {
    const quota = await speed('https://public.test/quota');
    expect(quota.statusCode).toBe(503);
    expect(messageOf(quota)).toMatch(/^PageSpeed Insights' quota for this server is used up/);
    const badKey = await speed('https://public.test/bad-key');
    expect(badKey.statusCode).toBe(502);
    expect(messageOf(badKey)).toMatch(/^This server's PageSpeed Insights API key was refused/);
    const unloadable = await speed('https://public.test/unloadable');
    expect(messageOf(unloadable)).toMatch(
      /^PageSpeed Insights could not load the page \(FAILED_DOCUMENT_REQUEST\)/,
    );
    const empty = await speed('https://public.test/no-report');
    expect(messageOf(empty)).toMatch(/^PageSpeed Insights answered without a Lighthouse report/);
    const huge = await speed('https://public.test/huge');
    expect(huge.statusCode).toBe(502);
    expect(messageOf(huge)).toMatch(/^PageSpeed Insights sent a report over 20 MB/);
    await speed('https://public.test/quota');
    expect(asked).toHaveLength(6);
  });

  it('says so when the API cannot be reached', async () => {
    const closed = await startLoopbackServer(() => undefined);
    const closedUrl = `http://127.0.0.1:${closed.port}/runPagespeed`;
    await closed.close();
    const unreachable = await startApp(closedUrl);
    try {
      const response = await speed('https://public.test/', 'mobile', unreachable);
      expect(response.statusCode).toBe(502);
      expect(messageOf(response)).toMatch(/^PageSpeed Insights could not be reached/);
    } finally {
      await unreachable.close();
    }
  });
});

describe('readPageSpeedSettings', () => {
  it('uses the API only with a key, at Google’s address unless another is set', () => {
    expect(readPageSpeedSettings({})).toBeUndefined();
    expect(readPageSpeedSettings({ PAGESPEED_API_KEY: '  ' })).toBeUndefined();
    expect(readPageSpeedSettings({ PAGESPEED_API_KEY: 'k' })).toEqual({
      apiKey: 'k',
      apiUrl: PAGESPEED_API_URL,
    });
    expect(
      readPageSpeedSettings({ PAGESPEED_API_KEY: 'k', PAGESPEED_API_URL: 'http://127.0.0.1:9/x' }),
    ).toEqual({ apiKey: 'k', apiUrl: 'http://127.0.0.1:9/x' });
    expect(() =>
      readPageSpeedSettings({ PAGESPEED_API_KEY: 'k', PAGESPEED_API_URL: 'ftp://x' }),
    ).toThrow(/^PAGESPEED_API_URL must be an http\(s\) address/);
  });
});

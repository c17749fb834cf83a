import { describe, expect, it } from 'vitest';
import {
  analyzeHar,
  analyzeLighthouseReport,
  analyzePerformanceFile,
} from '../../../../src/features/seo-tools/performance/performance-report';
import type {
  PerformanceResult,
  PerformanceSummary,
} from '../../../../src/features/seo-tools/performance/performance-summary';
import {
  formatBytes,
  resourceTypeOf,
} from '../../../../src/features/seo-tools/performance/performance-summary';
import { SAMPLE_HAR } from '../../../../src/features/seo-tools/performance/sample-performance';
import { readFixture } from '../read-fixture';

function summaryOf(result: PerformanceResult): PerformanceSummary {
  if (!result.ok) throw new Error(`expected a summary, got ${result.error.code}`);
  return result.summary;
}

const lighthouseText = readFixture('lighthouse-report.json');
const harText = readFixture('page-load.har');

describe('analyzeLighthouseReport', () => {
  const summary = summaryOf(analyzeLighthouseReport(JSON.parse(lighthouseText)));

  it('reads the category scores in Lighthouse order, as 0–100', () => {
    expect(summary.scores).toEqual([
      { id: 'performance', title: 'Performance', score: 41 },
      { id: 'accessibility', title: 'Accessibility', score: 78 },
      { id: 'best-practices', title: 'Best Practices', score: 74 },
      { id: 'seo', title: 'SEO', score: 69 },
    ]);
    expect(summary.generator).toBe('Lighthouse 12.8.2');
    expect(summary.pageUrl).toBe('https://www.delhishiftingexperts.in/');
  });

  it('rates the lab metrics against the Web Vitals thresholds', () => {
    expect(summary.metrics.map((m) => [m.name, m.display, m.rating])).toEqual([
      ['FCP', '3.1 s', 'poor'],
      ['LCP', '7.8 s', 'poor'],
      ['TBT', '689 ms', 'poor'],
      ['CLS', '0.184', 'needs-improvement'],
      ['SI', '6.2 s', 'poor'],
      ['TTFB', '1.3 s', 'needs-improvement'],
    ]);
  });

  it('tells lab timings Lighthouse simulated from those it measured on the page load', () => {
    expect(summary.metrics.map((m) => [m.name, m.basis])).toEqual([
      ['FCP', 'simulated'],
      ['LCP', 'simulated'],
      ['TBT', 'simulated'],
      ['CLS', 'measured'],
      ['SI', 'simulated'],
      ['TTFB', 'measured'],
    ]);
    const devtools = JSON.parse(lighthouseText) as { configSettings: Record<string, unknown> };
    devtools.configSettings.throttlingMethod = 'devtools';
    expect(
      summaryOf(analyzeLighthouseReport(devtools)).metrics.every((m) => m.basis === 'measured'),
    ).toBe(true);
  });

  it('gives every item in what to fix first a written fix, not Lighthouse’s description', () => {
    const descriptions = new Map(
      Object.entries(
        (JSON.parse(lighthouseText) as { audits: Record<string, { description: string }> }).audits,
      ).map(([id, audit]) => [id, audit.description]),
    );
    expect(summary.fixFirst.length).toBeGreaterThan(5);
    for (const item of summary.fixFirst) {
      expect(item.fix).not.toBe(descriptions.get(item.id));
      expect(item.fix).not.toMatch(/^Ask your web developer to work on this/);
    }
    expect(summary.fixFirst.find((f) => f.id === 'render-blocking-resources')?.fix).toMatch(
      /add defer \(or async\) to scripts/,
    );
  });

  it('lists the heaviest resources, bytes by type and render-blocking files', () => {
    expect(summary.requests).toBe(16);
    expect(summary.totalBytes).toBe(2541624);
    expect(summary.heaviest[0]).toMatchObject({ type: 'image', bytes: 1268940 });
    expect(summary.heaviest[0]?.url).toMatch(/truck-banner\.jpg$/);
    expect(summary.bytesByType[0]).toEqual({
      type: 'image',
      label: 'Images',
      requests: 5,
      bytes: 2068371,
    });
    expect(summary.renderBlocking.map((r) => r.type)).toEqual([
      'stylesheet',
      'stylesheet',
      'stylesheet',
      'script',
      'script',
    ]);
    expect(summary.slowRequests[0]?.durationMs).toBe(2450);
  });

  it('puts the opportunity with the biggest saving first and skips passed and duplicate audits', () => {
    const ids = summary.fixFirst.map((f) => f.id);
    expect(ids.slice(0, 3)).toEqual([
      'render-blocking-resources',
      'modern-image-formats',
      'server-response-time',
    ]);
    expect(ids).not.toContain('uses-text-compression');
    expect(ids).not.toContain('render-blocking-insight');
    expect(summary.fixFirst[1]).toMatchObject({
      savingsMs: 1450,
      savingsBytes: 812300,
      detail: 'Est savings of 793 KiB.',
    });
    expect(summary.fixFirst[0]?.fix).not.toMatch(/\]\(|Learn/);
  });

  it('accepts the report as text and inside a PageSpeed Insights response', () => {
    expect(summaryOf(analyzeLighthouseReport(lighthouseText)).scores[0]?.score).toBe(41);
    const psi = { kind: 'pagespeedonline#result', lighthouseResult: JSON.parse(lighthouseText) };
    expect(summaryOf(analyzeLighthouseReport(psi)).requests).toBe(16);
  });

  it('falls back to total-byte-weight when the network table is missing', () => {
    const report = JSON.parse(lighthouseText);
    delete report.audits['network-requests'];
    delete report.audits['resource-summary'];
    const trimmed = summaryOf(analyzeLighthouseReport(report));
    expect(trimmed.heaviest[0]?.bytes).toBe(1268940);
    expect(trimmed.totalBytes).toBe(2541624);
    expect(trimmed.notes[0]).toMatch(/no network-requests/);
  });

  it('reports a run that failed instead of summarising it', () => {
    const report = {
      ...JSON.parse(lighthouseText),
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    };
    expect(analyzeLighthouseReport(report)).toEqual({
      ok: false,
      error: {
        code: 'lighthouse-failed',
        message: 'Lighthouse could not test the page (NO_FCP): The page did not paint any content.',
      },
    });
  });

  it('returns a clear error for anything that is not a Lighthouse report', () => {
    for (const input of [
      null,
      undefined,
      42,
      'x',
      [],
      {},
      { lighthouseVersion: 12 },
      JSON.parse(harText),
    ]) {
      const result = analyzeLighthouseReport(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(['not-json', 'not-lighthouse']).toContain(result.error.code);
    }
    const broken = analyzeLighthouseReport('{"lighthouseVersion": "12.8.2",');
    expect(!broken.ok && broken.error.code).toBe('not-json');
  });

  it('survives odd values inside an otherwise valid report', () => {
    const report = JSON.parse(lighthouseText);
    report.audits['network-requests'].details.items.push({ url: 42 }, null, 'junk');
    report.audits['largest-contentful-paint'] = null;
    report.categories.seo = 'broken';
    const odd = summaryOf(analyzeLighthouseReport(report));
    expect(odd.heaviest).toHaveLength(10);
    expect(odd.metrics.map((m) => m.name)).not.toContain('LCP');
  });
});

describe('analyzeHar', () => {
  const summary = summaryOf(analyzeHar(harText));

  it('counts requests, bytes and bytes by type', () => {
    expect(summary.generator).toBe('Chrome DevTools 537.36 HAR');
    expect(summary.requests).toBe(16);
    expect(summary.totalBytes).toBe(2541624);
    expect(summary.bytesByType.map((t) => t.type)).toEqual([
      'image',
      'script',
      'stylesheet',
      'document',
      'font',
      'fetch',
    ]);
    expect(summary.heaviest[0]?.url).toMatch(/truck-banner\.jpg$/);
  });

  it('finds the parser-loaded CSS and synchronous scripts requested before DOMContentLoaded', () => {
    expect(summary.renderBlocking.map((r) => r.url.split('/').pop()?.split('?')[0])).toEqual([
      'style.css',
      'frontend.min.css',
      'css2',
      'jquery.min.js',
      'rbtools.min.js',
    ]);
  });

  it('measures the document’s time to first byte and the load milestones', () => {
    expect(summary.metrics).toEqual([
      {
        name: 'TTFB',
        label: 'Time to First Byte',
        value: 1301.9,
        display: '1.3 s',
        rating: 'needs-improvement',
        basis: 'measured',
      },
    ]);
    expect(summary.milestones).toEqual([
      { label: 'DOMContentLoaded', ms: 2984.6 },
      { label: 'Load', ms: 4712.3 },
    ]);
  });

  it('lists what to fix first, slow server and render-blocking files before housekeeping', () => {
    expect(summary.fixFirst.map((f) => f.id)).toEqual([
      'server-response',
      'render-blocking',
      'heavy-images',
      'text-compression',
      'failed-requests',
      'slow-requests',
    ]);
    expect(summary.fixFirst.find((f) => f.id === 'failed-requests')?.detail).toBe(
      '1 request failed, e.g. old-logo.png (HTTP 404).',
    );
    expect(summary.slowRequests.every((r) => (r.durationMs ?? 0) > 1000)).toBe(true);
  });

  it('analyses only the first page of a HAR with several page loads, and says so', () => {
    const har = JSON.parse(harText);
    har.log.pages.push({
      id: 'page_2',
      startedDateTime: '2025-03-14T06:52:00.000Z',
      title: 'second',
      pageTimings: {},
    });
    har.log.entries.push({ ...har.log.entries[0], pageref: 'page_2' });
    const multi = summaryOf(analyzeHar(har));
    expect(multi.requests).toBe(16);
    expect(multi.notes[0]).toMatch(/2 page loads/);
  });

  it('skips malformed entries and reads HARs without Chrome’s extra fields', () => {
    const har = JSON.parse(harText);
    har.log.entries.push({ nonsense: true });
    for (const entry of har.log.entries) {
      delete entry._resourceType;
      delete entry._priority;
      delete entry._initiator;
      if (entry.response) delete entry.response._transferSize;
    }
    const plain = summaryOf(analyzeHar(har));
    expect(plain.notes).toContain('1 malformed entry was skipped.');
    expect(plain.heaviest[0]?.bytes).toBe(1268940);
    expect(plain.renderBlocking.length).toBeGreaterThanOrEqual(5);
  });

  it('returns a clear error for anything that is not a HAR with requests', () => {
    expect(analyzeHar('not json')).toMatchObject({ ok: false, error: { code: 'not-json' } });
    expect(analyzeHar({ log: {} })).toMatchObject({ ok: false, error: { code: 'not-har' } });
    expect(analyzeHar(JSON.parse(lighthouseText))).toMatchObject({
      ok: false,
      error: { code: 'not-har' },
    });
    expect(analyzeHar({ log: { entries: [] } })).toMatchObject({
      ok: false,
      error: { code: 'no-requests' },
    });
    expect(analyzeHar({ log: { entries: [1, 2, 3] } })).toMatchObject({
      ok: false,
      error: { code: 'no-requests' },
    });
    for (const input of [null, undefined, 0, true, [], ''])
      expect(analyzeHar(input).ok).toBe(false);
  });

  it('reads the page-speed sample', () => {
    const sample = summaryOf(analyzeHar(SAMPLE_HAR));
    expect(sample.fixFirst.map((f) => f.id)).toContain('heavy-images');
    expect(sample.renderBlocking).toHaveLength(5);
  });
});

describe('analyzePerformanceFile', () => {
  it('tells a Lighthouse report from a HAR file', () => {
    expect(summaryOf(analyzePerformanceFile(lighthouseText)).source).toBe('lighthouse');
    expect(summaryOf(analyzePerformanceFile(harText)).source).toBe('har');
  });

  it('names both accepted formats when it gets neither', () => {
    const result = analyzePerformanceFile({ hello: 'world' });
    expect(!result.ok && result.error.message).toMatch(/neither a Lighthouse report nor a HAR/);
    expect(analyzePerformanceFile('\uFEFF{')).toMatchObject({
      ok: false,
      error: { code: 'not-json' },
    });
  });
});

describe('performance helpers', () => {
  it('infer a resource type from a label, MIME type or file extension', () => {
    expect(resourceTypeOf('XHR', undefined, '/api')).toBe('fetch');
    expect(resourceTypeOf(undefined, 'text/css; charset=utf-8', '/x')).toBe('stylesheet');
    expect(resourceTypeOf(undefined, undefined, '/fonts/poppins.woff2?v=2')).toBe('font');
    expect(resourceTypeOf(undefined, undefined, '/')).toBe('other');
  });

  it('format byte counts as people read them', () => {
    expect([
      formatBytes(900),
      formatBytes(2048),
      formatBytes(1268940),
      formatBytes(Number.NaN),
    ]).toEqual(['900 B', '2 KB', '1.2 MB', '0 B']);
  });
});

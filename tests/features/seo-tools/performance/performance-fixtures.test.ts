import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  analyzeHar,
  analyzeLighthouseReport,
} from '../../../../src/features/seo-tools/performance/performance-report';
import type {
  PerformanceResult,
  PerformanceSummary,
} from '../../../../src/features/seo-tools/performance/performance-summary';
import { TOP_RESOURCES } from '../../../../src/features/seo-tools/performance/performance-summary';
import { rateMetric } from '../../../../src/features/seo-tools/performance/web-vitals-thresholds';
import { readFixture } from '../read-fixture';

// The page-speed tool's analyzers over every recorded fixture: the committed samples always, and
// the site's own home page once scripts/make-tool-fixtures.ts has recorded it from a production
// server (those tests are skipped, and say so, until the files exist).

const fixturePath = (name: string) =>
  new URL(`../../../fixtures/seo-tools/${name}`, import.meta.url);
const RECORD_HINT = 'record with: npx tsx scripts/make-tool-fixtures.ts <production server URL>';

interface Fixture {
  file: string;
  analyze: (json: unknown) => PerformanceResult;
  source: PerformanceSummary['source'];
  /** Recorded from this site by the script, so only present after it ran. */
  recorded: boolean;
}

const FIXTURES: Fixture[] = [
  { file: 'page-load.har', analyze: analyzeHar, source: 'har', recorded: false },
  {
    file: 'lighthouse-report.json',
    analyze: analyzeLighthouseReport,
    source: 'lighthouse',
    recorded: false,
  },
  { file: 'site-home.har', analyze: analyzeHar, source: 'har', recorded: true },
  {
    file: 'site-home.lighthouse.json',
    analyze: analyzeLighthouseReport,
    source: 'lighthouse',
    recorded: true,
  },
];

function summaryOf(fixture: Fixture): PerformanceSummary {
  // The tool hands the worker the file's text, so the tests do too.
  const result = fixture.analyze(readFixture(fixture.file));
  if (!result.ok) throw new Error(`${fixture.file}: ${result.error.message}`);
  return result.summary;
}

for (const fixture of FIXTURES) {
  const present = existsSync(fixturePath(fixture.file));
  const title = present || !fixture.recorded ? fixture.file : `${fixture.file} (${RECORD_HINT})`;

  describe.skipIf(!present)(title, () => {
    it(`reads as a ${fixture.source} file with requests, bytes and a page address`, () => {
      const summary = summaryOf(fixture);
      expect(summary.source).toBe(fixture.source);
      expect(summary.requests).toBeGreaterThan(0);
      expect(summary.totalBytes).toBeGreaterThan(0);
      expect(summary.pageUrl).toMatch(/^https?:\/\//);
    });

    it('lists at most ten heaviest resources, biggest first, and bytes by type biggest first', () => {
      const { heaviest, bytesByType } = summaryOf(fixture);
      expect(heaviest.length).toBeGreaterThan(0);
      expect(heaviest.length).toBeLessThanOrEqual(TOP_RESOURCES);
      const sizes = heaviest.map((resource) => resource.bytes);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      const totals = bytesByType.map((total) => total.bytes);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
    });

    it('rates every metric against the Web Vitals thresholds', () => {
      const { metrics } = summaryOf(fixture);
      expect(metrics.length).toBeGreaterThan(0);
      for (const metric of metrics)
        expect(metric.rating).toBe(rateMetric(metric.name, metric.value));
    });

    it('counts only CSS and scripts as render-blocking', () => {
      const { renderBlocking } = summaryOf(fixture);
      for (const resource of renderBlocking)
        expect(['stylesheet', 'script']).toContain(resource.type);
    });
  });
}

const siteHar = FIXTURES[2]!;
const siteLighthouse = FIXTURES[3]!;

describe.skipIf(!existsSync(fixturePath(siteHar.file)))(
  `the site's own home page as a HAR (${RECORD_HINT})`,
  () => {
    it('loads nothing from another site', () => {
      const summary = summaryOf(siteHar);
      const origin = new URL(summary.pageUrl ?? '').origin;
      for (const resource of summary.heaviest) expect(new URL(resource.url).origin).toBe(origin);
      expect(summary.fixFirst.map((item) => item.id)).not.toContain('third-parties');
    });

    it('has no failed requests and a compressed document', () => {
      const ids = summaryOf(siteHar).fixFirst.map((item) => item.id);
      expect(ids).not.toContain('failed-requests');
      expect(ids).not.toContain('text-compression');
    });
  },
);

describe.skipIf(!existsSync(fixturePath(siteLighthouse.file)))(
  `the site's own home page in Lighthouse (${RECORD_HINT})`,
  () => {
    it('is a Lighthouse 12 report with all four categories scored', () => {
      const summary = summaryOf(siteLighthouse);
      expect(summary.generator).toMatch(/^Lighthouse 12\./);
      expect(summary.scores.map((score) => score.id)).toEqual([
        'performance',
        'accessibility',
        'best-practices',
        'seo',
      ]);
      for (const score of summary.scores) expect(score.score).not.toBeNull();
    });

    it('scores at least 90 for accessibility', () => {
      const accessibility = summaryOf(siteLighthouse).scores.find(
        (score) => score.id === 'accessibility',
      );
      expect(accessibility?.score).toBeGreaterThanOrEqual(90);
    });
  },
);

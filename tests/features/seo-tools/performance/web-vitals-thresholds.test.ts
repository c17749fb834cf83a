import { describe, expect, it } from 'vitest';
import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
} from 'web-vitals';
import {
  explainRating,
  formatMetric,
  METRICS,
  rateMetric,
} from '../../../../src/features/seo-tools/performance/web-vitals-thresholds';

describe('web vitals thresholds', () => {
  it('match the thresholds the web-vitals library rates with', () => {
    const library = {
      LCP: LCPThresholds,
      INP: INPThresholds,
      CLS: CLSThresholds,
      FCP: FCPThresholds,
      TTFB: TTFBThresholds,
    };
    for (const [name, [good, poor]] of Object.entries(library)) {
      const ours = METRICS[name as keyof typeof library];
      expect([ours.good, ours.poor], name).toEqual([good, poor]);
    }
  });

  it('rate values at the good threshold as good and just above the poor one as poor', () => {
    expect(rateMetric('LCP', 2500)).toBe('good');
    expect(rateMetric('LCP', 2501)).toBe('needs-improvement');
    expect(rateMetric('LCP', 4000)).toBe('needs-improvement');
    expect(rateMetric('LCP', 4001)).toBe('poor');
    expect(rateMetric('INP', 200)).toBe('good');
    expect(rateMetric('INP', 500.1)).toBe('poor');
    expect(rateMetric('CLS', 0.1)).toBe('good');
    expect(rateMetric('CLS', 0.11)).toBe('needs-improvement');
    expect(rateMetric('CLS', 0.26)).toBe('poor');
  });

  it('never rates a missing or broken value as good', () => {
    expect(rateMetric('LCP', Number.NaN)).toBe('poor');
    expect(rateMetric('CLS', Number.POSITIVE_INFINITY)).toBe('poor');
  });

  it('formats timings in ms or s and CLS as a plain number', () => {
    expect([
      formatMetric('INP', 180.4),
      formatMetric('LCP', 2450),
      formatMetric('CLS', 0.04567),
    ]).toEqual(['180 ms', '2.5 s', '0.046']);
  });

  it('explains a value against the thresholds in one sentence', () => {
    expect(explainRating('LCP', 3100)).toBe(
      'Largest Contentful Paint of 3.1 s needs improvement: good is 2.5 s or less, and above 4.0 s is poor.',
    );
    expect(explainRating('CLS', 0.02)).toContain('is good');
    expect(explainRating('INP', 720)).toContain('is poor');
  });

  it('explain every metric in plain words', () => {
    for (const info of Object.values(METRICS)) {
      expect(info.what.length, info.name).toBeGreaterThan(40);
      expect(info.improve.length, info.name).toBeGreaterThan(40);
    }
    expect(
      Object.values(METRICS)
        .filter((m) => m.coreWebVital)
        .map((m) => m.name),
    ).toEqual(['LCP', 'INP', 'CLS']);
  });
});

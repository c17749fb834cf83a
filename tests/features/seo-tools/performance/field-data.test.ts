import { describe, expect, it } from 'vitest';
import { readFieldData } from '../../../../src/features/seo-tools/performance/field-data';

const metrics = (lcp: number, inp: number, cls: number) => ({
  LARGEST_CONTENTFUL_PAINT_MS: { percentile: lcp, category: 'FAST' },
  INTERACTION_TO_NEXT_PAINT: { percentile: inp, category: 'FAST' },
  CUMULATIVE_LAYOUT_SHIFT_SCORE: { percentile: cls, category: 'FAST' },
  FIRST_CONTENTFUL_PAINT_MS: { percentile: 900, category: 'FAST' },
});

describe('readFieldData', () => {
  it('reads the page’s own p75 LCP, INP and CLS (sent × 100) and the date of the test', () => {
    expect(
      readFieldData({
        analysisUTCTimestamp: '2026-11-26T23:10:00.000Z',
        loadingExperience: { id: 'https://www.example.in/', metrics: metrics(2100, 240, 4) },
        originLoadingExperience: { metrics: metrics(2600, 300, 12) },
      }),
    ).toEqual({
      scope: 'page',
      periodEnd: '2026-11-26',
      metrics: [
        { name: 'LCP', p75: 2100, rating: 'good' },
        { name: 'INP', p75: 240, rating: 'needs-improvement' },
        { name: 'CLS', p75: 0.04, rating: 'good' },
      ],
    });
  });

  it('falls back to the whole site when the page has too few visits', () => {
    const field = readFieldData({
      loadingExperience: { initial_url: 'https://www.example.in/new' },
      originLoadingExperience: { metrics: metrics(4200, 520, 30) },
    });
    expect(field?.scope).toBe('origin');
    expect(field?.periodEnd).toBeUndefined();
    expect(field?.metrics.map((m) => m.rating)).toEqual(['poor', 'poor', 'poor']);
  });

  it('finds none in a report without field data, or with malformed values', () => {
    expect(readFieldData({ lighthouseVersion: '12.8.2' })).toBeUndefined();
    expect(readFieldData(null)).toBeUndefined();
    expect(
      readFieldData({
        loadingExperience: { metrics: { LARGEST_CONTENTFUL_PAINT_MS: { percentile: 'x' } } },
      }),
    ).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  resultsLeftOut,
  resultsReport,
  type ResultEntry,
} from '../../../shared/facts/results-report';

const entries: ResultEntry[] = [
  { family: 'city-service', page: '/services/seo/delhi', result: 'A dental chain' },
  {
    family: 'city-service',
    page: '/services/seo/mumbai',
    result: 'A Bandra bakery',
    basis: 'CRM-0042',
  },
  { family: 'service', page: '/services/seo', result: '212% median growth' },
];

describe('results report', () => {
  it('lists every result with its status, grouped by page family, under real facts', () => {
    expect(resultsReport(entries, false)).toEqual([
      expect.stringContaining('Client results'),
      '  city-service: 2 (1 with a basis, 0 sample, 1 would be hidden)',
      '    [WOULD BE HIDDEN] /services/seo/delhi: A dental chain',
      '    [HAS BASIS] /services/seo/mumbai: A Bandra bakery (basis: CRM-0042)',
      '  service: 1 (0 with a basis, 0 sample, 1 would be hidden)',
      '    [WOULD BE HIDDEN] /services/seo: 212% median growth',
      '3 client results: 1 with a basis, 0 sample data, 2 hidden in production builds.',
    ]);
  });

  it('calls the results without a basis sample data under the sample facts', () => {
    const report = resultsReport(entries, true);
    expect(report).toContain('    [SAMPLE] /services/seo/delhi: A dental chain');
    expect(report.at(-1)).toBe(
      '3 client results: 1 with a basis, 2 sample data, 0 hidden in production builds.',
    );
  });

  it('gives the build one line per family with what it left out', () => {
    expect(resultsLeftOut(entries, false)).toEqual([
      'Client results on city-service pages: 1 of 2 left out (no basis), 0 marked as sample data, 1 with a basis.',
      'Client results on service pages: 1 of 1 left out (no basis), 0 marked as sample data, 0 with a basis.',
    ]);
    expect(resultsLeftOut(entries, true)[0]).toBe(
      'Client results on city-service pages: 0 of 2 left out (no basis), 1 marked as sample data, 1 with a basis.',
    );
  });
});

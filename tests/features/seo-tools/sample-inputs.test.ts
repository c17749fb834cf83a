import { describe, expect, it } from 'vitest';
import { analyzeHtml } from '../../../src/features/seo-tools/analysis/html-analysis';
import { SAMPLE_PAGE_HTML, SAMPLE_PAGE_URL } from '../../../src/features/seo-tools/sample-inputs';
import { SAMPLE_AUDIT_PAGES } from '../../../src/features/seo-tools/analysis/sample-audit-pages';
import { SAMPLE_COMPARISON_PAGES } from '../../../src/features/seo-tools/analysis/sample-competitor-pages';

describe('the analyzer sample page', () => {
  const report = analyzeHtml(SAMPLE_PAGE_HTML, { url: SAMPLE_PAGE_URL });
  const problems = report.findings.filter((f) => f.status !== 'pass').map((f) => f.id);

  it('shows a few deliberate mistakes and passes the rest', () => {
    expect(problems.sort()).toEqual([
      'heading-order',
      'image-alt',
      'open-graph',
      'title',
      'twitter-card',
    ]);
    expect(report.score).toBeGreaterThan(60);
    expect(report.score).toBeLessThan(90);
  });

  it('is a real page with enough text and valid structured data', () => {
    expect(report.measures.keywords.wordCount).toBeGreaterThanOrEqual(300);
    expect(report.measures.jsonLd.types).toEqual(['HomeAndConstructionBusiness']);
    expect(report.measures.links.internal).toBeGreaterThan(3);
  });
});

describe('the audit and comparison samples', () => {
  it('name every audit page by a URL on one site', () => {
    const hosts = SAMPLE_AUDIT_PAGES.map((page) => new URL(page.name).host);
    expect(new Set(hosts).size).toBe(1);
  });

  it('give the comparison three pages of different strength', () => {
    const scores = SAMPLE_COMPARISON_PAGES.map((page) => analyzeHtml(page.html).score);
    expect(new Set(scores).size).toBe(3);
  });
});

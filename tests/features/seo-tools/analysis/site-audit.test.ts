import { describe, expect, it } from 'vitest';
import {
  auditSite,
  auditToCsv,
  SITE_ROW_LABEL,
} from '../../../../src/features/seo-tools/analysis/site-audit';
import { SAMPLE_AUDIT_PAGES } from '../../../../src/features/seo-tools/analysis/sample-audit-pages';
import { readFixture } from '../read-fixture';

const page = (title: string, description: string, words: number, canonical = true) =>
  `<html lang="en"><head><title>${title}</title><meta name="description" content="${description}">${canonical ? '<link rel="canonical" href="https://www.example.in/x/">' : ''}</head><body><h1>${title}</h1><p>${'word '.repeat(words)}</p></body></html>`;

describe('auditSite', () => {
  it('finds duplicate titles and descriptions, ignoring case and spacing', () => {
    const audit = auditSite([
      { name: 'a.html', html: page('Packers and Movers in Delhi', 'Same description', 400) },
      { name: 'b.html', html: page('packers and  movers in delhi ', 'Same description', 400) },
      { name: 'c.html', html: page('Office Shifting in Noida', 'Other description', 400) },
    ]);
    const titles = audit.siteFindings.find((f) => f.id === 'duplicate-titles');
    expect(titles?.status).toBe('warn');
    expect(titles?.groups).toEqual([
      { value: 'Packers and Movers in Delhi', pages: ['a.html', 'b.html'] },
    ]);
    expect(audit.siteFindings.find((f) => f.id === 'duplicate-descriptions')?.pages).toEqual([
      'a.html',
      'b.html',
    ]);
  });

  it('lists pages without canonicals and thin pages', () => {
    const audit = auditSite([
      { name: 'long.html', html: page('Long page about home shifting', 'd1', 400) },
      { name: 'thin.html', html: page('Thin page about car transport', 'd2', 120, false) },
    ]);
    const missing = audit.siteFindings.find((f) => f.id === 'missing-canonicals');
    expect(missing?.pages).toEqual(['thin.html']);
    expect(missing?.detail).toBe('1 of 2 pages has no canonical link.');
    expect(audit.siteFindings.find((f) => f.id === 'thin-pages')?.pages).toEqual(['thin.html']);
  });

  it('passes the site checks when every page is distinct, canonical and substantial', () => {
    const audit = auditSite([
      { name: 'one', html: page('Home shifting in Delhi NCR', 'd1', 350) },
      { name: 'two', html: page('Office shifting in Gurugram', 'd2', 350) },
    ]);
    expect(audit.siteFindings.map((f) => f.status)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(audit.summary.siteIssues).toBe(0);
  });

  it('summarises scores and the most widespread page issues', () => {
    const audit = auditSite([
      { name: 'good', html: readFixture('good-page.html') },
      { name: 'bad', html: readFixture('bad-page.html') },
    ]);
    expect(audit.summary.pageCount).toBe(2);
    expect(audit.summary.lowestScoring?.name).toBe('bad');
    expect(audit.summary.averageScore).toBe(
      Math.round((100 + (audit.pages[1]?.report.score ?? 0)) / 2),
    );
    expect(audit.summary.commonIssues[0]?.pages).toBe(1);
    expect(audit.summary.commonIssues[0]?.names).toEqual(['bad']);
  });

  it('uses a page name that is a URL to classify its links', () => {
    const audit = auditSite([
      { name: 'https://www.example.in/a/', html: '<a href="https://example.in/b/">b</a>' },
    ]);
    expect(audit.pages[0]?.report.measures.links.internal).toBe(1);
  });

  it('handles no pages, unnamed pages and broken input without throwing', () => {
    expect(auditSite([]).summary).toMatchObject({
      pageCount: 0,
      averageScore: 0,
      lowestScoring: undefined,
    });
    const audit = auditSite([
      { name: ' ', html: 42 as unknown as string },
      null as unknown as { name: string; html: string },
    ]);
    expect(audit.pages.map((p) => p.name)).toEqual(['Page 1', 'Page 2']);
    expect(auditSite(undefined as unknown as []).pages).toEqual([]);
  });

  it('flags every site-level problem in the sample pages', () => {
    const audit = auditSite(SAMPLE_AUDIT_PAGES);
    expect(audit.siteFindings.map((f) => f.status)).toEqual(['warn', 'warn', 'warn', 'warn']);
  });
});

describe('auditToCsv', () => {
  it('writes one row per check per page and one per site finding, guarded against formulas', () => {
    const audit = auditSite([{ name: '=cmd|calc', html: '<title>=HYPERLINK("http://x")</title>' }]);
    const lines = auditToCsv(audit).trim().split('\r\n');
    expect(lines[0]).toBe('Page,Score,Check,Status,Detail,How to fix');
    expect(lines).toHaveLength(1 + 16 + 4);
    expect(lines[1]?.startsWith("'=cmd|calc,")).toBe(true);
    expect(lines.at(-1)?.startsWith(`${SITE_ROW_LABEL},,Thin pages,warn,`)).toBe(true);
  });

  it('names every page of a site-wide finding, however many', () => {
    const pages = Array.from({ length: 14 }, (_, index) => ({
      name: `p${index + 1}.html`,
      html: page('One title for all', `d${index}`, 400, index > 1),
    }));
    const rows = auditToCsv(auditSite(pages)).trim().split('\r\n');
    const titles = rows.find((line) => line.startsWith(`${SITE_ROW_LABEL},,Duplicate titles,`));
    const everyPage = pages.map((entry) => entry.name).join(', ');
    expect(titles).toContain(`14 pages share 1 title. ""One title for all"": ${everyPage}.`);
    const canonicals = rows.find((line) => line.includes(',Pages without a canonical,'));
    expect(canonicals).toContain('2 of 14 pages have no canonical link. p1.html, p2.html.');
  });
});

// The audit's CSV after a compared crawl: a "Since last crawl" column marking each problem New or
// Unchanged (blank for a passed check), the crawl's rows marked too, and a row for each problem
// fixed since the last crawl.
import { describe, expect, it } from 'vitest';
import { auditCsvWithChanges } from '../../../../src/features/seo-tools/analysis/audit-changes-csv';
import {
  compareSnapshots,
  snapshotOf,
} from '../../../../src/features/seo-tools/analysis/crawl-comparison';
import type { CrawlFinding } from '../../../../src/features/seo-tools/analysis/crawl-finding';
import { crawlFindingRows } from '../../../../src/features/seo-tools/analysis/crawl-report';
import { auditSite, auditToCsv } from '../../../../src/features/seo-tools/analysis/site-audit';

const at = (path: string) => `https://shop.example${path}`;
const page = (path: string, h1: boolean) => ({
  name: at(path),
  html: `<!doctype html><html lang="en"><head><title>Page ${path}</title></head><body>${h1 ? `<h1>Page ${path}</h1>` : ''}<p>Plumbing in Pune.</p></body></html>`,
});
const broken = (urls: string[]): CrawlFinding => ({
  id: 'broken-pages',
  status: urls.length > 0 ? 'fail' : 'pass',
  title: 'Broken pages',
  detail: '',
  why: '',
  fix: 'Point each link at a page that exists.',
  items: urls.map((url) => ({ url, note: 'HTTP 404' })),
});

const beforeAudit = auditSite([page('/', true), page('/a', false)]);
const afterAudit = auditSite([page('/', false), page('/a', true)]);
const afterFindings = [broken([at('/missing')])];
const snapshot = (audit: typeof beforeAudit, findings: CrawlFinding[], savedAt: number) =>
  snapshotOf({
    site: at(''),
    savedAt,
    audit,
    crawlFindings: findings,
    pages: ['/', '/a', '/gone', '/missing'].map(at),
  });
const comparison = compareSnapshots(
  snapshot(beforeAudit, [broken([at('/gone')])], Date.UTC(2026, 10, 20)),
  snapshot(afterAudit, afterFindings, Date.UTC(2026, 10, 26)),
);
const csv = auditCsvWithChanges({
  audit: afterAudit,
  crawlFindings: afterFindings,
  crawlRows: crawlFindingRows(afterFindings),
  comparison,
});
const rows = csv
  .replace(/^\uFEFF/, '')
  .trim()
  .split('\r\n')
  .map((line) => line.split(','));
const find = (page: string, check: string) =>
  rows.find((row) => row[0] === page && row[2] === check);

describe('auditCsvWithChanges', () => {
  it('adds a "Since last crawl" column to the usual columns', () => {
    expect(rows[0]).toEqual([
      'Page',
      'Score',
      'Check',
      'Status',
      'Detail',
      'How to fix',
      'Since last crawl',
    ]);
    expect(rows.every((row) => row.length >= 7)).toBe(true);
  });

  it('marks a problem new since the last crawl, and one still there as unchanged', () => {
    expect(find(at('/'), 'Main heading (h1)')?.at(-1)).toBe('New');
    expect(find(at('/'), 'Meta description')?.at(-1)).toBe('Unchanged');
    expect(find(at('/missing'), 'Broken pages')?.at(-1)).toBe('New');
  });

  it('leaves the column blank for a check that passes', () => {
    expect(find(at('/a'), 'Main heading (h1)')?.[3]).toBe('pass');
    expect(find(at('/a'), 'Main heading (h1)')?.at(-1)).toBe('');
  });

  it('adds a row for each problem fixed since then, dated by the last crawl', () => {
    const fixed = rows.filter((row) => row.at(-1) === 'Fixed');
    expect(fixed.map((row) => [row[0], row[2], row[3]])).toEqual(
      expect.arrayContaining([
        [at('/a'), 'Main heading (h1)', 'fixed'],
        [at('/gone'), 'Broken pages', 'fixed'],
      ]),
    );
    expect(fixed[0]?.[4]).toBe('Found in the crawl of 2026-11-20; fixed now');
  });

  it('has every row of the plain export, in the same order, before the fixed ones', () => {
    const plain = auditToCsv(afterAudit, crawlFindingRows(afterFindings))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const marked = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1, plain.length + 1)
      .map((line) => line.replace(/,(New|Unchanged|)$/, ''));
    expect(marked).toEqual(plain);
  });
});

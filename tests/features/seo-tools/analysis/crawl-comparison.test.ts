// Comparing a crawl's audit with the site's last one: problems by check and page, new, fixed and
// unchanged; a problem on a page this crawl did not reach is not called fixed; a kept record is
// read only when it is well formed and of the same site.
import { describe, expect, it } from 'vitest';
import {
  compareSnapshots,
  issueKey,
  readSnapshot,
  snapshotOf,
  type AuditIssue,
  type CrawlSnapshot,
} from '../../../../src/features/seo-tools/analysis/crawl-comparison';
import type { CrawlFinding } from '../../../../src/features/seo-tools/analysis/crawl-finding';
import { auditSite } from '../../../../src/features/seo-tools/analysis/site-audit';

const SITE = 'https://shop.example';
const at = (path: string) => `${SITE}${path}`;

const page = (path: string, title: string, h1: string | undefined) => ({
  name: at(path),
  html: `<!doctype html><html lang="en"><head><title>${title}</title><link rel="canonical" href="${at(path)}"></head><body>${h1 === undefined ? '' : `<h1>${h1}</h1>`}<p>Plumbing in Pune.</p></body></html>`,
});

const brokenLinks = (urls: string[]): CrawlFinding => ({
  id: 'broken-pages',
  status: urls.length > 0 ? 'fail' : 'pass',
  title: 'Broken pages',
  detail: '',
  why: '',
  fix: '',
  items: urls.map((url) => ({ url, note: 'HTTP 404' })),
});

const issue = (source: AuditIssue['source'], id: string, path: string) =>
  issueKey({ source, id, page: path === '' ? '' : at(path) });
const keys = (issues: AuditIssue[]) => issues.map(issueKey).sort();

describe('snapshotOf', () => {
  it('lists each failing or warning check once per page, site-wide and crawl checks included', () => {
    const audit = auditSite([page('/', 'Home', 'Home'), page('/a', 'Home', undefined)]);
    const snapshot = snapshotOf({
      site: SITE,
      savedAt: 1_000,
      audit,
      crawlFindings: [brokenLinks([at('/gone')])],
      pages: [at('/'), at('/a'), at('/gone'), at('/a')],
    });
    const all = snapshot.issues.map(issueKey);
    expect(all).toContain(issue('page', 'h1', '/a'));
    expect(all).not.toContain(issue('page', 'h1', '/'));
    expect(all).toContain(issue('site', 'duplicate-titles', '/'));
    expect(all).toContain(issue('site', 'duplicate-titles', '/a'));
    expect(all).toContain(issue('crawl', 'broken-pages', '/gone'));
    expect(new Set(all).size).toBe(all.length);
    expect(snapshot.pages).toEqual([at('/'), at('/a'), at('/gone')]);
    expect(snapshot.issues.every((item) => item.status !== ('pass' as string))).toBe(true);
  });

  it('keeps a failing check that names no page as a problem of the whole site', () => {
    const snapshot = snapshotOf({
      site: SITE,
      savedAt: 1,
      audit: auditSite([page('/', 'Home', 'Home')]),
      crawlFindings: [{ ...brokenLinks([]), id: 'sitemap', status: 'warn', title: 'No sitemap' }],
      pages: [at('/')],
    });
    expect(snapshot.issues.map(issueKey)).toContain(issue('crawl', 'sitemap', ''));
  });
});

describe('compareSnapshots', () => {
  const before = snapshotOf({
    site: SITE,
    savedAt: 1_000,
    audit: auditSite([
      page('/', 'Home', 'Home'),
      page('/a', 'Page A', undefined),
      page('/b', 'Page B', undefined),
    ]),
    crawlFindings: [
      brokenLinks([at('/gone')]),
      { ...brokenLinks([]), id: 'sitemap', status: 'warn', title: 'No sitemap' },
    ],
    pages: [at('/'), at('/a'), at('/b'), at('/gone')],
  });
  // Since then: /a has its h1, /c is new without one, /b was not reached, /gone now redirects.
  const after = snapshotOf({
    site: SITE,
    savedAt: 2_000,
    audit: auditSite([
      page('/', 'Home', 'Home'),
      page('/a', 'Page A', 'Page A'),
      page('/c', 'Page C', undefined),
    ]),
    crawlFindings: [
      brokenLinks([at('/missing')]),
      { ...brokenLinks([]), id: 'sitemap', status: 'warn', title: 'No sitemap' },
    ],
    pages: [at('/'), at('/a'), at('/c'), at('/gone'), at('/missing')],
  });
  const comparison = compareSnapshots(before, after);

  const pagesOf = (issues: AuditIssue[]) => [...new Set(issues.map((item) => item.page))].sort();

  it('names what is new since the last crawl, by check and page', () => {
    expect(keys(comparison.added)).toEqual(
      expect.arrayContaining([
        issue('page', 'h1', '/c'),
        issue('crawl', 'broken-pages', '/missing'),
      ]),
    );
    // Only the new page and the new broken link have new problems.
    expect(pagesOf(comparison.added)).toEqual([at('/c'), at('/missing')]);
    expect(comparison.changes.get(issue('page', 'h1', '/c'))).toBe('new');
  });

  it('names what was fixed on the pages checked again', () => {
    expect(keys(comparison.fixed)).toEqual(
      expect.arrayContaining([issue('page', 'h1', '/a'), issue('crawl', 'broken-pages', '/gone')]),
    );
    expect(pagesOf(comparison.fixed)).toEqual([at('/a'), at('/gone')]);
    expect(keys(comparison.fixed)).not.toContain(issue('page', 'h1', '/b'));
  });

  it('calls a problem on a page this crawl did not reach not checked, never fixed', () => {
    expect(keys(comparison.notRechecked)).toContain(issue('page', 'h1', '/b'));
    expect(pagesOf(comparison.notRechecked)).toEqual([at('/b')]);
  });

  it('keeps what is still there as unchanged, whole-site problems included', () => {
    expect(keys(comparison.unchanged)).toContain(issue('crawl', 'sitemap', ''));
    expect(comparison.changes.get(issue('crawl', 'sitemap', ''))).toBe('unchanged');
    expect(comparison.since).toBe(1_000);
    expect(comparison.added.length + comparison.unchanged.length).toBe(after.issues.length);
  });

  it('finds nothing new and nothing fixed between two identical crawls', () => {
    const same = compareSnapshots(after, { ...after, savedAt: 3_000 });
    expect(same.added).toEqual([]);
    expect(same.fixed).toEqual([]);
    expect(same.unchanged).toHaveLength(after.issues.length);
  });
});

describe('readSnapshot', () => {
  const good: CrawlSnapshot = {
    version: 1,
    site: SITE,
    savedAt: 5,
    pages: [at('/')],
    issues: [{ source: 'page', id: 'h1', page: at('/'), check: 'H1 heading', status: 'fail' }],
  };

  it('reads a well-formed snapshot of the same site', () => {
    expect(readSnapshot(structuredClone(good), SITE)).toEqual(good);
  });

  it.each([
    ['nothing', undefined],
    ['text', 'corrupt'],
    ['another version', { ...good, version: 2 }],
    ['another site', { ...good, site: 'https://other.example' }],
    ['a time that is not a number', { ...good, savedAt: 'yesterday' }],
    ['pages that are not addresses', { ...good, pages: [1] }],
    [
      'a problem with a passed status',
      { ...good, issues: [{ ...good.issues[0], status: 'pass' }] },
    ],
    ['a problem from nowhere', { ...good, issues: [{ ...good.issues[0], source: 'mail' }] }],
    ['issues that are not a list', { ...good, issues: {} }],
  ])('refuses %s', (_label, value) => {
    expect(readSnapshot(value, SITE)).toBeUndefined();
  });
});

// The site audit: the analyzer run over several pages, plus the problems only visible across pages
// (duplicate titles and descriptions, missing canonicals, thin pages) and a CSV export.
import { analyzeHtml, type PageReport } from './html-analysis';
import { type FindingId, type FindingStatus } from './findings';
import { plural } from '../../../lib/plural';
import { toCsv, type CsvCell } from '../../../../shared/csv';
import { THIN_PAGE_WORDS } from './seo-thresholds';

export interface AuditPageInput {
  /** File name or URL; a full http(s) URL is also used to tell internal from external links. */
  name: string;
  html: string;
}

export interface AuditedPage {
  name: string;
  report: PageReport;
}

export type SiteFindingId =
  'duplicate-titles' | 'duplicate-descriptions' | 'missing-canonicals' | 'thin-pages';

export interface SiteFinding {
  id: SiteFindingId;
  status: FindingStatus;
  title: string;
  detail: string;
  why: string;
  fix: string;
  /** Names of the pages concerned. */
  pages: string[];
  /** For duplicates: each shared value with the pages that share it. */
  groups: { value: string; pages: string[] }[];
}

export interface SiteAuditSummary {
  pageCount: number;
  averageScore: number;
  lowestScoring: { name: string; score: number } | undefined;
  /** Findings over all pages, by status. */
  findingCounts: Record<FindingStatus, number>;
  /** Page-level checks that fail or warn on the most pages, most widespread first, with how many
   * pages and their names in page order. */
  commonIssues: { id: FindingId; title: string; pages: number; names: string[] }[];
  siteIssues: number;
}

export interface SiteAudit {
  pages: AuditedPage[];
  siteFindings: SiteFinding[];
  summary: SiteAuditSummary;
}

type SiteText = Pick<SiteFinding, 'id' | 'title' | 'why' | 'fix'>;

const DUPLICATE_TITLES: SiteText = {
  id: 'duplicate-titles',
  title: 'Duplicate titles',
  why: 'When several pages share one title, Google cannot tell which to show for a search, often picks the wrong one, and searchers cannot tell the results apart.',
  fix: 'Give every page its own title naming what is unique about it: the service, the city or area, the product. "Plumber in Baner, Pune | ..." and "Plumber in Wakad, Pune | ..." rather than "Home | ..." twice.',
};
const DUPLICATE_DESCRIPTIONS: SiteText = {
  id: 'duplicate-descriptions',
  title: 'Duplicate meta descriptions',
  why: 'A description copied across pages tells searchers nothing about each page, so Google usually ignores it and builds its own snippet from random text.',
  fix: 'Write a separate meta description for each page, summarising that page and giving a reason to click.',
};
const MISSING_CANONICALS: SiteText = {
  id: 'missing-canonicals',
  title: 'Pages without a canonical',
  why: 'Every page reachable under more than one address (tracking parameters, www and non-www, sorting filters) needs a canonical so its ranking signals are not split between copies.',
  fix: 'Add <link rel="canonical" href="https://..."> with the full preferred address to the <head> of every page; most CMSs and SEO plugins (Yoast, Rank Math) can do it site-wide.',
};
const THIN_PAGES: SiteText = {
  id: 'thin-pages',
  title: 'Thin pages',
  why: `Pages with fewer than ${THIN_PAGE_WORDS} words rarely rank, and many thin pages can lower how Google rates the whole site.`,
  fix: 'Expand the pages that matter with useful detail (prices, process, areas served, FAQs), merge near-empty pages into stronger ones, or mark pages that should not rank with noindex.',
};

const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();

function duplicates(pages: AuditedPage[], pick: (report: PageReport) => string | undefined) {
  const byValue = new Map<string, { value: string; pages: string[] }>();
  for (const page of pages) {
    const value = pick(page.report);
    if (!value?.trim()) continue;
    const key = normalise(value);
    const group = byValue.get(key) ?? { value, pages: [] };
    group.pages.push(page.name);
    byValue.set(key, group);
  }
  return [...byValue.values()].filter((group) => group.pages.length > 1);
}

function duplicateFinding(
  text: SiteText,
  groups: SiteFinding['groups'],
  what: string,
): SiteFinding {
  const pages = groups.flatMap((group) => group.pages);
  const detail =
    groups.length === 0
      ? `Every page has its own ${what}.`
      : `${plural(pages.length, 'page')} share ${plural(groups.length, what)}.`;
  return { ...text, status: groups.length === 0 ? 'pass' : 'warn', detail, pages, groups };
}

function listFinding(
  text: SiteText,
  pages: string[],
  total: number,
  problem: { one: string; many: string },
  ok: string,
): SiteFinding {
  const detail =
    pages.length === 0
      ? ok
      : `${pages.length} of ${plural(total, 'page')} ${pages.length === 1 ? problem.one : problem.many}.`;
  return { ...text, status: pages.length === 0 ? 'pass' : 'warn', detail, pages, groups: [] };
}

function siteFindings(pages: AuditedPage[]): SiteFinding[] {
  const missing = pages
    .filter((page) => page.report.measures.canonicals.length === 0)
    .map((page) => page.name);
  const thin = pages
    .filter((page) => page.report.measures.keywords.wordCount < THIN_PAGE_WORDS)
    .map((page) => page.name);
  return [
    duplicateFinding(
      DUPLICATE_TITLES,
      duplicates(pages, (r) => r.measures.title.value),
      'title',
    ),
    duplicateFinding(
      DUPLICATE_DESCRIPTIONS,
      duplicates(pages, (r) => r.measures.description.value),
      'description',
    ),
    listFinding(
      MISSING_CANONICALS,
      missing,
      pages.length,
      { one: 'has no canonical link', many: 'have no canonical link' },
      'Every page has a canonical link.',
    ),
    listFinding(
      THIN_PAGES,
      thin,
      pages.length,
      {
        one: `has fewer than ${THIN_PAGE_WORDS} words`,
        many: `have fewer than ${THIN_PAGE_WORDS} words`,
      },
      `Every page has at least ${THIN_PAGE_WORDS} words.`,
    ),
  ];
}

function summarise(pages: AuditedPage[], site: SiteFinding[]): SiteAuditSummary {
  const findingCounts: Record<FindingStatus, number> = { pass: 0, warn: 0, fail: 0 };
  const issues = new Map<FindingId, SiteAuditSummary['commonIssues'][number]>();
  for (const { name, report } of pages) {
    for (const item of report.findings) {
      findingCounts[item.status] += 1;
      if (item.status === 'pass') continue;
      const entry = issues.get(item.id) ?? { id: item.id, title: item.title, pages: 0, names: [] };
      entry.pages += 1;
      entry.names.push(name);
      issues.set(item.id, entry);
    }
  }
  const lowest = [...pages].sort((a, b) => a.report.score - b.report.score)[0];
  const total = pages.reduce((sum, page) => sum + page.report.score, 0);
  return {
    pageCount: pages.length,
    averageScore: pages.length === 0 ? 0 : Math.round(total / pages.length),
    lowestScoring: lowest && { name: lowest.name, score: lowest.report.score },
    findingCounts,
    commonIssues: [...issues.values()].sort((a, b) => b.pages - a.pages).slice(0, 5),
    siteIssues: site.filter((item) => item.status !== 'pass').length,
  };
}

const isHttpUrl = (name: string) => /^https?:\/\/[^\s]+$/i.test(name.trim());

/** Audits every page; `siteOrigin` (https://www.example.in) classifies links on pages named by file. */
export function auditSite(
  pages: AuditPageInput[],
  options: { siteOrigin?: string } = {},
): SiteAudit {
  const audited = (Array.isArray(pages) ? pages : []).map((page, index) => {
    const name =
      typeof page?.name === 'string' && page.name.trim() ? page.name.trim() : `Page ${index + 1}`;
    const url = isHttpUrl(name) ? name : undefined;
    return {
      name,
      report: analyzeHtml(typeof page?.html === 'string' ? page.html : '', {
        url,
        siteOrigin: options.siteOrigin,
      }),
    };
  });
  const site = siteFindings(audited);
  return { pages: audited, siteFindings: site, summary: summarise(audited, site) };
}

export const AUDIT_CSV_HEADER = ['Page', 'Score', 'Check', 'Status', 'Detail', 'How to fix'];
/** The Page column of site-wide rows. */
export const SITE_ROW_LABEL = 'Whole site';

/** One row of the audit's CSV, with the check it is about and, for a site-wide row, its pages. */
export interface AuditCsvRow {
  source: 'page' | 'site';
  id: FindingId | SiteFindingId;
  /** The page's name; for a site-wide row, the pages concerned. */
  pages: string[];
  cells: CsvCell[];
}

/** A site-wide finding's detail with every page it names (the report lists them under it). */
function siteDetail({ detail, groups, pages }: SiteFinding): string {
  if (groups.length > 0)
    return `${detail} ${groups.map((group) => `"${group.value}": ${group.pages.join(', ')}`).join('; ')}.`;
  return pages.length > 0 ? `${detail} ${pages.join(', ')}.` : detail;
}

/** One row per check per page, then one per site-wide finding. */
export function auditCsvRows(audit: SiteAudit): AuditCsvRow[] {
  const rows: AuditCsvRow[] = [];
  for (const page of audit.pages) {
    for (const item of page.report.findings) {
      const cells = [page.name, page.report.score, item.title, item.status, item.detail, item.fix];
      rows.push({ source: 'page', id: item.id, pages: [page.name], cells });
    }
  }
  for (const item of audit.siteFindings) {
    const cells = [SITE_ROW_LABEL, '', item.title, item.status, siteDetail(item), item.fix];
    rows.push({ source: 'site', id: item.id, pages: item.pages, cells });
  }
  return rows;
}

/**
 * The audit's rows (auditCsvRows), then `extraRows` (a crawl's findings); opens in Excel and
 * Google Sheets.
 */
export function auditToCsv(audit: SiteAudit, extraRows: CsvCell[][] = []): string {
  const rows = [AUDIT_CSV_HEADER, ...auditCsvRows(audit).map((row) => row.cells), ...extraRows];
  return toCsv(rows, { excelBom: true });
}

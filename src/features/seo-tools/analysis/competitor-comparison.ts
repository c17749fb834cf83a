// The competitor comparison: two or three pages analysed side by side on the analyzer's measures,
// each row naming the winner (or a tie, in words: the same title on both pages is a duplicate) and
// the rule that decided it. Pages named by a long address get a short label for the columns.
import { analyzeHtml, type PageReport } from './html-analysis';
import { plural } from '../../../lib/plural';
import { OPEN_GRAPH_TAGS } from './page-measures';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from './seo-thresholds';

export interface ComparisonPageInput {
  name: string;
  html: string;
}

export interface ComparisonCell {
  /** What the UI shows, e.g. "52 characters", "No images". */
  display: string;
  /** The number the rule compares; null when the measure does not apply to this page. */
  value: number | null;
}

export interface ComparisonRow {
  id: string;
  label: string;
  /** The rule in plain words, e.g. "Higher wins". */
  rule: string;
  /** One cell per page, in the order the pages were given. */
  cells: ComparisonCell[];
  /** Indexes of the best pages; empty when the row has no winner. */
  winners: number[];
  /** 'tie' when every compared page is equally good; 'none' for context rows or too little data. */
  outcome: 'win' | 'tie' | 'none';
  /** A tie in words: "Same title on both pages" (a duplicate), "Same on all 3 pages". */
  tie?: string;
}

export interface Comparison {
  /** `label`: the name, or for an address the host and a short path (the full one is `name`). */
  pages: { name: string; label: string; report: PageReport }[];
  rows: ComparisonRow[];
  /** Rows each page won outright or jointly (ties not counted), by page index. */
  wins: number[];
}

export type ComparisonResult =
  | { ok: true; comparison: Comparison }
  | { ok: false; error: { code: 'too-few-pages' | 'too-many-pages'; message: string } };

export const MIN_COMPARED_PAGES = 2;
export const MAX_COMPARED_PAGES = 3;

type Direction = 'higher' | 'lower' | 'none';

interface Measure {
  id: string;
  label: string;
  rule: string;
  direction: Direction;
  cell: (report: PageReport) => ComparisonCell;
  /** The text behind the measure, which pages may share word for word (a duplicate). */
  text?: { noun: string; of: (report: PageReport) => string | undefined };
}

/** Distance from a length range: 0 inside it; a missing tag is far outside any range. */
function lengthCell(
  length: number,
  present: boolean,
  range: { min: number; max: number },
): ComparisonCell {
  if (!present || length === 0) return { display: 'Missing', value: 1000 };
  const distance = length < range.min ? range.min - length : Math.max(0, length - range.max);
  return { display: plural(length, 'character'), value: distance };
}

const count = (value: number, unit: string): ComparisonCell => ({
  display: plural(value, unit),
  value,
});

const MEASURES: Measure[] = [
  {
    id: 'score',
    label: 'SEO score',
    rule: 'Higher score wins',
    direction: 'higher',
    cell: (r) => ({ display: `${r.score}/100`, value: r.score }),
  },
  {
    id: 'title',
    label: 'Title length',
    rule: `Closest to ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} characters wins`,
    direction: 'lower',
    cell: (r) =>
      lengthCell(r.measures.title.length, r.measures.title.value !== undefined, TITLE_LENGTH),
    text: { noun: 'title', of: (r) => r.measures.title.value },
  },
  {
    id: 'description',
    label: 'Meta description length',
    rule: `Closest to ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters wins`,
    direction: 'lower',
    cell: (r) =>
      lengthCell(
        r.measures.description.length,
        r.measures.description.value !== undefined,
        DESCRIPTION_LENGTH,
      ),
    text: { noun: 'meta description', of: (r) => r.measures.description.value },
  },
  {
    id: 'h1',
    label: 'h1 headings',
    rule: 'Exactly one h1 wins',
    direction: 'lower',
    cell: (r) => {
      const h1s = r.measures.headings.filter((h) => h.level === 1).length;
      return { display: plural(h1s, 'h1'), value: Math.abs(h1s - 1) };
    },
    text: {
      noun: 'h1',
      of: (r) =>
        r.measures.headings
          .filter((h) => h.level === 1)
          .map((h) => h.text)
          .join('\n') || undefined,
    },
  },
  {
    id: 'words',
    label: 'Words of text',
    rule: 'More words wins',
    direction: 'higher',
    cell: (r) => count(r.measures.keywords.wordCount, 'word'),
  },
  {
    id: 'image-alt',
    label: 'Images with alt text',
    rule: 'Higher share wins',
    direction: 'higher',
    cell: (r) => {
      const { total, missingAlt } = r.measures.images;
      if (total === 0) return { display: 'No images', value: null };
      const share = Math.round(((total - missingAlt) / total) * 100);
      return { display: `${share}% of ${plural(total, 'image')}`, value: share };
    },
  },
  {
    id: 'internal-links',
    label: 'Internal links',
    rule: 'More internal links wins',
    direction: 'higher',
    cell: (r) => count(r.measures.links.internal, 'link'),
  },
  {
    id: 'external-links',
    label: 'External links',
    rule: 'For context: no winner',
    direction: 'none',
    cell: (r) => count(r.measures.links.external, 'link'),
  },
  {
    id: 'schema',
    label: 'Structured data types',
    rule: 'More valid schema types wins',
    direction: 'higher',
    cell: (r) => {
      const { types, errors } = r.measures.jsonLd;
      if (errors.length > 0) return { display: 'Broken JSON-LD', value: 0 };
      return { display: types.length > 0 ? types.join(', ') : 'None', value: types.length };
    },
  },
  {
    id: 'open-graph',
    label: 'Open Graph tags',
    rule: 'More of og:title, og:description, og:image, og:url wins',
    direction: 'higher',
    cell: (r) => {
      const present = OPEN_GRAPH_TAGS.filter((tag) => r.measures.openGraph[tag]).length;
      return { display: `${present} of ${OPEN_GRAPH_TAGS.length}`, value: present };
    },
  },
  {
    id: 'canonical',
    label: 'Canonical URL',
    rule: 'An absolute canonical wins',
    direction: 'higher',
    cell: (r) => {
      const [first] = r.measures.canonicals;
      if (first === undefined) return { display: 'Missing', value: 0 };
      const absolute = /^https?:\/\//i.test(first);
      return { display: absolute ? 'Absolute' : 'Relative', value: absolute ? 1 : 0.5 };
    },
  },
  {
    id: 'scripts',
    label: 'External scripts',
    rule: 'Fewer scripts to download wins',
    direction: 'lower',
    cell: (r) => count(r.measures.resources.externalScripts, 'script'),
  },
  {
    id: 'blocking-scripts',
    label: 'Render-blocking scripts in <head>',
    rule: 'Fewer wins',
    direction: 'lower',
    cell: (r) => count(r.measures.resources.blockingScriptsInHead, 'script'),
  },
  {
    id: 'stylesheets',
    label: 'Stylesheets',
    rule: 'Fewer files wins',
    direction: 'lower',
    cell: (r) => count(r.measures.resources.stylesheets, 'file'),
  },
  {
    id: 'failed-checks',
    label: 'Failed checks',
    rule: 'Fewer failures wins',
    direction: 'lower',
    cell: (r) => count(r.counts.fail, 'check'),
  },
];

function judge(
  cells: ComparisonCell[],
  direction: Direction,
): Pick<ComparisonRow, 'winners' | 'outcome'> {
  const values = cells.map((cell) => cell.value).filter((value): value is number => value !== null);
  if (direction === 'none' || values.length < 2) return { winners: [], outcome: 'none' };
  const best = direction === 'higher' ? Math.max(...values) : Math.min(...values);
  const winners = cells.flatMap((cell, index) => (cell.value === best ? [index] : []));
  return { winners, outcome: winners.length === values.length ? 'tie' : 'win' };
}

/** "both pages", "all 3 pages". */
const allPages = (count: number): string => (count === 2 ? 'both pages' : `all ${count} pages`);

/** The same words, ignoring case and runs of spaces. */
const sameWords = (text: string | undefined): string | undefined =>
  text?.trim().replace(/\s+/g, ' ').toLowerCase() || undefined;

/** How a tie reads: the same text on every page is a duplicate, worth fixing; else even values. */
function tieText(measure: Measure, cells: ComparisonCell[], reports: PageReport[]): string {
  const texts = new Set(reports.map((report) => sameWords(measure.text?.of(report))));
  if (measure.text && texts.size === 1 && !texts.has(undefined))
    return `Same ${measure.text.noun} on ${allPages(reports.length)}`;
  const compared = cells.filter((cell) => cell.value !== null);
  return new Set(compared.map((cell) => cell.display)).size === 1
    ? `Same on ${allPages(compared.length)}`
    : `Equally good on ${allPages(compared.length)}`;
}

/** Longest column label, in characters. */
const MAX_LABEL = 40;

/**
 * A page's column label: its name, or for an address its host (no "www.") and path, the middle of
 * a long path left out ("example.in/services/…/baner"), cut short if still too long.
 */
export function pageLabel(name: string): string {
  if (!/^https?:\/\/\S+$/i.test(name)) return name;
  let url: URL;
  try {
    url = new URL(name);
  } catch {
    return name;
  }
  const host = url.host.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let label = [host, ...parts].join('/');
  if (label.length > MAX_LABEL && parts.length > 2) label = `${host}/${parts[0]}/…/${parts.at(-1)}`;
  if (label.length > MAX_LABEL && parts.length > 1) label = `${host}/…/${parts.at(-1)}`;
  return label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label;
}

export function comparePages(pages: ComparisonPageInput[]): ComparisonResult {
  const list = Array.isArray(pages) ? pages : [];
  if (list.length < MIN_COMPARED_PAGES)
    return {
      ok: false,
      error: { code: 'too-few-pages', message: 'Add at least two pages to compare.' },
    };
  if (list.length > MAX_COMPARED_PAGES)
    return {
      ok: false,
      error: {
        code: 'too-many-pages',
        message: `Compare at most ${MAX_COMPARED_PAGES} pages at a time.`,
      },
    };
  const analysed = list.map((page, index) => {
    const name =
      typeof page?.name === 'string' && page.name.trim() ? page.name.trim() : `Page ${index + 1}`;
    // A page named by its address gets its links judged against its own site.
    const url = /^https?:\/\/\S+$/i.test(name) ? name : undefined;
    const report = analyzeHtml(typeof page?.html === 'string' ? page.html : '', { url });
    return { name, label: pageLabel(name), report };
  });
  const reports = analysed.map((page) => page.report);
  const rows = MEASURES.map((measure): ComparisonRow => {
    const cells = reports.map((report) => measure.cell(report));
    const judged = judge(cells, measure.direction);
    return {
      id: measure.id,
      label: measure.label,
      rule: measure.rule,
      cells,
      ...judged,
      ...(judged.outcome === 'tie' ? { tie: tieText(measure, cells, reports) } : {}),
    };
  });
  const wins = analysed.map(
    (_, index) => rows.filter((row) => row.outcome === 'win' && row.winners.includes(index)).length,
  );
  return { ok: true, comparison: { pages: analysed, rows, wins } };
}

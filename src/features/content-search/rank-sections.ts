// Ranks the sections of the pages Pagefind found. Pagefind ranks pages and matches any word of the
// query, so a question ("how long does seo take") finds pages that merely say "long"; here each
// section scores by how many of the query's terms it holds (its matched words are read from the
// page text at Pagefind's word positions) plus how many its heading holds, then by the page's rank.
// A term no section holds (a typo Pagefind could not place) does not count against any section.
import { normalizeText } from '../palette/normalize-text';
import { CATEGORIES, type Category } from '../../content/page-entry';
import { parseExcerpt } from './parse-excerpt';
import type { QueryTerm } from './query-terms';
import type { SectionHit } from './section-hit';

/** Most sections shown. */
export const CONTENT_HIT_LIMIT = 8;
/** Most sections of one page shown, so one long page does not fill the list. */
export const HITS_PER_PAGE = 2;
/** How much more a term in the heading counts than one in the text. */
const HEADING_WEIGHT = 2;
/** A section must hold at least this share of the terms that occur anywhere. */
const MIN_COVERAGE = 0.5;
/** Letters a page word must share with a term, at most: Pagefind matches stems and prefixes. */
const STEM_LETTERS = 4;

/** The parts of Pagefind's page data the ranking reads (see pagefind-search.ts). */
export interface FoundSection {
  url: string;
  title: string;
  excerpt: string;
  locations: number[];
}

export interface FoundPage {
  url: string;
  content: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
  sub_results: FoundSection[];
}

/** Whether a word of the page is a form of the term: the same start, as Pagefind's stems are. */
function wordMatches(word: string, term: string): boolean {
  if (word.startsWith(term)) return true;
  const need = Math.min(term.length, Math.max(STEM_LETTERS, term.length - 2));
  let shared = 0;
  while (shared < need && word.charCodeAt(shared) === term.charCodeAt(shared)) shared++;
  return shared >= need;
}

/** Bit k set when the words hold a spelling of term k. */
function termsIn(words: readonly string[], terms: readonly QueryTerm[]): number {
  let mask = 0;
  terms.forEach((spellings, k) => {
    if (words.some((word) => spellings.some((spelling) => wordMatches(word, spelling)))) {
      mask |= 1 << k;
    }
  });
  return mask;
}

const bitCount = (mask: number): number => {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count++;
  return count;
};

const categoryOf = (page: FoundPage): Category => {
  const value = page.filters.category?.[0];
  return CATEGORIES.find((category) => category === value) ?? 'Navigation';
};

interface Scored {
  hit: SectionHit;
  page: number;
  inText: number;
  inHeading: number;
  matches: number;
}

/** The best sections of the pages (in Pagefind's page order), best first, at most `limit`. */
export function rankSections(
  pages: readonly FoundPage[],
  terms: readonly QueryTerm[],
  limit = CONTENT_HIT_LIMIT,
): SectionHit[] {
  const scored: Scored[] = [];
  let anywhere = 0;
  pages.forEach((page, rank) => {
    const words = page.content.split(/\s+/);
    const pageTitle = page.meta.title ?? page.url;
    for (const section of page.sub_results) {
      const matched = section.locations.map((at) => normalizeText(words[at] ?? ''));
      const inText = termsIn(matched, terms);
      const inHeading = termsIn(normalizeText(section.title).split(' '), terms);
      anywhere |= inText | inHeading;
      const url = section.url;
      scored.push({
        hit: {
          url,
          pageTitle,
          heading: url.includes('#') && section.title !== pageTitle ? section.title : undefined,
          category: categoryOf(page),
          excerpt: parseExcerpt(section.excerpt),
        },
        page: rank,
        inText: inText | inHeading,
        inHeading,
        matches: section.locations.length,
      });
    }
  });
  const needed = Math.max(1, Math.ceil(bitCount(anywhere) * MIN_COVERAGE));
  const ranked = scored
    .filter((section) => bitCount(section.inText & anywhere) >= needed)
    .map((section) => ({
      ...section,
      // A term in the heading counts more: the section is about it, not merely mentioning it.
      weight: bitCount(section.inText) + HEADING_WEIGHT * bitCount(section.inHeading),
    }))
    .sort((a, b) => b.weight - a.weight || a.page - b.page || b.matches - a.matches);
  const perPage = new Map<string, number>();
  const hits: SectionHit[] = [];
  for (const { hit } of ranked) {
    if (hits.length >= limit) break;
    const page = hit.url.split('#')[0]!;
    const count = perPage.get(page) ?? 0;
    if (count >= HITS_PER_PAGE) continue;
    perPage.set(page, count + 1);
    hits.push(hit);
  }
  return hits;
}

// Ranks the sections of the pages Pagefind found. Pagefind ranks pages and matches any word of the
// query, so a question ("how long does seo take") finds pages that merely say "long"; here each
// section scores by how many of the query's terms it holds (its matched words are read from the
// page text at Pagefind's word positions, and its page's title counts for every section: a section
// "What it costs" of a page about AI chatbots answers "ai chatbot cost") plus twice how many its
// heading holds (once for the page's opening, whose heading is that title), then by the page's
// rank. When the query names a city, sections of that city come first, and the city in a heading
// adds nothing (on a city page every heading names it). A term no section holds (a typo Pagefind
// could not place) does not count against any section.
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

/**
 * The words of a text as they are compared with the terms: each word normalised, and a word
 * written with a hyphen or a dot ("set-up", "e-mail") both as its parts and as one word, so that
 * "setup" finds "set-up" as Pagefind does.
 */
function wordsOf(text: string): string[] {
  return text.split(/\s+/).flatMap((raw) => {
    const word = normalizeText(raw);
    return word.includes(' ') ? [...word.split(' '), word.replace(/ /g, '')] : [word];
  });
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
  /** Terms the section holds: in its text, its heading or its page's title. */
  held: number;
  /** What the terms its heading holds add to its weight. */
  headingWeight: number;
  matches: number;
}

/**
 * The best sections of the pages (in Pagefind's page order), best first, at most `limit`. `places`
 * has bit k set when term k names a city: sections of that city (or of every city named) come
 * first, as another city's answer is not the visitor's.
 */
export function rankSections(
  pages: readonly FoundPage[],
  terms: readonly QueryTerm[],
  { places = 0, limit = CONTENT_HIT_LIMIT }: { places?: number; limit?: number } = {},
): SectionHit[] {
  const scored: Scored[] = [];
  let anywhere = 0;
  pages.forEach((page, rank) => {
    const words = page.content.split(/\s+/);
    const pageTitle = page.meta.title ?? page.url;
    const inTitle = termsIn(wordsOf(pageTitle), terms);
    for (const section of page.sub_results) {
      const inText = termsIn(
        section.locations.flatMap((at) => wordsOf(words[at] ?? '')),
        terms,
      );
      const inHeading = termsIn(wordsOf(section.title), terms);
      const held = inText | inHeading | inTitle;
      anywhere |= held;
      const url = section.url;
      const ownHeading = url.includes('#') && section.title !== pageTitle;
      scored.push({
        hit: {
          url,
          pageTitle,
          heading: ownHeading ? section.title : undefined,
          category: categoryOf(page),
          excerpt: parseExcerpt(section.excerpt),
        },
        page: rank,
        held,
        headingWeight: bitCount(inHeading & ~places) * (ownHeading ? HEADING_WEIGHT : 1),
        matches: section.locations.length,
      });
    }
  });
  const needed = Math.max(1, Math.ceil(bitCount(anywhere) * MIN_COVERAGE));
  const placesFound = places & anywhere;
  const ranked = scored
    .filter((section) => bitCount(section.held & anywhere) >= needed)
    .map((section) => ({
      ...section,
      ofPlace: (section.held & placesFound) === placesFound ? 1 : 0,
      // A term in the heading counts more: the section is about it, not merely mentioning it.
      weight: bitCount(section.held) + section.headingWeight,
    }))
    .sort(
      (a, b) =>
        b.ofPlace - a.ofPlace || b.weight - a.weight || a.page - b.page || b.matches - a.matches,
    );
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

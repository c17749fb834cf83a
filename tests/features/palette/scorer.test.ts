// Unit tests of the palette scorer: each tier, each weight, the threshold, the popularity rules,
// the category filter, the limit, normalisation, several-word queries, typos and highlighting.
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../src/content/page-entry';
import {
  MATCH_TIER_SCORES,
  PALETTE_MIN_SCORE,
} from '../../../src/features/palette/palette-constants';
import type { PaletteEntry } from '../../../src/features/palette/palette-entry';
import { normalizeText } from '../../../src/features/palette/normalize-text';
import { search, warmIndex } from '../../../src/features/palette/scorer';
import { typoMatch } from '../../../src/features/palette/typo-match';
import { prepareEntries } from '../../../src/features/palette/word-index';

let serial = 0;
function entry(fields: Partial<PaletteEntry> & { title: string }): PaletteEntry {
  serial += 1;
  return {
    id: `test:${serial}`,
    path: `/test/${serial}`,
    icon: 'search',
    category: 'Services',
    keywords: [],
    external: false,
    ...fields,
  };
}

/** The score of the only entry for the query, or undefined when it does not match. */
function scoreOf(
  fields: Partial<PaletteEntry> & { title: string },
  query: string,
): number | undefined {
  return search([entry(fields)], query)[0]?.score;
}

const ids = (results: { entry: PaletteEntry }[]) => results.map((result) => result.entry.id);

describe('match tiers in the title', () => {
  const planner = { title: 'Keyword Planner' };

  it('scores an exact title 1', () => {
    expect(scoreOf(planner, 'keyword planner')).toBe(MATCH_TIER_SCORES.exact);
  });

  it('scores a prefix of the title 0.95', () => {
    expect(scoreOf(planner, 'keyword')).toBe(MATCH_TIER_SCORES.prefix);
    expect(scoreOf(planner, 'keyw')).toBe(MATCH_TIER_SCORES.prefix);
  });

  it('scores the start of a later word 0.9', () => {
    expect(scoreOf(planner, 'planner')).toBe(MATCH_TIER_SCORES.wordPrefix);
    expect(scoreOf(planner, 'plan')).toBe(MATCH_TIER_SCORES.wordPrefix);
  });

  it('scores whole words in another order 0.85', () => {
    expect(scoreOf(planner, 'planner keyword')).toBe(MATCH_TIER_SCORES.wholeWord);
  });

  it('scores text inside a word 0.75', () => {
    expect(scoreOf(planner, 'anner')).toBe(MATCH_TIER_SCORES.substring);
  });

  it('scores letters in order with gaps below the 0.8 fuzzy ceiling', () => {
    const score = scoreOf(planner, 'kywd');
    expect(score).toBeGreaterThan(PALETTE_MIN_SCORE);
    expect(score).toBeLessThan(MATCH_TIER_SCORES.fuzzyMax);
  });

  it('scores a closer fuzzy match higher than a looser one', () => {
    const tight = entry({ title: 'Kwid Dealers' });
    const loose = entry({ title: 'Keyword Dealers' });
    expect(ids(search([loose, tight], 'kwd'))).toEqual([tight.id, loose.id]);
  });

  it('scores an earlier fuzzy match higher than a later one', () => {
    const early = entry({ title: 'Keyword tools for agencies' });
    const late = entry({ title: 'Tools for agencies: keyword' });
    expect(ids(search([late, early], 'kywd'))).toEqual([early.id, late.id]);
  });

  it('ignores letters spread too far apart to be meant', () => {
    expect(scoreOf({ title: 'Social Media Marketing' }, 'sag')).toBeUndefined();
  });

  it('scores a word one typo from a title word 0.7', () => {
    expect(scoreOf(planner, 'keywrod')).toBe(MATCH_TIER_SCORES.typo);
    expect(scoreOf({ title: 'SEO Services in Gurgaon' }, 'gurgoan')).toBe(MATCH_TIER_SCORES.typo);
  });

  it('scores a word one typo from the start of a title word 0.65', () => {
    expect(scoreOf(planner, 'kewyo')).toBe(MATCH_TIER_SCORES.typoPrefix);
  });

  it('does not forgive typos in words shorter than four letters', () => {
    expect(scoreOf({ title: 'SEO Services' }, 'sro')).toBeUndefined();
  });

  it('does not forgive two typos', () => {
    expect(scoreOf({ title: 'Hyderabad' }, 'hidrebad')).toBeUndefined();
  });
});

describe('field weights', () => {
  it('weights a keyword match 1.5 against the title 2', () => {
    expect(scoreOf({ title: 'Marketing Automation', keywords: ['hubspot'] }, 'hubspot')).toBe(0.75);
  });

  it('weights a description match 0.8 against the title 2', () => {
    expect(scoreOf({ title: 'CRM Set-up', description: 'Zoho' }, 'zoho')).toBeCloseTo(0.4);
  });

  it('weights a category match 0.5 against the title 2', () => {
    expect(scoreOf({ title: 'Healthcare', category: 'Industries' }, 'industries')).toBe(0.25);
  });

  it('applies every tier within each keyword, then the keyword weight', () => {
    const ppc = { title: 'PPC Advertising', keywords: ['google ads', 'adwords'] };
    expect(scoreOf(ppc, 'adwords')).toBe(MATCH_TIER_SCORES.exact * 0.75);
    expect(scoreOf(ppc, 'google')).toBe(MATCH_TIER_SCORES.prefix * 0.75);
    expect(scoreOf(ppc, 'ads')).toBe(MATCH_TIER_SCORES.wordPrefix * 0.75);
    expect(scoreOf(ppc, 'words')).toBe(MATCH_TIER_SCORES.substring * 0.75);
  });

  it('keeps the best weighted field, not the sum', () => {
    const everywhere = {
      title: 'Hubspot Partner',
      keywords: ['hubspot'],
      description: 'Hubspot',
    };
    expect(scoreOf(everywhere, 'hubspot')).toBe(MATCH_TIER_SCORES.prefix);
  });

  it('does not match descriptions fuzzily', () => {
    expect(scoreOf({ title: 'Blog', description: 'Keyword research' }, 'kywd')).toBeUndefined();
  });
});

describe('threshold', () => {
  it('drops matches that score under 0.15', () => {
    // A gapped match in the category: 0.8 x 0.5 density x 0.25 weight = 0.1.
    expect(scoreOf({ title: 'Home', category: 'Navigation' }, 'nvgtn')).toBeUndefined();
  });

  it('keeps matches at or above 0.15', () => {
    expect(scoreOf({ title: 'Home', category: 'Navigation' }, 'gation')).toBeGreaterThanOrEqual(
      PALETTE_MIN_SCORE,
    );
  });

  it('does not let the popularity bonus lift a non-match over the threshold', () => {
    expect(
      scoreOf({ title: 'Home', category: 'Navigation', popular: true }, 'nvgtn'),
    ).toBeUndefined();
  });
});

describe('popular entries', () => {
  it('get a bonus on top of their match score', () => {
    expect(
      scoreOf({ title: 'Marketing Automation', keywords: ['hubspot'], popular: true }, 'hubspot'),
    ).toBe(0.85);
  });

  it('never score above 1', () => {
    expect(scoreOf({ title: 'Keyword Planner', popular: true }, 'keyword planner')).toBe(1);
  });

  it('win a tie against an equal match', () => {
    const plain = entry({ title: 'SEO Services in Delhi' });
    const popular = entry({ title: 'SEO Services in Mumbai', popular: true });
    expect(ids(search([plain, popular], 'seo'))).toEqual([popular.id, plain.id]);
  });

  it('win against a match up to 0.05 better', () => {
    const plain = entry({ title: 'Audit Tool' }); // prefix, 0.95
    const popular = entry({ title: 'SEO Audit', popular: true }); // word prefix, 0.9
    expect(ids(search([plain, popular], 'audit'))).toEqual([popular.id, plain.id]);
  });

  it('win against a match up to 0.1 better once the popularity pass is counted', () => {
    const plain = entry({ title: 'Audit' }); // exact, 1
    const popular = entry({ title: 'SEO Audit', popular: true }); // word prefix, 0.9
    expect(ids(search([plain, popular], 'audit'))).toEqual([popular.id, plain.id]);
  });

  it('lose against a match more than 0.1 better', () => {
    const plain = entry({ title: 'Site Audit' }); // exact, 1
    const popular = entry({ title: 'Audit of a Site', popular: true }); // whole words, 0.85
    expect(ids(search([popular, plain], 'site audit'))).toEqual([plain.id, popular.id]);
    const inside = entry({ title: 'Preaudit Checklist', popular: true }); // substring, 0.75
    expect(ids(search([inside, plain], 'audit'))[0]).toBe(plain.id);
  });
});

describe('ranking', () => {
  it('sorts results by score, best first', () => {
    const substring = entry({ title: 'Preaudit Checklist' });
    const exact = entry({ title: 'Audit' });
    const wordPrefix = entry({ title: 'SEO Audit' });
    expect(ids(search([substring, exact, wordPrefix], 'audit'))).toEqual([
      exact.id,
      wordPrefix.id,
      substring.id,
    ]);
  });

  it('keeps input order between equal scores', () => {
    const first = entry({ title: 'SEO Services in Delhi' });
    const second = entry({ title: 'SEO Services in Mumbai' });
    expect(ids(search([first, second], 'seo'))).toEqual([first.id, second.id]);
    expect(ids(search([second, first], 'seo'))).toEqual([second.id, first.id]);
  });

  it('returns the same results for the same query every time', () => {
    const list = ['SEO', 'SEO Audit', 'Local SEO', 'Technical SEO'].map((title) =>
      entry({ title }),
    );
    expect(search(list, 'seo')).toEqual(search(list, 'seo'));
  });
});

describe('category filter and limit', () => {
  const tool = entry({ title: 'SEO Analyzer', category: 'Tools' });
  const service = entry({ title: 'SEO Services', category: 'Services' });
  const place = entry({ title: 'SEO Services in Pune', category: 'Locations' });

  it('restricts results to the chosen categories', () => {
    const categories: Category[] = ['Tools', 'Locations'];
    expect(ids(search([tool, service, place], 'seo', { categories }))).toEqual([tool.id, place.id]);
  });

  it('treats an empty category list as no filter', () => {
    expect(search([tool, service, place], 'seo', { categories: [] })).toHaveLength(3);
  });

  const many = Array.from({ length: 60 }, (_, i) =>
    entry({ title: `SEO Services, branch ${i + 1}` }),
  );

  it('returns at most 50 results', () => {
    expect(search(many, 'seo')).toHaveLength(50);
    expect(search(many, 'seo', { limit: 500 })).toHaveLength(50);
  });

  it('returns fewer when asked', () => {
    expect(search(many, 'seo', { limit: 5 })).toHaveLength(5);
    expect(search(many, 'seo', { limit: 0 })).toEqual([]);
  });
});

describe('query normalisation', () => {
  it('returns nothing for an empty, blank or punctuation-only query', () => {
    const list = [entry({ title: 'SEO Services' })];
    expect(search(list, '')).toEqual([]);
    expect(search(list, '   \t ')).toEqual([]);
    expect(search(list, '?!.*')).toEqual([]);
  });

  it('ignores case, accents, punctuation and extra spaces', () => {
    expect(normalizeText('  Café,  E-commerce &  SEO!  ')).toBe('cafe e commerce seo');
    expect(scoreOf({ title: 'Café Marketing' }, 'CAFE')).toBe(MATCH_TIER_SCORES.prefix);
    expect(scoreOf({ title: 'Cafe Marketing' }, 'café')).toBe(MATCH_TIER_SCORES.prefix);
    expect(scoreOf({ title: 'E-commerce SEO' }, 'e commerce')).toBe(MATCH_TIER_SCORES.prefix);
    expect(scoreOf({ title: 'SEO Services' }, '  seo   services ')).toBe(MATCH_TIER_SCORES.exact);
  });

  it('drops apostrophes instead of splitting words', () => {
    expect(normalizeText("Google's Maps")).toBe('googles maps');
  });

  it('treats regular-expression characters as plain text', () => {
    expect(() => search([entry({ title: 'C++ (Advanced)' })], '.*[(+?')).not.toThrow();
  });
});

describe('several words', () => {
  const mumbai = entry({
    title: 'SEO Services in Mumbai',
    keywords: ['seo', 'mumbai', 'bombay'],
    category: 'Locations',
  });
  const delhi = entry({
    title: 'SEO Services in Delhi',
    keywords: ['seo', 'delhi'],
    category: 'Locations',
  });

  it('match when every word matches, in any order', () => {
    expect(ids(search([delhi, mumbai], 'mumbai seo'))).toEqual([mumbai.id]);
    expect(ids(search([delhi, mumbai], 'seo mumbai'))).toEqual([mumbai.id]);
  });

  it('do not match when one word matches nowhere', () => {
    expect(search([delhi, mumbai], 'seo jaipur')).toEqual([]);
  });

  it('may match in different fields', () => {
    expect(ids(search([delhi, mumbai], 'bombay seo'))).toEqual([mumbai.id]);
  });

  it('ignore stop words when other words are present', () => {
    expect(scoreOf({ title: 'SEO Services in Mumbai' }, 'seo for mumbai')).toBe(
      MATCH_TIER_SCORES.wholeWord,
    );
  });

  it('score a phrase found as typed by its tier', () => {
    expect(scoreOf({ title: 'SEO Services in Mumbai' }, 'services in mumbai')).toBe(
      MATCH_TIER_SCORES.wordPrefix,
    );
  });

  it('rank an entry matching all words in the title above one matching them across fields', () => {
    const acrossFields = entry({ title: 'Bombay Office', keywords: ['seo'] });
    expect(ids(search([acrossFields, mumbai], 'seo bombay'))[0]).toBe(acrossFields.id);
    expect(ids(search([acrossFields, mumbai], 'seo mumbai'))).toEqual([mumbai.id]);
  });

  it('forgive a typo in one of them', () => {
    expect(ids(search([delhi, mumbai], 'mumbia seo'))).toEqual([mumbai.id]);
  });
});

describe('one-typo matching', () => {
  it.each([
    ['gurgoan', 'gurgaon', 'whole'],
    ['hydrabad', 'hyderabad', 'whole'],
    ['banglore', 'bangalore', 'whole'],
    ['kolkatta', 'kolkata', 'whole'],
    ['chennei', 'chennai', 'whole'],
    ['hydrab', 'hyderabad', 'prefix'],
  ] as const)('matches %s to %s (%s)', (typed, word, kind) => {
    expect(typoMatch(typed, word)).toBe(kind);
  });

  it('does not count a plain prefix as a typo', () => {
    expect(typoMatch('hyder', 'hyderabad')).toBeUndefined();
  });

  it('rejects words two edits away', () => {
    expect(typoMatch('hidrabed', 'hyderabad')).toBeUndefined();
  });
});

describe('title highlighting', () => {
  it('marks each matched word in the original title', () => {
    const [result] = search([entry({ title: 'SEO Services in Mumbai' })], 'mumbai seo');
    expect(result?.titleMatches).toEqual([
      [0, 3],
      [16, 22],
    ]);
  });

  it('maps accented and punctuated titles back to their own indices', () => {
    const title = 'Café & Restaurant SEO';
    const [result] = search([entry({ title })], 'restaurant');
    const [range] = result?.titleMatches ?? [];
    expect(range && title.slice(...range)).toBe('Restaurant');
    const [cafe] = search([entry({ title })], 'cafe')[0]?.titleMatches ?? [];
    expect(cafe && title.slice(...cafe)).toBe('Café');
  });

  it('marks the letters of a fuzzy match one by one', () => {
    const title = 'Keyword Planner';
    const [result] = search([entry({ title })], 'kywd');
    expect(result?.titleMatches.map((range) => title.slice(...range))).toEqual(['K', 'yw', 'd']);
  });

  it('marks the word a typo matched', () => {
    const title = 'SEO Services in Gurgaon';
    const [result] = search([entry({ title })], 'gurgoan');
    expect(result?.titleMatches.map((range) => title.slice(...range))).toEqual(['Gurgaon']);
  });

  it('marks nothing when only a keyword matched', () => {
    const [result] = search(
      [entry({ title: 'PPC Advertising', keywords: ['adwords'] })],
      'adwords',
    );
    expect(result?.titleMatches).toEqual([]);
  });
});

describe('prepared index', () => {
  it('gives the same results as searching the entry list', () => {
    const list = ['SEO Audit Tool', 'Page Speed Checker', 'Keyword Planner'].map((title) =>
      entry({ title }),
    );
    const index = prepareEntries(list);
    for (const query of ['seo', 'speed', 'kywd', 'planer']) {
      expect(search(index, query)).toEqual(search(list, query));
    }
  });
});

describe('warmIndex', () => {
  it('builds the cached index ahead of time without changing what a search finds', () => {
    const list = [entry({ title: 'SEO Services in Delhi' }), entry({ title: 'PPC in Mumbai' })];
    const expected = ids(search(prepareEntries(list), 'delhi seo'));
    warmIndex(list);
    expect(ids(search(list, 'delhi seo'))).toEqual(expected);
    expect(expected).toEqual([list[0]!.id]);
  });
});

// Property tests of the palette scorer over the real entries: whatever a visitor types or pastes,
// search never throws and always returns a short, thresholded, sorted, repeatable list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/content/page-entry';
import {
  PALETTE_MIN_SCORE,
  PALETTE_RESULT_LIMIT,
} from '../../../src/features/palette/palette-constants';
import { paletteEntries } from '../../../src/features/palette/palette-entries';
import { search } from '../../../src/features/palette/scorer';
import { prepareEntries } from '../../../src/features/palette/word-index';

const index = prepareEntries(paletteEntries);

const regexSoup = fc
  .array(fc.constantFrom(...'.*+?^${}()|[]\\/-', 'seo', ' ', 'mumbai', '\\d', '(?:', '\u0000'), {
    maxLength: 30,
  })
  .map((parts) => parts.join(''));
const emoji = fc
  .array(fc.constantFrom('🔍', '🚀', '👩🏽‍💻', '🇮🇳', '❤️', 'नमस्ते', 'मुंबई', 'é', 'ß', 'İ', 'ς', 'seo'), {
    maxLength: 20,
  })
  .map((parts) => parts.join(' '));
const anyQuery = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  regexSoup,
  emoji,
  // Lone surrogates and other broken UTF-16.
  fc.string({
    unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  }),
  // Real words, so that plenty of queries do match.
  fc
    .array(
      fc.constantFrom(
        'seo',
        'ppc',
        'delhi',
        'mumbai',
        'gurgoan',
        'ads',
        'tool',
        's',
        'in',
        'marketing',
      ),
      {
        maxLength: 5,
      },
    )
    .map((words) => words.join(' ')),
);
const options = fc.record(
  {
    categories: fc.subarray([...CATEGORIES]),
    limit: fc.oneof(fc.integer({ min: -5, max: 80 }), fc.constant(Number.NaN)),
  },
  { requiredKeys: [] },
);

function checkResults(query: string, opts: Parameters<typeof search>[2]): void {
  const results = search(index, query, opts);
  expect(results.length).toBeLessThanOrEqual(PALETTE_RESULT_LIMIT);
  for (const [i, result] of results.entries()) {
    expect(result.score).toBeGreaterThanOrEqual(PALETTE_MIN_SCORE);
    expect(result.score).toBeLessThanOrEqual(1);
    if (i > 0) expect(result.score).toBeLessThanOrEqual(results[i - 1]!.score);
    if (opts?.categories?.length) expect(opts.categories).toContain(result.entry.category);
    for (const [start, end] of result.titleMatches) {
      expect(0 <= start && start < end && end <= result.entry.title.length).toBe(true);
    }
  }
  expect(search(index, query, opts)).toEqual(results);
}

describe('search over any input', () => {
  it('never throws and returns at most 50 sorted, thresholded, repeatable results', () => {
    fc.assert(
      fc.property(anyQuery, options, (query, opts) => checkResults(query, opts)),
      { numRuns: 400 },
    );
  });

  it('copes with 10,000-character queries', () => {
    const long = fc.oneof(
      fc.string({ minLength: 10_000, maxLength: 10_000 }),
      fc.constantFrom(
        'seo '.repeat(2_500),
        '🔍'.repeat(5_000),
        '('.repeat(10_000),
        'a'.repeat(10_000),
      ),
    );
    fc.assert(
      fc.property(long, (query) => checkResults(query, {})),
      { numRuns: 20 },
    );
  });

  it('returns nothing for queries without letters or digits', () => {
    const noWords = fc.string({ unit: fc.constantFrom(' ', '\t', '.', '*', '(', '🔍', '—', '\n') });
    fc.assert(fc.property(noWords, (query) => search(index, query).length === 0));
  });
});

// Everyday questions and Hindi (issue 24): the synonyms table, the requests (price, near me,
// website) and the search around the scorer, on the real palette entries.
import { describe, expect, it } from 'vitest';
import { contentQuery } from '../../../src/features/content-search/query-terms';
import { intentsOf, searchEveryday } from '../../../src/features/palette/everyday-search';
import { normalizeText } from '../../../src/features/palette/normalize-text';
import { paletteEntries } from '../../../src/features/palette/palette-entries';
import { parseQuery } from '../../../src/features/palette/query-words';
import { ENGLISH_OF, FILLER_WORDS } from '../../../src/features/palette/search-synonyms';
import { prepareEntries } from '../../../src/features/palette/word-index';
import { everydayQueries } from './everyday-queries';

const index = prepareEntries(paletteEntries);
const ids = (query: string) => searchEveryday(index, query).map((result) => result.entry.id);

describe('search synonyms', () => {
  it('gives Hindi in Devanagari and in Latin letters the English word of the pages', () => {
    expect(ENGLISH_OF.get(normalizeText('विज्ञापन'))).toBe('ads');
    expect(ENGLISH_OF.get('vigyapan')).toBe('ads');
    expect(ENGLISH_OF.get(normalizeText('वेबसाइट'))).toBe('website');
    expect(ENGLISH_OF.get(normalizeText('एसईओ'))).toBe('seo');
    expect(ENGLISH_OF.get('kitne')).toBe('pricing');
    expect(ENGLISH_OF.get('cost')).toBe('pricing');
  });

  it('never maps an English word of the pages to another', () => {
    for (const english of new Set(ENGLISH_OF.values())) expect(ENGLISH_OF.has(english)).toBe(false);
  });

  it('drops Hindi grammar words from a query that has other words, and keeps them otherwise', () => {
    expect(FILLER_WORDS.has('hai')).toBe(true);
    expect(FILLER_WORDS.has('banwana')).toBe(true);
    expect(parseQuery('seo kitne ka hai')!.words.map((word) => word.text)).toEqual([
      'kitne',
      'seo',
    ]);
    expect(parseQuery('hai')!.words.map((word) => word.text)).toEqual(['hai']);
  });

  it('lets a query word match as its English word, keeping the typed word', () => {
    const [word] = parseQuery('vigyapan')!.words;
    expect(word!.text).toBe('vigyapan');
    expect(word!.english?.text).toBe('ads');
  });

  it('searches the pages for the English word too', () => {
    expect(contentQuery('whatsapp vigyapan kaise kare')!.terms).toEqual([
      ['whatsapp'],
      ['vigyapan', 'ads'],
    ]);
    expect(contentQuery('whatsapp vigyapan')!.pagefind).toContain('whatsapp ads');
  });
});

describe('requests in a query', () => {
  it('finds a price, near me and a website, and what is left to search', () => {
    expect(intentsOf('seo kitne ka hai')).toEqual({ answers: ['action:quote'], rest: 'seo' });
    expect(intentsOf('digital marketing near me')).toEqual({
      answers: ['sitemap', 'contact'],
      rest: 'digital marketing',
    });
    expect(intentsOf('website for clinic').answers).toEqual(['service:web-design']);
    expect(intentsOf('mumbai seo')).toEqual({ answers: [], rest: 'mumbai seo' });
  });
});

describe('everyday search', () => {
  it('ranks a query without a request exactly as the scorer does', () => {
    expect(ids('mumbai seo')[0]).toBe('city-service:seo:mumbai');
  });

  it('puts the answers to a request right after the best result', () => {
    expect(ids('seo kitne ka hai').slice(0, 2)).toEqual(['service:seo', 'action:quote']);
    expect(ids('price')[0]).toBe('action:quote');
    expect(ids('digital marketing near me').slice(1, 3)).toEqual(['sitemap', 'contact']);
  });

  it('searches the words other than the request when the whole query matches nothing', () => {
    expect(ids('website for clinic').slice(0, 2)).toEqual([
      'industry:healthcare',
      'service:web-design',
    ]);
  });

  it('leaves one word out when every word together matches nothing', () => {
    expect(ids('instagram ads for restaurant')).toContain('service:facebook-ads');
  });

  it('finds Hindi and Hinglish', () => {
    expect(ids('विज्ञापन')[0]).toBe('service:facebook-ads');
    expect(ids('वेबसाइट बनवाना है')[0]).toBe('service:web-design');
    expect(ids('website banwana hai')[0]).toBe('service:web-design');
  });

  it('finds the WhatsApp Marketing page first for whatsapp marketing', () => {
    expect(ids('whatsapp marketing')[0]).toBe('service:whatsapp-marketing');
  });

  it('keeps the category filter', () => {
    const results = searchEveryday(index, 'seo price', { categories: ['Services'] });
    expect(results.every((result) => result.entry.category === 'Services')).toBe(true);
  });

  it('answers at least 90% of the everyday set in its top three', () => {
    const hits = everydayQueries.filter(({ query, expected }) =>
      ids(query)
        .slice(0, 3)
        .some((id) => expected.includes(id)),
    );
    expect(hits.length / everydayQueries.length).toBeGreaterThanOrEqual(0.9);
  });
});

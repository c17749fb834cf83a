import { describe, expect, it } from 'vitest';
import {
  countWords,
  summariseKeywords,
} from '../../../../src/features/seo-tools/keywords/keyword-density';

describe('summariseKeywords', () => {
  it('counts every word, including stop words, hyphenated and Hindi words', () => {
    expect(countWords("The e-commerce store's best रसोई offer")).toBe(6);
    expect(summariseKeywords('Hello, world. How are you?').wordCount).toBe(5);
  });

  it('leaves out stop words and numbers and ranks by count', () => {
    const { unigrams } = summariseKeywords(
      'The best dentist in Delhi. A dentist for 2024 and the best care.',
    );
    expect(unigrams.map((k) => k.phrase)).toEqual(['best', 'dentist', 'care', 'delhi']);
    // 2 of 13 words.
    expect(unigrams[0]).toEqual({ phrase: 'best', count: 2, density: 15.4 });
  });

  it('finds repeated two-word phrases without crossing punctuation or stop words', () => {
    const { bigrams } = summariseKeywords(
      'SEO company in Mumbai. SEO company, Mumbai seo. Company Mumbai',
    );
    // "company, mumbai" crosses a comma, so "company mumbai" occurs once and is not repeated.
    expect(bigrams).toEqual([{ phrase: 'seo company', count: 2, density: 40 }]);
  });

  it('counts possessives with their word', () => {
    expect(summariseKeywords("Reachmark's team and Reachmark").unigrams[0]).toMatchObject({
      phrase: 'reachmark',
      count: 2,
    });
  });

  it('returns empty lists for empty text', () => {
    expect(summariseKeywords('')).toEqual({ wordCount: 0, unigrams: [], bigrams: [] });
  });
});

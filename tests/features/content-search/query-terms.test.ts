// What content search asks Pagefind for: content words, and a city's other spellings.
import { describe, expect, it } from 'vitest';
import { contentQuery } from '../../../src/features/content-search/query-terms';

describe('contentQuery', () => {
  it('needs three characters', () => {
    expect(contentQuery('se')).toBeUndefined();
    expect(contentQuery(' s e ')).toBeUndefined();
    expect(contentQuery('seo')?.pagefind).toEqual(['seo']);
  });

  it('drops grammar words unless nothing else is left', () => {
    expect(contentQuery('How long does SEO take?')?.pagefind).toEqual(['long seo take']);
    expect(contentQuery('how does')?.pagefind).toEqual(['how does']);
  });

  it('searches the other spellings of a city and counts either as the word', () => {
    const query = contentQuery('gurgaon office');
    expect(query?.pagefind).toEqual(['gurgaon office', 'gurugram office']);
    expect(query?.terms).toEqual([['gurgaon', 'gurugram'], ['office']]);
    expect(contentQuery('bengaluru saas')?.pagefind).toEqual([
      'bengaluru saas',
      'bangalore saas',
      'bangaluru saas',
    ]);
  });

  it('marks the terms that name a city, by any of its names', () => {
    expect(contentQuery('cost per lead pune')?.places).toBe(0b100);
    expect(contentQuery('seo agency ggn')?.places).toBe(0b100);
    expect(contentQuery('how long does seo take')?.places).toBe(0);
  });
});

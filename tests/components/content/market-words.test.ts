import { describe, expect, it } from 'vitest';
import { inSentence } from '../../../src/components/content/market-words';

describe('inSentence', () => {
  it('lower-cases ordinary words of a title-cased name', () => {
    expect(inSentence('Real Estate')).toBe('real estate');
    expect(inSentence('E-commerce')).toBe('e-commerce');
  });

  it('keeps acronyms in capitals', () => {
    expect(inSentence('IT & Software')).toBe('IT & software');
  });
});

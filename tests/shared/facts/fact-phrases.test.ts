// The facts as words: working days, headline figures, national starting prices with GST, lists.
import { describe, expect, it } from 'vitest';
import { businessFacts } from '../../../shared/facts/business-facts';
import {
  figureValue,
  figureWords,
  listWords,
  priceWithGst,
  priceWords,
  startingPrice,
} from '../../../shared/facts/fact-phrases';
import {
  numberWord,
  proposalPromise,
  replyPromise,
  workingDays,
} from '../../../shared/facts/promise-phrases';

describe('fact phrases', () => {
  it('write small numbers as words and larger ones as digits', () => {
    expect(numberWord(1)).toBe('one');
    expect(numberWord(10)).toBe('ten');
    expect(numberWord(12)).toBe('12');
  });

  it('put working days in the singular or plural', () => {
    expect(workingDays(1)).toBe('one working day');
    expect(workingDays(3)).toBe('three working days');
  });

  it('build the reply and proposal promises from the facts', () => {
    expect(replyPromise).toBe(`within ${workingDays(businessFacts.response.replyWorkingDays)}`);
    expect(proposalPromise).toBe(
      `within ${workingDays(businessFacts.response.proposalWorkingDays)}`,
    );
  });

  it('show figures as headlines and in sentences', () => {
    const plus = { value: 400, atLeast: true };
    const exact = { value: 2.6, atLeast: false };
    expect(figureValue(plus, 'count')).toBe('400+');
    expect(figureValue(exact, 'multiple')).toBe('2.6x');
    expect(figureValue({ ...plus, value: 3 }, 'crore')).toBe('₹3 crore+');
    expect(figureWords(plus)).toBe('more than 400');
    expect(figureWords(exact)).toBe('2.6');
  });

  it('quote national starting prices with their unit and GST', () => {
    const seo = startingPrice('seo');
    expect(priceWords('seo')).toMatch(/^₹[\d,]+ (a month|one-off|per project)$/);
    expect(priceWords('seo')).toContain(seo.fromInr.toLocaleString('en-IN'));
    expect(priceWithGst('seo')).toBe(
      `${priceWords('seo')} plus ${businessFacts.pricing.gstPercent}% GST`,
    );
    expect(() => startingPrice('no-such-service')).toThrow(/no-such-service/);
  });

  it('join lists the way sentences do', () => {
    expect(listWords(['English'])).toBe('English');
    expect(listWords(['English', 'Hindi'])).toBe('English and Hindi');
    expect(listWords(['English', 'Hindi', 'Tamil'])).toBe('English, Hindi and Tamil');
  });
});

// The city pages' pricing rule: a city's starting price is read from its content, compared with the
// national starting price in the business facts, and named as a city adjustment when it differs.
import { describe, expect, it } from 'vitest';
import type { CityContent } from '../../../src/content/city-services/schema';
import { adjustmentWords, cityPrice, firstInrAmount } from '../../../shared/facts/city-price';
import { priceWords, startingPrice } from '../../../shared/facts/fact-phrases';

const modules = import.meta.glob<{ content: CityContent }>(
  [
    '../../../src/content/city-services/*.ts',
    '!../../../src/content/city-services/schema.ts',
    '!../../../src/content/city-services/sentence-overlap.ts',
  ],
  { eager: true },
);
const blocks = Object.values(modules).flatMap(({ content }) =>
  Object.entries(content.services).map(([service, block]) => ({
    place: content.profile.place,
    service,
    startingFrom: block.pricing.startingFrom,
  })),
);

describe('city prices', () => {
  it('read the first rupee amount, Indian digit grouping included', () => {
    expect(firstInrAmount('₹1,10,000 for a business website; portals from ₹2,00,000')).toBe(110000);
    expect(firstInrAmount('₹18,000 per month or 12% of ad spend')).toBe(18000);
    expect(() => firstInrAmount('Ask us for a price')).toThrow(/No rupee amount/);
  });

  it('name a lower or higher city price as a city adjustment against the national price', () => {
    const national = startingPrice('seo').fromInr;
    const lower = cityPrice('seo', `₹${national - 1000} per month`);
    expect(lower.adjustment).toBe('lower');
    expect(adjustmentWords(lower, 'Itanagar')).toBe(
      `City price for Itanagar: below our national starting price of ${priceWords('seo')}.`,
    );
    expect(cityPrice('seo', `₹${national + 1000} a month`).adjustment).toBe('higher');
    expect(cityPrice('seo', `₹${national} per month`).adjustment).toBe('same');
  });

  it('compare web development with the national web design price, and never across units', () => {
    expect(cityPrice('web-development', '₹45,000 for a business website').slug).toBe('web-design');
    expect(startingPrice('web-design').unit).toBe('one-off');
    const monthly = cityPrice('web-development', '₹8,000 a month for site care');
    expect(monthly.adjustment).toBe('other-unit');
    expect(adjustmentWords(monthly, 'Delhi')).toBe(
      `City price for Delhi, for monthly work. Our national starting price is ${priceWords('web-design')}.`,
    );
    expect(() => cityPrice('pottery', '₹1,000 per month')).toThrow(/pottery/);
  });

  it('apply to every city-service block', () => {
    expect(blocks.length).toBeGreaterThan(50);
    for (const block of blocks) {
      const price = cityPrice(block.service, block.startingFrom);
      expect(price.cityFromInr, `${block.place} ${block.service}`).toBeGreaterThan(0);
    }
  });
});

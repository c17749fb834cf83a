// JSON-LD asserts no ratings or reviews on any page (Google treats self-served review markup as
// spam), and the Organization describes the agency from the business facts.
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../../../shared/site';
import { businessFacts } from '../../../shared/facts/business-facts';
import { registryPages } from '../../../src/site/registry-pages';
import { notFoundPage, pages } from '../../../src/content/registry';
import { headTags } from '../../../src/site/head/head-tags';
import { jsonLdOf } from './head-tag-values';

const RATING_KEYS = new Set(['aggregateRating', 'review', 'reviews', 'reviewRating']);
const RATING_TYPES = new Set(['Review', 'AggregateRating', 'Rating', 'EmployerAggregateRating']);

/** Every place in a JSON-LD value that states a rating or a review, as a path. */
function ratingsIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => ratingsIn(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = `${path}.${key}`;
    const found =
      RATING_KEYS.has(key) ||
      (key === '@type' && [inner].flat().some((type) => RATING_TYPES.has(String(type))))
        ? [here]
        : [];
    return [...found, ...ratingsIn(inner, here)];
  });
}

describe('structured data', () => {
  it('finds ratings and reviews wherever they are nested', () => {
    const marked = {
      '@type': 'Organization',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8 },
      department: [{ review: [{ '@type': 'Review' }] }],
    };
    expect(ratingsIn(marked)).toEqual([
      '$.aggregateRating',
      '$.aggregateRating.@type',
      '$.department[0].review',
      '$.department[0].review[0].@type',
    ]);
  });

  it('asserts no rating or review on any page', () => {
    for (const page of [...pages, notFoundPage])
      expect(ratingsIn(jsonLdOf(headTags(page))), page.path).toEqual([]);
  });

  it('describes the organisation with the business facts', () => {
    const organization = jsonLdOf(headTags(registryPages.byId('home')))[0] as Record<
      string,
      unknown
    >;
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: businessFacts.brand.name,
      legalName: businessFacts.brand.legalName,
      foundingDate: String(businessFacts.foundingYear),
      email: businessFacts.contact.email,
      telephone: businessFacts.contact.phone,
      url: `${SITE_URL}/`,
    });
  });
});

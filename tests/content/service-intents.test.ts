// Pages that could compete for the same searches keep distinct intents: /services/seo/local and
// /services/local-business-seo, /services/seo/ecommerce and /services/ecommerce-seo each name a
// different buyer, share no keyword and link each other (docs/decisions/0008).
import { describe, expect, it } from 'vitest';
import { content as ecommerceSeo } from '../../src/content/service-content/ecommerce-seo';
import { content as localBusinessSeo } from '../../src/content/service-content/local-business-seo';
import { content as seoEcommerce } from '../../src/content/service-content/seo-ecommerce';
import { content as seoLocal } from '../../src/content/service-content/seo-local';
import type { ServiceContent } from '../../src/content/service-content/schema';
import { registryPages } from '../../src/site/registry-pages';

const pairs: [string, ServiceContent, string, ServiceContent][] = [
  ['service:seo/local', seoLocal, 'service:local-business-seo', localBusinessSeo],
  ['service:seo/ecommerce', seoEcommerce, 'service:ecommerce-seo', ecommerceSeo],
];

describe('service pages with neighbouring intents', () => {
  it.each(pairs)('%s and %s link each other as siblings', (aId, a, bId, b) => {
    expect(a.sibling?.pageId).toBe(bId);
    expect(b.sibling?.pageId).toBe(aId);
  });

  it.each(pairs)('%s and %s differ in title, description and keywords', (aId, _a, bId) => {
    const [first, second] = [registryPages.byId(aId), registryPages.byId(bId)];
    expect(first.title).not.toBe(second.title);
    expect(first.description).not.toBe(second.description);
    const shared = first.keywords.filter((keyword) => second.keywords.includes(keyword));
    // The niche pages inherit 'seo' and 'search engine optimisation' from the SEO family.
    expect(
      shared.filter((keyword) => !/^(seo|search engine optimi[sz]ation)$/.test(keyword)),
    ).toEqual([]);
  });
});

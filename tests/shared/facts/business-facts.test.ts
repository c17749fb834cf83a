// The business facts: valid against their schema, marked as sample data, and in agreement with the
// content they summarise (testimonials, team roles, service prices, case studies' pages).
import { describe, expect, it } from 'vitest';
import { about } from '../../../src/content/company/about';
import { testimonials } from '../../../src/content/company/testimonials';
import { businessFacts } from '../../../shared/facts/business-facts';
import { businessFactsSchema, claimSchema } from '../../../shared/facts/facts-schema';
import { registryPages } from '../../../src/site/registry-pages';
import { services } from '../../../src/content/services';
import type { ServiceContent } from '../../../src/content/service-content/schema';
import { SITE_URL } from '../../../shared/site';

const claim = {
  id: 'example-partner',
  kind: 'partnership',
  name: 'Example Partner',
  issuer: 'Example Platform',
  status: 'Partner',
  year: 2025,
  recognises: 'Meets the platform’s requirements for certified staff.',
} as const;

describe('business facts', () => {
  it('match their schema', () => {
    const result = businessFactsSchema.safeParse(businessFacts);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  // The sample agency is made up, so it may not claim an award or a partner programme; an agency's
  // own facts (sample: false) may, each shown only with its evidence.
  it.runIf(businessFacts.sample)(
    'name no award or partner programme while they are the sample',
    () => {
      expect(businessFacts.claims.filter((item) => item.kind !== 'certification')).toEqual([]);
    },
  );

  it('give every claim a unique id and link only to pages that exist', () => {
    const ids = businessFacts.claims.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of businessFacts.claims)
      if (item.pageId) expect(registryPages.byId(item.pageId).id).toBe(item.pageId);
  });

  it('state the average rating and count of the published testimonials', () => {
    const average = testimonials.reduce((sum, item) => sum + item.rating, 0) / testimonials.length;
    expect(businessFacts.testimonials.count).toBe(testimonials.length);
    expect(businessFacts.testimonials.averageRating).toBe(Number(average.toFixed(1)));
  });

  it('state a team size the about page’s roles add up to', () => {
    const total = about.team.roles.reduce((sum, role) => sum + role.count, 0);
    expect(total).toBe(businessFacts.team.size);
  });

  it('give each service the starting price of the first tier on its own page', () => {
    const modules = import.meta.glob<{ content: ServiceContent }>(
      ['../../../src/content/service-content/*.ts', '!**/schema.ts'],
      { eager: true },
    );
    for (const service of services) {
      const file = `../../../src/content/service-content/${service.slug.replace('/', '-')}.ts`;
      const tiers = modules[file]!.content.pricing;
      const entry = tiers[0]!;
      const fact = businessFacts.pricing.startingPrices[service.slug]!;
      expect([entry.startingFromInr, entry.unit], service.slug).toEqual([fact.fromInr, fact.unit]);
    }
  });

  it('give a starting price for every service and no other', () => {
    expect(Object.keys(businessFacts.pricing.startingPrices).sort()).toEqual(
      services.map((service) => service.slug).sort(),
    );
  });
});

describe('claim evidence', () => {
  it('accepts a claim without evidence, a listing URL and a document reference', () => {
    expect(claimSchema.safeParse(claim).success).toBe(true);
    const listing = {
      kind: 'listing',
      url: 'https://example.com/partners/reachmark',
      checkedOn: '2026-11-20',
    };
    expect(claimSchema.safeParse({ ...claim, evidence: listing }).success).toBe(true);
    const document = {
      kind: 'document',
      reference: 'Certificate 27001-0421',
      checkedOn: '2026-11-20',
    };
    expect(claimSchema.safeParse({ ...claim, evidence: document }).success).toBe(true);
  });

  it('rejects evidence hosted on this site (the facts’ siteUrl)', () => {
    const onThisSite = { kind: 'listing', url: `${SITE_URL}/awards`, checkedOn: '2026-11-20' };
    const facts = { ...businessFacts, claims: [{ ...claim, evidence: onThisSite }] };
    const result = businessFactsSchema.safeParse(facts);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['claims', 0, 'evidence', 'url'], 'evidence must be on the issuer’s site, not this one'],
    ]);
  });

  it('takes the site’s address as https and the origin only', () => {
    for (const siteUrl of ['https://www.example.in/', 'http://www.example.in', 'www.example.in'])
      expect(businessFactsSchema.safeParse({ ...businessFacts, siteUrl }).success, siteUrl).toBe(
        false,
      );
    expect(
      businessFactsSchema.safeParse({ ...businessFacts, siteUrl: 'https://example.in' }).success,
    ).toBe(true);
  });

  it('rejects evidence over plain HTTP, undated or empty', () => {
    const bad = [
      { kind: 'listing', url: 'http://example.com/partners', checkedOn: '2026-11-20' },
      { kind: 'listing', url: 'https://example.com/partners' },
      { kind: 'document', reference: ' ', checkedOn: '2026-11-20' },
      { kind: 'document', reference: 'Certificate 1', checkedOn: '20 November 2026' },
    ];
    for (const evidence of bad)
      expect(claimSchema.safeParse({ ...claim, evidence }).success, JSON.stringify(evidence)).toBe(
        false,
      );
  });
});

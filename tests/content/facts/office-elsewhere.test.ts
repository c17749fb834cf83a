// The pages that speak of the office read right when the business facts put it somewhere else:
// with the office moved to Pune, no page still gives the Gurugram address, calls Gurugram or
// Haryana home, offers directions from the Gurugram metro, says the team works from Gurugram or
// tells the sample agency's founding story.
import { describe, expect, it, vi } from 'vitest';
import { businessFacts } from '../../../shared/facts/business-facts';
import { findFactLiterals } from './fact-literal-scanner';
import type * as BrandFactsModule from '../../../shared/facts/brand-facts';

vi.mock('../../../shared/facts/brand-facts', async (importOriginal) => {
  const { brandFacts } = await importOriginal<typeof BrandFactsModule>();
  return {
    brandFacts: {
      ...brandFacts,
      office: {
        street: 'Unit 5, Baner Road',
        locality: 'Pune',
        region: 'Maharashtra',
        postalCode: '411045',
        country: 'IN',
      },
    },
  };
});

// The builds serve this as constants worked out from the facts (build/facts-modules.ts).
vi.mock('../../../shared/facts/sample-match', () => ({
  sampleOffice: false,
  sampleFounders: true,
}));

const modules = {
  'home/home-content': () => import('../../../src/content/home/home-content'),
  'locations/connaught-place': () => import('../../../src/content/locations/connaught-place'),
  'locations/sonipat': () => import('../../../src/content/locations/sonipat'),
  'locations/mumbai': () => import('../../../src/content/locations/mumbai'),
  'city-services/raipur': () => import('../../../src/content/city-services/raipur'),
  'city-services/guwahati': () => import('../../../src/content/city-services/guwahati'),
  'city-services/thiruvananthapuram': () =>
    import('../../../src/content/city-services/thiruvananthapuram'),
  'city-services/sonipat': () => import('../../../src/content/city-services/sonipat'),
  'service-content/youtube-marketing': () =>
    import('../../../src/content/service-content/youtube-marketing'),
  'locations/gurgaon': () => import('../../../src/content/locations/gurgaon'),
  'locations/haryana': () => import('../../../src/content/locations/haryana'),
  'locations/delhi': () => import('../../../src/content/locations/delhi'),
  'locations/faridabad': () => import('../../../src/content/locations/faridabad'),
  'locations/noida': () => import('../../../src/content/locations/noida'),
  'city-services/gurgaon': () => import('../../../src/content/city-services/gurgaon'),
  'city-services/haryana': () => import('../../../src/content/city-services/haryana'),
  'industries/healthcare-gurgaon': () =>
    import('../../../src/content/industries/by-city/healthcare-gurgaon'),
  'industries/real-estate-gurgaon': () =>
    import('../../../src/content/industries/by-city/real-estate-gurgaon'),
  'company/about': () => import('../../../src/content/company/about'),
};

/** Every string in a content module's exports, one per line. */
const textOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(textOf)
      : [];

describe('content with the office elsewhere', () => {
  it.each(Object.entries(modules))('%s says nothing of the Gurugram office', async (_, load) => {
    const text = textOf(await load()).join('\n');
    // The scanner looks for the real office; businessFacts carries the moved one.
    const { brandFacts } = await vi.importActual<typeof BrandFactsModule>(
      '../../../shared/facts/brand-facts',
    );
    const facts = { ...businessFacts, office: brandFacts.office };
    expect(businessFacts.office.locality).toBe('Pune');
    const office = findFactLiterals('content', text, facts).filter((finding) =>
      finding.rule.startsWith('office'),
    );
    expect(office).toEqual([]);
    expect(text).not.toMatch(/Millennium City Centre|IGI Airport|is our home|twenty minutes/);
    expect(text).not.toMatch(
      /(?:works? from|remotely from|away in|our side of|team is in) Gurugram|Udyog Vihar, Gurugram|outside Delhi NCR\?/,
    );
    expect(text).not.toMatch(/\$\{|undefined/);
  });

  it('tells visitors where the office now is', async () => {
    const { about } = await modules['company/about']();
    expect(about.office.description).toContain('Our office is in Pune.');
    expect(about.story.paragraphs.join(' ')).toContain('started in 2014 in Pune, founded by');
    expect(about.office.gettingThere.length).toBeGreaterThanOrEqual(2);
    const { content } = await modules['locations/gurgaon']();
    expect(textOf(content).join('\n')).toContain('Unit 5, Baner Road, Pune');
  });
});

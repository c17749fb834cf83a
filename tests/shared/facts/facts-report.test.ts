// The `npm run facts` report: every claim with its evidence status, the contacts and the prices.
import { describe, expect, it } from 'vitest';
import { businessFacts } from '../../../shared/facts/business-facts';
import { factsReport } from '../../../shared/facts/facts-report';
import type { FactsFile } from '../../../shared/facts/facts-schema';
import { ownerMediaSchema } from '../../../shared/facts/owner-media-schema';
import { figureBases } from '../../../shared/facts/figure-bases';

/** Media with a team photo, one logo with permission and one without. */
const media = ownerMediaSchema.parse({
  team: [
    { name: 'Anita Rao', role: 'Head of SEO', photo: { file: 'anita.jpg', alt: 'Anita Rao' } },
    { name: 'Dev Shah', role: 'Writer' },
  ],
  clientLogos: [
    { client: 'Acme', file: 'acme.png', alt: 'Acme logo', permission: true },
    { client: 'Other', file: 'other.png', alt: 'Other logo', permission: false },
  ],
});

const fixture: FactsFile = {
  ...businessFacts,
  media,
  sample: false,
  siteUrl: 'https://www.example.in',
  claims: [
    {
      id: 'listed',
      kind: 'partnership',
      name: 'Example Partner',
      issuer: 'Example Platform',
      status: 'Gold',
      year: 2024,
      recognises: 'Certified staff.',
      evidence: {
        kind: 'listing',
        url: 'https://partners.example.com/agency/42',
        checkedOn: '2026-11-02',
      },
    },
    {
      id: 'unlisted',
      kind: 'award',
      name: 'Best Campaign',
      issuer: 'Example Awards',
      status: 'Finalist',
      year: 2025,
      recognises: 'A campaign.',
    },
  ],
};

describe('facts report', () => {
  const report = factsReport(fixture, figureBases);
  const text = report.join('\n');

  it('prints each claim with its evidence status', () => {
    expect(text).toContain('[EVIDENCE: listing] partnership: Example Partner, Example Platform');
    expect(text).toContain('https://partners.example.com/agency/42 (checked 2026-11-02)');
    expect(text).toContain('[NO EVIDENCE] award: Best Campaign, Example Awards');
    expect(text).toContain('hidden in production builds until it has evidence');
    expect(report.at(-1)).toBe('2 claims: 1 with evidence, 1 hidden in production builds.');
  });

  it('prints the contacts, the site URL and every starting price', () => {
    expect(text).toContain(fixture.contact.email);
    expect(text).toContain('Site URL    https://www.example.in');
    for (const slug of Object.keys(fixture.pricing.startingPrices)) expect(text).toContain(slug);
  });

  it('prints every headline figure with where it comes from', () => {
    expect(text).toContain(`clients served: ${figureBases.clientsServed}`);
    for (const basis of Object.values(figureBases)) {
      expect(basis.trim().length).toBeGreaterThan(20);
      expect(text).toContain(basis);
    }
  });

  it('counts the media, and the logos never shown for want of permission', () => {
    expect(text).toContain(
      'Media       1 team photo of 2 people, 0 office photos, 0 work samples, 1 client logo shown (1 without permission, never shown), 0 certifications, 0 reviews',
    );
  });

  it('warns about sample data only when the facts are the sample', () => {
    expect(text).not.toContain('SAMPLE DATA');
    const sample = factsReport({ ...fixture, sample: true }, figureBases);
    expect(sample.join('\n')).toContain('SAMPLE DATA');
  });
});

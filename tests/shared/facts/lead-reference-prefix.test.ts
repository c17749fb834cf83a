// Lead references start with the agency's own letters: the prefix the facts declare, else the
// initials of the brand name, never the sample agency's RM for another agency.
import { describe, expect, it } from 'vitest';
import { leadReferencePrefix } from '../../../shared/facts/lead-reference-prefix';
import { businessFacts } from '../../../shared/facts/business-facts';

const brand = (name: string) => ({ name, legalName: `${name} LLP`, tagline: 'Marketing' });

describe('lead reference prefix', () => {
  it('is the prefix the sample facts declare', () => {
    expect(leadReferencePrefix(businessFacts)).toBe('RM');
  });

  it.each([
    ['Santra Growth Studio', 'SGS'],
    ['Kovai Growth Studio', 'KGS'],
    ['Orange City Digital Media Works', 'OCDM'],
    ['Nagvista', 'NA'],
    ['A', 'AX'],
    ['ब्रांड', 'LEAD'],
  ])('takes the initials of %j without a declared prefix: %s', (name, prefix) => {
    expect(leadReferencePrefix({ brand: brand(name) })).toBe(prefix);
  });

  it('takes a declared prefix over the initials', () => {
    expect(
      leadReferencePrefix({ brand: brand('Santra Growth Studio'), referencePrefix: 'SG' }),
    ).toBe('SG');
  });
});

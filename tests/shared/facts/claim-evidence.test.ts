// Which third-party claims reach a page: all of them in development, only proven ones in production.
import { describe, expect, it } from 'vitest';
import { evidenceStatus, shownClaims } from '../../../shared/facts/claim-evidence';
import type { Claim } from '../../../shared/facts/facts-schema';

const base = {
  kind: 'award',
  issuer: 'Example Awards',
  status: 'Winner',
  year: 2025,
  recognises: 'A campaign.',
} as const;
const proven: Claim = {
  ...base,
  id: 'proven',
  name: 'Proven award',
  evidence: { kind: 'listing', url: 'https://example.com/winners', checkedOn: '2026-11-01' },
};
const documented: Claim = {
  ...base,
  id: 'documented',
  name: 'Documented award',
  evidence: { kind: 'document', reference: 'Letter of 3 March 2025', checkedOn: '2026-11-01' },
};
const unproven: Claim = { ...base, id: 'unproven', name: 'Unproven award' };

describe('claim evidence', () => {
  it('reports how each claim is proven', () => {
    expect([proven, documented, unproven].map(evidenceStatus)).toEqual([
      'listing',
      'document',
      'missing',
    ]);
  });

  it('shows only claims with evidence in production, in their order', () => {
    expect(shownClaims([unproven, proven, documented], true)).toEqual([proven, documented]);
    expect(shownClaims([unproven], true)).toEqual([]);
  });

  it('shows every claim in development, so the agency sees what is missing', () => {
    expect(shownClaims([unproven, proven], false)).toEqual([unproven, proven]);
  });
});

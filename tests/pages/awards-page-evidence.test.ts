// With a fixture facts file holding one claim with evidence and one without, the prerendered
// awards page of a production build shows only the proven claim, with its link; a development
// render shows both, the unproven one marked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as BusinessFactsModule from '../../shared/facts/business-facts';
import type { Claim } from '../../shared/facts/facts-schema';
import { prerenderedPage } from './prerendered-page';

const fixture = vi.hoisted(() => ({
  proven: {
    id: 'fixture-proven',
    kind: 'partnership',
    name: 'Fixture Platform Partner',
    issuer: 'Fixture Platform',
    status: 'Gold tier',
    year: 2025,
    recognises: 'Meets the platform’s requirements for certified staff and managed spend.',
    pageId: 'service:ppc',
    evidence: {
      kind: 'listing',
      url: 'https://partners.fixture-platform.example/agencies/reachmark',
      checkedOn: '2026-11-02',
    },
  } satisfies Claim,
  unproven: {
    id: 'fixture-unproven',
    kind: 'award',
    name: 'Best Use of Fixture Search',
    issuer: 'Fixture Marketing Awards',
    status: 'Finalist',
    year: 2025,
    recognises: 'A search campaign nobody can check.',
  } satisfies Claim,
}));

vi.mock('../../shared/facts/business-facts', async (importOriginal) => {
  const original = await importOriginal<typeof BusinessFactsModule>();
  return {
    businessFacts: { ...original.businessFacts, claims: [fixture.unproven, fixture.proven] },
  };
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('awards page with a fixture facts file', () => {
  it('writes only the claim with evidence into a production build, with its listing link', async () => {
    vi.stubEnv('PROD', true);
    vi.stubEnv('DEV', false);
    const html = await prerenderedPage('/awards');
    expect(html).toContain(fixture.proven.name);
    expect(html).toContain(`href="${fixture.proven.evidence.url}"`);
    expect(html).toContain('Check it on partners.fixture-platform.example');
    for (const text of [
      fixture.unproven.name,
      fixture.unproven.issuer,
      fixture.unproven.recognises,
    ])
      expect(html).not.toContain(text);
    expect(html).not.toContain('No evidence');
    expect(html).not.toContain('Only what you can check');
  });

  it('shows the unproven claim in development, marked as hidden in production', async () => {
    vi.stubEnv('PROD', false);
    vi.stubEnv('DEV', true);
    const html = await prerenderedPage('/awards');
    expect(html).toContain(fixture.unproven.name);
    expect(html).toContain('No evidence: hidden in production');
  });
});

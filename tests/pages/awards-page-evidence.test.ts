// With a fixture facts file holding one claim with evidence and one without, the prerendered
// awards page of a production build shows only the proven claim, with its link; a development
// render shows both, the unproven one marked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as BusinessFactsModule from '../../shared/facts/business-facts';
import { provenClaim, unprovenClaim } from '../fixtures/facts/fixture-claims';
import { prerenderedPage } from './prerendered-page';

vi.mock('../../shared/facts/business-facts', async (importOriginal) => {
  const original = await importOriginal<typeof BusinessFactsModule>();
  const claims = await import('../fixtures/facts/fixture-claims');
  return {
    businessFacts: {
      ...original.businessFacts,
      claims: [claims.unprovenClaim, claims.provenClaim],
    },
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
    expect(html).toContain(provenClaim.name);
    expect(html).toContain(`href="${provenClaim.evidence.url}"`);
    expect(html).toContain('Check it on partners.fixture-platform.example');
    for (const text of [unprovenClaim.name, unprovenClaim.issuer, unprovenClaim.recognises])
      expect(html).not.toContain(text);
    expect(html).not.toContain('No evidence');
    expect(html).not.toContain('Only what you can check');
  });

  it('shows the unproven claim in development, marked as hidden in production', async () => {
    vi.stubEnv('PROD', false);
    vi.stubEnv('DEV', true);
    const html = await prerenderedPage('/awards');
    expect(html).toContain(unprovenClaim.name);
    expect(html).toContain('No evidence: hidden in production');
  });
});

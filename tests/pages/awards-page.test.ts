// The awards page of a production build with the shipped sample facts: no claim without evidence
// reaches the HTML, and the page is not an empty shell: it says what it lists and why, and how to
// check any agency's credentials.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialChecks } from '../../src/content/company/credential-checks';
import { businessFacts } from '../../shared/facts/business-facts';
import { evidenceStatus } from '../../shared/facts/claim-evidence';
import { prerenderedPage } from './prerendered-page';

beforeEach(() => {
  vi.stubEnv('PROD', true);
  vi.stubEnv('DEV', false);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('awards page with the sample facts in production', () => {
  it('leaves out every claim that has no evidence', async () => {
    const html = await prerenderedPage('/awards');
    const unproven = businessFacts.claims.filter((claim) => evidenceStatus(claim) === 'missing');
    expect(unproven.length).toBeGreaterThan(0);
    for (const claim of unproven) {
      expect(html).not.toContain(`>${claim.name}<`);
      expect(html).not.toContain(claim.recognises);
    }
  });

  it('says why there are no badges and how to check credentials at the source', async () => {
    const html = await prerenderedPage('/awards');
    expect(html).toContain('Only what you can check');
    expect(html).toContain('href="/case-studies"');
    expect(html).toContain(credentialChecks.heading);
    for (const check of credentialChecks.checks) expect(html).toContain(check.title);
  });

  it('names no partner programme or award as held by the agency', async () => {
    const html = await prerenderedPage('/awards');
    expect(html).not.toMatch(
      /Google Partner agency|Meta Business Partner since|Solutions Partner \(Gold\)/,
    );
    expect(html).not.toMatch(/Finalist|Winner/);
  });
});

import { describe, expect, it } from 'vitest';
import { lighthouseFix } from '../../../../src/features/seo-tools/performance/lighthouse-fixes';

describe('lighthouseFix', () => {
  it('says what to do about the Largest Contentful Paint element, in its old and new ids', () => {
    for (const id of ['largest-contentful-paint-element', 'lcp-discovery-insight']) {
      const fix = lighthouseFix(
        id,
        'This is the largest contentful element painted within the viewport.',
      );
      expect(fix).toMatch(/^Make the biggest thing at the top of the page/);
      expect(fix).toMatch(/don’t lazy-load it, give it fetchpriority="high"/);
    }
  });

  it('hands an audit it has no fix for to a developer with Lighthouse’s description', () => {
    expect(lighthouseFix('some-new-audit', 'Avoid doing a new thing.')).toBe(
      'Ask your web developer to work on this; Lighthouse describes it as: Avoid doing a new thing.',
    );
  });
});

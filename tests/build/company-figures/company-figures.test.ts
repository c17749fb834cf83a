// The company pages' figures are true by construction: each page of the company templates has one,
// its file says what its text alternative says, drawn from the same data the page shows (the
// services' lowest tiers, the testimonials' ratings, the sitemap's groups), and the privacy
// policy's periods are the ones its text states.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companyFigures } from '../../../build/company-figures/company-figures';
import { coreServiceContent } from '../../../build/company-figures/core-service-content';
import { figureHtml, figureModule } from '../../../build/company-figures/figure-module';
import { pages } from '../../../src/content/registry';
import { testimonials } from '../../../src/content/company/testimonials';
import { proposalValidity, retentionPeriods } from '../../../src/content/legal/policy-periods';
import { formatInr } from '../../../shared/indian-numbers';

const { files, modules } = companyFigures(false);
const figureOf = (template: string, pageId: string) => {
  const figure = modules[template]?.[pageId];
  if (!figure) throw new Error(`No figure for ${pageId}`);
  return { ...figure, svg: files[figure.src]! };
};

const legalText = (name: string): string =>
  readFileSync(new URL(`../../../src/content/legal/${name}.md`, import.meta.url), 'utf8');

describe('the company pages’ figures', () => {
  it('give every page of the drawn templates a figure file with its size, name and caption', () => {
    const drawn = ['services-index', 'quote', 'careers', 'awards', 'testimonials', 'portfolio'];
    const templatePages = pages.filter((page) =>
      [...drawn, 'legal', 'sitemap'].includes(page.template),
    );
    for (const page of templatePages) {
      const figure = figureOf(page.template, page.id);
      expect(figure.src).toMatch(/^\/assets\/[a-z-]+-[0-9a-f]{8}\.svg$/);
      expect(figure.svg).toContain(`width="${figure.width}" height="${figure.height}"`);
      expect(figure.alt.length).toBeGreaterThan(40);
      expect(figureModule(figure)).toContain(JSON.stringify(figure.alt));
      expect(figureHtml(figure)).toContain(`alt="${figure.alt.replaceAll('&', '&amp;')}"`);
      expect(figure.caption).not.toBe('');
    }
  });

  it('draw each core service’s lowest tier', () => {
    const { svg } = figureOf('services-index', 'services');
    const core = pages.filter((page) => page.template === 'service' && page.parent === 'services');
    for (const page of core) {
      const tier = coreServiceContent(page.params!.service!).pricing[0]!;
      expect(svg).toContain(formatInr(tier.startingFromInr));
      expect(svg).toContain(page.title.replace('&', '&amp;'));
    }
  });

  it('count the testimonials’ own ratings', () => {
    const { alt } = figureOf('testimonials', 'testimonials');
    const fives = testimonials.filter((item) => item.rating === 5).length;
    expect(alt).toContain(
      `${testimonials.length} testimonials on this page: ${fives} rated 5 out of 5`,
    );
  });

  it('state the retention periods and the proposal’s validity in the legal pages’ own words', () => {
    const privacy = legalText('privacy-policy');
    for (const period of retentionPeriods) expect(privacy).toContain(period.policyWords);
    expect(legalText('terms-of-service')).toContain(proposalValidity.termsWords);
    const { alt, svg } = figureOf('legal', 'privacy-policy');
    for (const period of retentionPeriods) {
      expect(alt).toContain(`${period.short} ${period.kept}`);
      expect(svg).toContain(period.kept);
    }
  });

  it('count the sitemap’s pages as its groups list them', () => {
    const { alt } = figureOf('sitemap', 'sitemap');
    const counts = [...alt.matchAll(/ (\d+)(?:,|$)/g)].map((match) => Number(match[1]));
    const total = Number(/^(\d+) pages/.exec(alt)![1]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
  });

  it('switch the figure’s colours, background included, with the colour scheme', () => {
    for (const svg of Object.values(files)) {
      expect(svg).toContain('@media (prefers-color-scheme:dark)');
      expect(svg).toMatch(/<rect class="bg" /);
    }
  });
});

// The figures the build draws for the content and developer templates say only what the data
// holds: an article's sections add up to its words, the blog's topics to its tags, the contrast
// figure reads the theme's own colours, and every file names what it shows in its title.
import { escapeUTF8 } from 'entities/escape';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleSections, drawArticleMap } from '../../build/content-figures/article-map';
import {
  drawBenchmarkMeasures,
  drawBenchmarkReport,
} from '../../build/content-figures/benchmark-report';
import { drawBlogTopics } from '../../build/content-figures/blog-topics';
import { drawBreadcrumbTrail } from '../../build/content-figures/breadcrumb-trail';
import { drawCaseStudyResults } from '../../build/content-figures/case-study-results';
import { drawContrastPairs, themeTokens } from '../../build/content-figures/contrast-pairs';
import { drawRouteTree } from '../../build/content-figures/route-tree';
import { renderMarkdown } from '../../src/content/blog/markdown';
import { posts } from '../../src/content/blog/posts';
import { industryReport } from '../../src/content/resources/industry-reports';
import { formatInr } from '../../shared/indian-numbers';

const doc = renderMarkdown(
  'One two three.\n\n## First part\n\nFour five six seven.\n\n## Second & last\n\nEight nine.\n',
  () => '/',
);

describe('an article map', () => {
  it('has the words before the first h2 and each h2 section, adding up to the article', () => {
    const sections = articleSections(doc);
    expect(sections.map((section) => section.title)).toEqual([
      'Introduction',
      'First part',
      'Second & last',
    ]);
    expect(sections.reduce((sum, section) => sum + section.words, 0)).toBe(doc.words);
  });

  it('names every section in its alt text and escapes its text in the SVG', () => {
    const figure = drawArticleMap(doc, 'article');
    expect(figure.alt).toMatch(/^Map of this 1-minute article, 2 sections by reading time: /);
    expect(figure.alt).toContain('Second & last (<1 min)');
    expect(figure.svg).toContain('Second &amp; last');
    expect(figure.svg).not.toContain('Second & last');
  });
});

describe('the benchmark report’s figure', () => {
  const byCost = [...industryReport.industries].sort((a, b) => b.costPerLeadInr - a.costPerLeadInr);

  it('shows every industry’s cost per lead from the report, highest first, marked as sample data', () => {
    const figure = drawBenchmarkReport({ ...industryReport, basis: undefined }, true);
    expect(figure.alt).toBe(
      `Sample data: Google Search cost per lead by industry, ${industryReport.period}, highest first: ` +
        byCost.map((row) => `${row.name} ${formatInr(row.costPerLeadInr)}`).join(', '),
    );
    expect(figure.svg).toContain('Sample data · ₹, excluding GST');
    expect(figure.caption).toContain('Demo content');
  });

  it('drops the sample mark when the report names its basis', () => {
    const figure = drawBenchmarkReport({ ...industryReport, basis: 'crm-export-2026-10' }, false);
    expect(figure.alt).toMatch(/^Google Search cost per lead by industry/);
    expect(`${figure.alt} ${figure.caption} ${figure.svg}`).not.toMatch(/sample|demo/i);
  });

  it('shows only what the benchmarks measure when the claim rule withholds the report', () => {
    const figure = drawBenchmarkReport({ ...industryReport, basis: undefined }, false);
    expect(figure).toEqual(drawBenchmarkMeasures());
    expect(figure.alt).toBe(
      'What the benchmarks measure, from impressions to clicks to leads: click-through rate, ' +
        'clicks ÷ impressions; average cost per click, spend ÷ clicks; conversion rate, leads ÷ ' +
        'clicks; cost per lead, spend ÷ leads',
    );
    const shown = `${figure.alt} ${figure.caption} ${figure.svg}`;
    expect(shown).not.toMatch(/₹|\d%/);
    for (const row of [...industryReport.industries, ...industryReport.cities])
      expect(shown).not.toContain(row.name);
  });
});

describe('the build’s other figures', () => {
  it('count the blog’s articles by their own tags', () => {
    const figure = drawBlogTopics();
    const seo = posts.filter((post) => post.tags.includes('SEO')).length;
    expect(figure.alt).toContain(`The blog's ${posts.length} articles by topic: SEO ${seo},`);
  });

  it('read the contrast from the theme’s light and dark tokens', () => {
    const css = readFileSync('src/styles/theme.css', 'utf8');
    expect(themeTokens(css, ':root')['--text']).toBe('#0f172a');
    expect(themeTokens(css, ':root.dark')['--text']).toBe('#e2e8f0');
    expect(drawContrastPairs().alt).toMatch(/Text on page, light 17\.\d\d:1/);
  });

  it('draw a trail from the registry’s parent links', () => {
    expect(drawBreadcrumbTrail('city-service:seo:mumbai').alt).toBe(
      'The breadcrumb trail of Mumbai: Home › Services › SEO Services › Mumbai',
    );
  });

  it('each carry their text alternative as the SVG’s title', () => {
    for (const figure of [
      drawRouteTree(),
      drawCaseStudyResults(),
      drawBlogTopics(),
      drawBenchmarkReport(industryReport, true),
      drawBenchmarkReport(industryReport, false),
    ]) {
      expect(figure.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="340"/);
      expect(figure.svg).toContain(`<title>${escapeUTF8(figure.alt)}</title>`);
    }
  });
});

// Behaviour of the build-time Markdown renderer: heading ids, links, escaping, tables, word counts.
import { describe, expect, it } from 'vitest';
import { renderMarkdown, slugify } from '../../src/content/blog/markdown';

const paths: Record<string, string> = {
  quote: '/quote',
  'service:seo/local': '/services/seo/local',
};
const resolve = (id: string): string | undefined => paths[id];
const render = (md: string) => renderMarkdown(md, resolve);

describe('renderMarkdown headings', () => {
  it('gives h2 and h3 headings slugified ids and lists them for the table of contents', () => {
    const { html, headings } = render(
      'Intro.\n\n## Why Local SEO Matters\n\n### Step 1: Claim Your Profile\n',
    );
    expect(html).toContain('<h2 id="why-local-seo-matters">Why Local SEO Matters</h2>');
    expect(html).toContain('<h3 id="step-1-claim-your-profile">');
    expect(headings).toEqual([
      { id: 'why-local-seo-matters', text: 'Why Local SEO Matters', level: 2 },
      { id: 'step-1-claim-your-profile', text: 'Step 1: Claim Your Profile', level: 3 },
    ]);
  });

  it('makes repeated heading ids unique with a numeric suffix', () => {
    const { headings } = render('## FAQ\n\n## FAQ\n\n### FAQ\n');
    expect(headings.map((heading) => heading.id)).toEqual(['faq', 'faq-2', 'faq-3']);
  });

  it('keeps ids unique when a suffixed id is also a heading of its own', () => {
    const { headings } = render('## FAQ 2\n\n## FAQ\n\n## FAQ\n');
    const ids = headings.map((heading) => heading.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses plain text for the table of contents when a heading has inline formatting', () => {
    const { headings, html } = render('## Costs *and* Results & Next Steps\n');
    expect(headings[0]).toEqual({
      id: 'costs-and-results-and-next-steps',
      text: 'Costs and Results & Next Steps',
      level: 2,
    });
    expect(html).toContain('<em>and</em>');
  });

  it('rejects an h1 because the page renders the title as the only h1', () => {
    expect(() => render('# A second title\n')).toThrow(/h1/);
  });

  it('slugifies accented and symbol-only text to safe ids', () => {
    expect(slugify('Café & Résumé')).toBe('cafe-and-resume');
    expect(slugify('₹₹₹')).toBe('section');
  });
});

describe('renderMarkdown links', () => {
  it('resolves page: links through the registry lookup', () => {
    const { html } = render(
      'See [local SEO](page:service:seo/local) or get a [quote](page:quote).',
    );
    expect(html).toContain('<a href="/services/seo/local">local SEO</a>');
    expect(html).toContain('<a href="/quote">quote</a>');
  });

  it('throws a clear error naming an unknown page id so the build fails', () => {
    expect(() => render('[broken](page:service:does-not-exist)')).toThrow(
      /unknown page id "service:does-not-exist"/,
    );
  });

  it('adds rel="noopener noreferrer" to external links and not to internal ones', () => {
    const { html } = render('[Google](https://support.google.com/business) and [us](page:quote)');
    expect(html).toContain(
      '<a href="https://support.google.com/business" rel="noopener noreferrer">Google</a>',
    );
    expect(html).toContain('<a href="/quote">us</a>');
  });

  it('rejects typed internal paths and script URLs', () => {
    expect(() => render('[quote](/quote)')).toThrow(/page:<registry-id>/);
    expect(() => render('[x](javascript:alert(1))')).toThrow(/not allowed/);
  });

  it('rejects images, which posts do not use', () => {
    expect(() => render('![chart](https://example.com/chart.png)')).toThrow(
      /images are not supported/,
    );
  });
});

describe('renderMarkdown safety and structure', () => {
  it('escapes raw block HTML instead of passing it through', () => {
    const { html } = render('<div onclick="steal()">hi</div>\n\n<script>alert(1)</script>\n');
    expect(html).not.toContain('<div onclick');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('escapes raw inline HTML inside a paragraph', () => {
    const { html } = render('Click <img src=x onerror="alert(1)"> here <b>now</b>.');
    expect(html).not.toMatch(/<img|<b>/);
    expect(html).toContain('&lt;b&gt;now&lt;/b&gt;');
  });

  it('wraps tables in a focusable, labelled region that scrolls horizontally', () => {
    const { html } = render('| Channel | Cost per lead |\n| --- | --- |\n| Search | ₹900 |\n');
    expect(html).toMatch(
      /^<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Channel, Cost per lead">\n<table>/,
    );
    expect(html.trim().endsWith('</table>\n</div>')).toBe(true);
  });

  it('labels each cell of a table of three columns or more by its column, for cards on phones', () => {
    const { html } = render(
      '| Service | Small business | What drives the price |\n| --- | --- | --- |\n| SEO | ₹25,000 | Pages & cities |\n| Ads | ₹15,000 | Spend |\n',
    );
    expect(html).toContain('<table class="table-cards">');
    expect(html.match(/data-label="[^"]*"/g)).toEqual([
      'data-label="Service"',
      'data-label="Small business"',
      'data-label="What drives the price"',
      'data-label="Service"',
      'data-label="Small business"',
      'data-label="What drives the price"',
    ]);
    expect(html).toContain('<td data-label="What drives the price">Pages &amp; cities</td>');
  });

  it('counts words in the rendered text and estimates reading time at 200 words a minute', () => {
    const body = Array.from({ length: 100 }, () => 'Reach customers in Pune.').join(' ');
    const { words, readingMinutes } = render(`## Heading here\n\n${body}\n`);
    expect(words).toBe(402);
    expect(readingMinutes).toBe(2);
  });

  it('reports at least one minute of reading for a very short text', () => {
    expect(render('Hello.').readingMinutes).toBe(1);
  });
});

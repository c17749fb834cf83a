import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  analyzeHtml,
  type PageReport,
} from '../../../../src/features/seo-tools/analysis/html-analysis';
import { CHECK_WEIGHTS, rateScore } from '../../../../src/features/seo-tools/analysis/page-score';
import type { FindingId } from '../../../../src/features/seo-tools/analysis/findings';
import { readFixture } from '../read-fixture';

const statusOf = (report: PageReport, id: FindingId) =>
  report.findings.find((f) => f.id === id)?.status;
const detailOf = (report: PageReport, id: FindingId) =>
  report.findings.find((f) => f.id === id)?.detail ?? '';
const ALL_CHECKS = Object.keys(CHECK_WEIGHTS) as FindingId[];

describe('analyzeHtml on the good fixture', () => {
  const report = analyzeHtml(readFixture('good-page.html'));

  it('passes every check and scores 100', () => {
    expect(report.findings.filter((f) => f.status !== 'pass')).toEqual([]);
    expect(report.score).toBe(100);
    expect(report.rating).toBe('good');
  });

  it('measures the title, description, headings, words and schema types', () => {
    expect(report.measures.title).toEqual({
      value: 'Physiotherapy in HSR Layout, Bengaluru | Stride Physio',
      count: 1,
      length: 54,
    });
    expect(report.measures.description.value).toContain('Sessions from ₹800');
    expect(report.measures.headings.filter((h) => h.level === 1)).toEqual([
      { level: 1, text: 'Physiotherapy in HSR Layout, Bengaluru' },
    ]);
    expect(report.measures.keywords.wordCount).toBeGreaterThanOrEqual(300);
    expect(report.measures.jsonLd.types).toEqual(['MedicalClinic', 'FAQPage']);
  });

  it('ignores the heading inside a script string, the comment and the noscript pixel', () => {
    expect(report.measures.headings.map((h) => h.text)).not.toContain('Monsoon offer');
    expect(report.measures.headings.map((h) => h.text)).not.toContain(
      'Old heading left in a comment',
    );
    expect(report.measures.images.total).toBe(3);
    expect(report.measures.images.emptyAlt).toBe(1);
  });

  it('classifies links against the canonical host when no URL is given', () => {
    const { links } = report.measures;
    expect(links.host).toBe('stridephysio.in');
    expect([links.internal, links.external, links.other]).toEqual([7, 2, 1]);
    expect(links.externalNofollow).toBe(1);
  });

  it('lists unigram and bigram keywords', () => {
    expect(report.measures.keywords.bigrams[0]).toMatchObject({ phrase: 'hsr layout', count: 4 });
    expect(report.measures.keywords.unigrams.length).toBe(10);
  });
});

describe('analyzeHtml on the bad fixture', () => {
  const report = analyzeHtml(readFixture('bad-page.html'));

  it('fails the missing title and description, the noindex, the viewport and the broken JSON-LD', () => {
    for (const id of [
      'title',
      'meta-description',
      'robots',
      'viewport',
      'json-ld',
      'open-graph',
      'image-alt',
    ] as const) {
      expect(statusOf(report, id), id).toBe('fail');
    }
    expect(report.score).toBeLessThan(30);
    expect(report.rating).toBe('poor');
  });

  it('reports each problem with the measured value', () => {
    expect(detailOf(report, 'h1')).toContain('2 <h1> headings');
    expect(detailOf(report, 'image-alt')).toContain('3 of 4 images have no alt');
    expect(detailOf(report, 'json-ld')).toMatch(/Block 1 is not valid JSON: .+Block 2 is empty\./);
    expect(detailOf(report, 'canonical')).toContain('not an absolute');
    expect(detailOf(report, 'heading-order')).toContain('h1 → h4');
    expect(detailOf(report, 'keyword-density')).toMatch(/"(movers|packers)" makes up 16\.1%/);
    expect(statusOf(report, 'nofollow-links')).toBe('warn');
    expect(statusOf(report, 'lang')).toBe('warn');
    expect(statusOf(report, 'word-count')).toBe('warn');
  });

  it('orders findings failures first, heaviest check first', () => {
    expect(report.findings.map((f) => f.status)).toEqual(
      [...report.findings.map((f) => f.status)].sort(
        (a, b) => ['fail', 'warn', 'pass'].indexOf(a) - ['fail', 'warn', 'pass'].indexOf(b),
      ),
    );
    expect(report.findings[0]?.id).toBe('title');
    expect(report.counts).toEqual({ pass: 0, warn: 9, fail: 7 });
  });
});

describe('analyzeHtml checks', () => {
  const page = (head: string, body = '') =>
    `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

  it('warns on titles outside 30 to 60 characters and on a second title', () => {
    expect(detailOf(analyzeHtml(page('<title>Home</title>')), 'title')).toContain(
      '4 characters, shorter than',
    );
    expect(statusOf(analyzeHtml(page(`<title>${'a'.repeat(61)}</title>`)), 'title')).toBe('warn');
    expect(statusOf(analyzeHtml(page(`<title>${'a'.repeat(45)}</title>`)), 'title')).toBe('pass');
    expect(
      detailOf(analyzeHtml(page(`<title>${'a'.repeat(45)}</title><title>x</title>`)), 'title'),
    ).toContain('2 of them');
    expect(statusOf(analyzeHtml(page('<title>  </title>')), 'title')).toBe('fail');
  });

  it('counts title length in characters, not UTF-16 units', () => {
    const report = analyzeHtml(page('<title>₹ 😀 Mithai</title>'));
    expect(report.measures.title.length).toBe(10);
  });

  it('flags a noindex robots tag as a failure and nofollow as a warning', () => {
    expect(statusOf(analyzeHtml(page('<meta name="robots" content="NOINDEX">')), 'robots')).toBe(
      'fail',
    );
    expect(statusOf(analyzeHtml(page('<meta name="googlebot" content="none">')), 'robots')).toBe(
      'fail',
    );
    expect(
      statusOf(analyzeHtml(page('<meta name="robots" content="index, nofollow">')), 'robots'),
    ).toBe('warn');
  });

  it('wants one absolute canonical and notices when it points elsewhere', () => {
    expect(statusOf(analyzeHtml(page('')), 'canonical')).toBe('warn');
    expect(
      statusOf(
        analyzeHtml(
          page(
            '<link rel="canonical" href="https://a.in/"><link rel="canonical" href="https://b.in/">',
          ),
        ),
        'canonical',
      ),
    ).toBe('fail');
    const elsewhere = analyzeHtml(page('<link rel="canonical" href="https://www.a.in/x/">'), {
      url: 'https://www.a.in/y/',
    });
    expect(detailOf(elsewhere, 'canonical')).toContain('points to another address');
  });

  it('wants a viewport that fits the device and allows zoom', () => {
    expect(
      statusOf(analyzeHtml(page('<meta name="viewport" content="width=1024">')), 'viewport'),
    ).toBe('warn');
    expect(
      statusOf(
        analyzeHtml(page('<meta name="viewport" content="width=device-width, maximum-scale=1">')),
        'viewport',
      ),
    ).toBe('warn');
    expect(
      statusOf(
        analyzeHtml(page('<meta name="viewport" content="width=device-width,initial-scale=1">')),
        'viewport',
      ),
    ).toBe('pass');
  });

  it('rejects a malformed lang attribute', () => {
    expect(statusOf(analyzeHtml('<html lang="english"><p>x</p>'), 'lang')).toBe('warn');
    expect(statusOf(analyzeHtml('<html lang="hi-Deva-IN"><p>x</p>'), 'lang')).toBe('pass');
  });

  it('wants all four Open Graph tags with an absolute image, and a known Twitter card', () => {
    const og = (image: string) =>
      page(
        `<meta property="og:title" content="t"><meta property="og:description" content="d"><meta property="og:image" content="${image}"><meta property="og:url" content="https://a.in/">`,
      );
    expect(statusOf(analyzeHtml(og('https://a.in/i.jpg')), 'open-graph')).toBe('pass');
    expect(detailOf(analyzeHtml(og('/i.jpg')), 'open-graph')).toContain('not a full https://');
    expect(
      statusOf(analyzeHtml(page('<meta name="twitter:card" content="large">')), 'twitter-card'),
    ).toBe('warn');
  });

  it('warns when JSON-LD has no @context and passes valid blocks with their types', () => {
    const block = (json: string) => page(`<script type="application/ld+json">${json}</script>`);
    expect(detailOf(analyzeHtml(block('{"@type":"Dentist"}')), 'json-ld')).toContain(
      'without "@context"',
    );
    expect(
      detailOf(
        analyzeHtml(
          block('<!-- {"@context":"https://schema.org","@type":["Dentist","LocalBusiness"]} -->'),
        ),
        'json-ld',
      ),
    ).toContain('Dentist, LocalBusiness');
    expect(statusOf(analyzeHtml(page('')), 'json-ld')).toBe('warn');
  });

  it('judges heading order from the first heading on', () => {
    expect(detailOf(analyzeHtml('<h2>a</h2><h3>b</h3>'), 'heading-order')).toContain(
      'starts at h2',
    );
    expect(statusOf(analyzeHtml('<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2>'), 'heading-order')).toBe(
      'pass',
    );
  });

  it('tells internal from external links with the page URL or site origin', () => {
    const html =
      '<a href="https://shop.example.in/p">a</a><a href="https://www.example.in/q">b</a><a href="//www.example.in/r">c</a><a href="mailto:x@example.in">d</a><a href="#top">e</a>';
    const byUrl = analyzeHtml(html, { url: 'https://example.in/' }).measures.links;
    expect([byUrl.internal, byUrl.external, byUrl.other]).toEqual([2, 1, 2]);
    const byOrigin = analyzeHtml(html, {
      url: 'https://elsewhere.in/',
      siteOrigin: 'https://shop.example.in',
    }).measures.links;
    expect(byOrigin.internal).toBe(1);
    const unknown = analyzeHtml(html);
    expect(detailOf(unknown, 'internal-links')).toContain('address is unknown');
  });

  it('flags nofollow on internal links', () => {
    const report = analyzeHtml('<a href="/contact/" rel="nofollow">Contact</a>');
    expect(statusOf(report, 'nofollow-links')).toBe('warn');
  });

  it('gives every finding a title, detail, why and fix', () => {
    const report = analyzeHtml(readFixture('bad-page.html'));
    expect(report.findings.map((f) => f.id).sort()).toEqual([...ALL_CHECKS].sort());
    for (const f of report.findings) {
      expect(f.title.length, f.id).toBeGreaterThan(3);
      expect(f.detail.length, f.id).toBeGreaterThan(10);
      expect(f.why.length, f.id).toBeGreaterThan(60);
      expect(f.fix.length, f.id).toBeGreaterThan(60);
    }
  });
});

describe('analyzeHtml scoring', () => {
  it('documents weights that add up to 100', () => {
    expect(Object.values(CHECK_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('bands scores into good, fair and poor', () => {
    expect([rateScore(80), rateScore(79), rateScore(50), rateScore(49)]).toEqual([
      'good',
      'fair',
      'fair',
      'poor',
    ]);
  });
});

describe('analyzeHtml on hostile input', () => {
  it('returns a full report for an empty string', () => {
    const report = analyzeHtml('');
    expect(report.findings).toHaveLength(ALL_CHECKS.length);
    expect(report.measures.keywords.wordCount).toBe(0);
    expect(statusOf(report, 'title')).toBe('fail');
  });

  it('reads plain text that is not HTML as body text', () => {
    const report = analyzeHtml('Just a note: call Ramesh on 98100 12345 about the GST filing.');
    expect(report.measures.keywords.wordCount).toBe(12);
    expect(statusOf(report, 'h1')).toBe('fail');
  });

  it('survives unclosed tags, stray brackets and binary-looking text', () => {
    const inputs = [
      '<html><head><title>Open',
      '<<<>>></a></></p><p <img',
      '<div><h1>x<h2>y<a href=x>z',
      '\u0000\uFFFF\uD800<\u0000>',
      '<script>',
      '<!--',
      '<meta name=robots content=noindex',
    ];
    for (const input of inputs) expect(() => analyzeHtml(input)).not.toThrow();
  });

  it('treats a non-string argument as an empty page', () => {
    expect(() => analyzeHtml(undefined as unknown as string)).not.toThrow();
  });

  it('never throws on arbitrary markup-like input', () => {
    const piece = fc.constantFrom(
      '<h1>',
      '</h1>',
      '<a href="/x">',
      '</a>',
      '<img src=a>',
      '<script>',
      '</script>',
      '<!--',
      '-->',
      '<title>',
      '&amp;',
      '&#xZZ;',
      'text ',
      '"',
      "'",
      '<meta name="description" content="',
      '>',
      '<',
      '<link rel=canonical href=',
      '<script type="application/ld+json">{',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (parts) => {
        const report = analyzeHtml(parts.join(''));
        expect(report.score).toBeGreaterThanOrEqual(0);
        expect(report.score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('analyses a one-megabyte page in well under two seconds', () => {
    const section = readFixture('good-page.html').split('<main>')[1]?.split('</main>')[0] ?? '';
    const html = `<html><head><title>Big page</title></head><body>${section.repeat(Math.ceil(1_000_000 / section.length))}</body></html>`;
    expect(html.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const report = analyzeHtml(html);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(report.measures.keywords.wordCount).toBeGreaterThan(50_000);
    expect(report.measures.links.links.length).toBeLessThanOrEqual(300);
  });
});

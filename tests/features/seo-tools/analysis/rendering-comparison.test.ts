import { describe, expect, it } from 'vitest';
import { analyzeHtml } from '../../../../src/features/seo-tools/analysis/html-analysis';
import { compareRendering } from '../../../../src/features/seo-tools/analysis/rendering-comparison';

const URL = 'https://kitchens.example/';
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Kitchen Studio</title>` +
  `<script type="module" src="/assets/index.js"></script></head><body>${body}</body></html>`;
const analyze = (body: string) => analyzeHtml(page(body), { url: URL });

const SHELL = analyze('<div id="root"></div>').measures;
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('compareRendering', () => {
  it('counts the words, h1s and links the scripts drew, and says who reads them', () => {
    const drawn = analyze(
      `<div id="root"><h1>Modular kitchens in Pune</h1><p>${words(200)}</p>` +
        `<a href="/contact/">Contact</a><a href="https://maps.example/">Map</a></div>`,
    );
    const comparison = compareRendering(SHELL, drawn);
    expect(comparison).toMatchObject({
      wordsBefore: 0,
      wordsAfter: 206,
      h1After: ['Modular kitchens in Pune'],
      linksBefore: 0,
      linksAfter: 2,
    });
    expect(comparison.explanation).toBe(
      'The page’s words exist only once its scripts run. Google reads them when it gets round to rendering the page, which can take days; Bing, other search engines and link previews read the 0 words that arrive. Sending the 206 words in the HTML itself makes them count everywhere, at once.',
    );
  });

  it('says so when the page stays nearly empty after its scripts ran', () => {
    const comparison = compareRendering(SHELL, analyze('<div id="root"><p>Loading…</p></div>'));
    expect(comparison.wordsAfter).toBe(1);
    expect(comparison.h1After).toEqual([]);
    expect(comparison.explanation).toMatch(
      /^Even after its scripts ran, the page has hardly any words/,
    );
  });
});

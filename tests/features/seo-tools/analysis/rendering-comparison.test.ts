import { describe, expect, it } from 'vitest';
import { analyzeHtml } from '../../../../src/features/seo-tools/analysis/html-analysis';
import {
  compareRendering,
  pagesToRender,
} from '../../../../src/features/seo-tools/analysis/rendering-comparison';

const URL = 'https://kitchens.example/';
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Kitchen Studio</title>` +
  `<script type="module" src="/assets/index.js"></script></head><body>${body}</body></html>`;
const measures = (body: string) => analyzeHtml(page(body), { url: URL }).measures;

const SHELL = measures('<div id="root"></div>');
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('compareRendering', () => {
  it('counts the words, h1s and links the scripts drew, and says who reads them', () => {
    const drawn = measures(
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
    const comparison = compareRendering(SHELL, measures('<div id="root"><p>Loading…</p></div>'));
    expect(comparison.wordsAfter).toBe(1);
    expect(comparison.h1After).toEqual([]);
    expect(comparison.explanation).toMatch(
      /^Even after its scripts ran, the page has hardly any words/,
    );
  });
});

describe('pagesToRender', () => {
  const audited = (name: string, body: string) => ({
    name,
    report: analyzeHtml(page(body), { url: name }),
  });
  const pages = [
    audited('https://a.example/', `<div id="root"></div>`),
    audited('https://a.example/served', `<div id="root"><p>${words(150)}</p></div>`),
    audited('https://a.example/2', `<div id="app"></div>`),
    audited('https://a.example/3', `<div id="__next"></div>`),
    audited('https://a.example/4', `<div id="root"></div>`),
  ];

  it('names the first pages drawn by JavaScript, in crawl order, three at most', () => {
    expect([...pagesToRender(pages)]).toEqual([
      'https://a.example/',
      'https://a.example/2',
      'https://a.example/3',
    ]);
    expect([...pagesToRender(pages, 1)]).toEqual(['https://a.example/']);
  });
});

import { describe, expect, it } from 'vitest';
import { pagesToRender } from '../../../../src/features/seo-tools/analysis/crawl-render-pages';
import { analyzeHtml } from '../../../../src/features/seo-tools/analysis/html-analysis';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Kitchen Studio</title>` +
  `<script type="module" src="/assets/index.js"></script></head><body>${body}</body></html>`;
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

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

// The two renderers of the head agree: after a client-side navigation, apply-head.ts leaves
// document.head with the same head tags, in the same order, as the prerendered HTML of the page
// written by head-tags-html.ts, whichever page the visitor came from, and the head's other
// elements as they were.
// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../../../src/content/page-entry';
import { notFoundPage, offlinePage, pages } from '../../../src/content/registry';
import { applyHead } from '../../../src/site/head/apply-head';
import { headTags } from '../../../src/site/head/head-tags';
import { headTagsHtml } from '../../../src/site/head/head-tags-html';
import { registryPages } from '../../../src/site/registry-pages';
import { titleOf } from './head-tag-values';

/** What index.html and the prerender put around the head tags; navigations leave it alone. */
const BEFORE =
  '<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="theme-color" content="#4338ca" media="(prefers-color-scheme: light)">';
const AFTER =
  '<meta name="category" data-pagefind-filter="category[content]" content="Services">' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

const elements = (): string[] => [...document.head.children].map((element) => element.outerHTML);

/** The head of a prerendered page, as the browser parsed it. */
function loadPrerendered(page: PageEntry): void {
  document.head.innerHTML = `${BEFORE}${headTagsHtml(headTags(page))}${AFTER}`;
}

function loadWithoutTags(): string[] {
  document.head.innerHTML = `${BEFORE}${AFTER}`;
  return elements();
}

/** Every shape of head (its JSON-LD follows the template); the whole registry is slow in happy-dom. */
const onePerTemplate = [
  ...new Map([...pages, notFoundPage, offlinePage].map((page) => [page.template, page])).values(),
];

describe('the head after a client-side navigation', () => {
  const starts: [string, () => void][] = [
    ['home (two JSON-LD blocks)', () => loadPrerendered(registryPages.byId('home'))],
    ['the not-found page (none)', () => loadPrerendered(notFoundPage)],
    ['a head without tags', loadWithoutTags],
  ];
  const others = loadWithoutTags();

  for (const [from, start] of starts) {
    it(`is the prerendered head of the page, coming from ${from}`, () => {
      for (const page of onePerTemplate) {
        loadPrerendered(page);
        const prerendered = elements().filter((html) => !others.includes(html));
        start();
        applyHead(headTags(page));
        const navigated = elements();
        expect(
          navigated.filter((html) => !others.includes(html)),
          page.path,
        ).toEqual(prerendered);
        expect(
          navigated.filter((html) => others.includes(html)),
          page.path,
        ).toEqual(others);
        expect(document.title).toBe(titleOf(headTags(page)));
      }
    });
  }
});

// Section ranking: the sections holding most of the query's terms first, then those naming them
// in their heading, then Pagefind's page order; at most two per page and eight in all.
import { describe, expect, it } from 'vitest';
import { rankSections, type FoundPage } from '../../../src/features/content-search/rank-sections';

function page(url: string, sections: { heading: string; text: string }[]): FoundPage {
  const words: string[] = [];
  const subResults = sections.map(({ heading, text }, index) => {
    const start = words.length;
    words.push(...`${heading}. ${text}`.split(' '));
    const locations = words
      .slice(start)
      .map((word, at) => (/\[/.test(word) ? start + at : -1))
      .filter((at) => at >= 0);
    return {
      url: index === 0 ? url : `${url}#s${index}`,
      title: heading,
      excerpt: text.replace(/\[([^\]]+)\]/g, '<mark>$1</mark>'),
      locations,
    };
  });
  return {
    url,
    content: words.map((word) => word.replace(/[[\]]/g, '')).join(' '),
    meta: { title: `Title of ${url}` },
    filters: { category: ['Services'] },
    sub_results: subResults,
  };
}

describe('rankSections', () => {
  it('puts the section holding every term above earlier pages holding one', () => {
    const pages = [
      page('/a', [{ heading: 'Intro', text: 'it takes [long] to decide' }]),
      page('/b', [
        { heading: 'Intro', text: 'nothing here' },
        { heading: 'Timing', text: '[SEO] results [take] a [long] time' },
      ]),
    ];
    const hits = rankSections(pages, [['long'], ['seo'], ['take']]);
    expect(hits.map((hit) => hit.url)).toEqual(['/b#s1']);
    expect(hits[0]).toMatchObject({
      pageTitle: 'Title of /b',
      heading: 'Timing',
      category: 'Services',
    });
    expect(hits[0]!.excerpt.filter((part) => part.marked).map((part) => part.text)).toEqual([
      'SEO',
      'take',
      'long',
    ]);
  });

  it('counts a stem or another spelling as the term', () => {
    const pages = [page('/g', [{ heading: 'Office', text: 'our [Gurugram] [offices]' }])];
    expect(rankSections(pages, [['gurgaon', 'gurugram'], ['office']])).toHaveLength(1);
  });

  it('keeps two sections per page and eight in all', () => {
    const many = Array.from({ length: 6 }, (_, n) =>
      page(`/p${n}`, [
        { heading: 'One', text: '[seo] here' },
        { heading: 'Two', text: '[seo] there' },
        { heading: 'Three', text: '[seo] everywhere' },
      ]),
    );
    const hits = rankSections(many, [['seo']]);
    expect(hits).toHaveLength(8);
    expect(hits.filter((hit) => hit.url.startsWith('/p0'))).toHaveLength(2);
  });
});

// Section ranking: sections of the city the query names first, then those holding most of the
// query's terms (their page's title counting for each of them) and naming them in their heading,
// then Pagefind's page order; at most two per page and eight in all.
import { describe, expect, it } from 'vitest';
import { rankSections, type FoundPage } from '../../../src/features/content-search/rank-sections';

function page(
  url: string,
  sections: { heading: string; text: string }[],
  title = `Title of ${url}`,
): FoundPage {
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
    meta: { title },
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

  it("counts the page's title for each of its sections, and once for its opening", () => {
    const pages = [
      page(
        '/chatbots',
        [
          { heading: 'AI chatbots', text: '[AI] [chatbots] that qualify leads' },
          { heading: 'What it costs', text: 'the [costs] per month' },
          { heading: 'Next steps', text: 'try an [AI] assistant' },
        ],
        'AI chatbots',
      ),
    ];
    const hits = rankSections(pages, [['ai'], ['chatbot'], ['cost']]);
    expect(hits.map((hit) => hit.url)).toEqual(['/chatbots#s1', '/chatbots']);
  });

  it('finds a word written with a hyphen when the query writes it as one', () => {
    const pages = [
      page('/news', [{ heading: 'News', text: 'our [email] news' }]),
      page('/email', [
        { heading: 'Email', text: 'nothing here' },
        { heading: 'Deliverability set-up', text: 'the [email] [set-up] steps' },
      ]),
    ];
    expect(rankSections(pages, [['email'], ['setup']])[0]?.url).toBe('/email#s1');
  });

  it('puts the sections of the city named first, its name in a heading earning nothing more', () => {
    const pages = [
      page(
        '/blog/cost-per-lead',
        [
          { heading: 'Cost per lead', text: 'what a [lead] [costs]' },
          { heading: 'How cost per lead is built', text: 'the [cost] of a [lead]' },
        ],
        'Cost per lead',
      ),
      page(
        '/ppc/pune',
        [
          { heading: 'PPC in Pune', text: 'ads in [Pune]' },
          { heading: 'The market in Pune', text: 'buyers in [Pune] send [leads]' },
          { heading: 'A housing project', text: 'each [lead] in [Pune] [cost] less' },
        ],
        'PPC in Pune',
      ),
    ];
    const hits = rankSections(pages, [['cost'], ['lead'], ['pune', 'poona']], { places: 0b100 });
    expect(hits.map((hit) => hit.url)).toEqual([
      '/ppc/pune#s2',
      '/ppc/pune#s1',
      '/blog/cost-per-lead#s1',
      '/blog/cost-per-lead',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  comparePages,
  pageLabel,
  type Comparison,
} from '../../../../src/features/seo-tools/analysis/competitor-comparison';
import {
  SAMPLE_COMPARISON_PAGES,
  SAMPLE_COMPARISON_PAIR,
} from '../../../../src/features/seo-tools/analysis/sample-competitor-pages';
import { readFixture } from '../read-fixture';

function comparisonOf(result: ReturnType<typeof comparePages>): Comparison {
  if (!result.ok) throw new Error(result.error.message);
  return result.comparison;
}
const row = (comparison: Comparison, id: string) => comparison.rows.find((r) => r.id === id);

describe('comparePages', () => {
  const comparison = comparisonOf(
    comparePages([
      { name: 'Good', html: readFixture('good-page.html') },
      { name: 'Bad', html: readFixture('bad-page.html') },
    ]),
  );

  it('gives one cell per page on every row, with the rule that decides it', () => {
    expect(comparison.pages.map((p) => p.name)).toEqual(['Good', 'Bad']);
    for (const r of comparison.rows) {
      expect(r.cells).toHaveLength(2);
      expect(r.rule.length).toBeGreaterThan(5);
    }
  });

  it('names the winner of each measurable row', () => {
    expect(row(comparison, 'score')).toMatchObject({ winners: [0], outcome: 'win' });
    expect(row(comparison, 'title')?.cells.map((c) => c.display)).toEqual([
      '54 characters',
      'Missing',
    ]);
    expect(row(comparison, 'h1')).toMatchObject({ winners: [0], outcome: 'win' });
    expect(row(comparison, 'schema')?.cells[1]?.display).toBe('Broken JSON-LD');
    expect(row(comparison, 'blocking-scripts')).toMatchObject({ winners: [0], outcome: 'win' });
    expect(comparison.wins[0]).toBeGreaterThan(comparison.wins[1] ?? 0);
  });

  it('calls equal rows a tie and context rows no contest', () => {
    const pair = comparisonOf(
      comparePages([
        { name: 'A', html: '<p>same</p>' },
        { name: 'B', html: '<p>same</p>' },
      ]),
    );
    expect(row(pair, 'words')).toMatchObject({
      winners: [0, 1],
      outcome: 'tie',
      tie: 'Same on both pages',
    });
    expect(row(pair, 'title')).toMatchObject({ outcome: 'tie', tie: 'Same on both pages' });
    expect(row(pair, 'external-links')?.tie).toBeUndefined();
    expect(row(pair, 'external-links')).toMatchObject({ winners: [], outcome: 'none' });
    expect(row(pair, 'image-alt')).toMatchObject({ outcome: 'none' });
    expect(row(pair, 'image-alt')?.cells[0]).toEqual({ display: 'No images', value: null });
  });

  it('calls the same title, description or h1 on every page a duplicate, not a tie', () => {
    const head = (title: string) =>
      `<title>${title}</title><meta name="description" content="Kitchens in Pune."><h1>Kitchens</h1>`;
    const pair = comparisonOf(
      comparePages([
        { name: 'A', html: head('Modular Kitchens in Pune') },
        { name: 'B', html: head('modular  kitchens in Pune') },
      ]),
    );
    expect(row(pair, 'title')).toMatchObject({ outcome: 'tie', tie: 'Same title on both pages' });
    expect(row(pair, 'description')?.tie).toBe('Same meta description on both pages');
    expect(row(pair, 'h1')?.tie).toBe('Same h1 on both pages');
    const trio = comparisonOf(
      comparePages([
        { name: 'A', html: '<title>Kitchens in Pune, Baner and Wakad</title>' },
        { name: 'B', html: '<title>Wardrobes in Pune, Baner and Wakad</title>' },
        { name: 'C', html: '<title>Interiors in Pune, Baner and Wakad</title>' },
      ]),
    );
    expect(row(trio, 'title')).toMatchObject({
      outcome: 'tie',
      tie: 'Equally good on all 3 pages',
    });
  });

  it('labels pages named by a long address with the host and a short path', () => {
    expect(pageLabel('Urban Nest Kitchens, Baner')).toBe('Urban Nest Kitchens, Baner');
    expect(pageLabel('https://www.example.in/')).toBe('example.in');
    expect(pageLabel('https://example.in/kitchens?utm_source=x')).toBe('example.in/kitchens');
    expect(pageLabel('https://shop.example/a/b/c')).toBe('shop.example/a/b/c');
    expect(pageLabel('http://localhost:4399/services/1')).toBe('localhost:4399/services/1');
    expect(pageLabel('https://www.urbannest.example.in/services/modular-kitchens/pune/baner')).toBe(
      'urbannest.example.in/services/…/baner',
    );
    expect(
      pageLabel('https://www.urbannestkitchens.example.in/services/modular-kitchens/pune/baner'),
    ).toBe('urbannestkitchens.example.in/…/baner');
    expect(pageLabel(`https://example.in/${'a'.repeat(60)}`)).toBe(`example.in/${'a'.repeat(28)}…`);
    const comparison = comparisonOf(
      comparePages([
        { name: 'https://www.example.in/kitchens/', html: '' },
        { name: 'B', html: '' },
      ]),
    );
    expect(comparison.pages.map((page) => [page.name, page.label])).toEqual([
      ['https://www.example.in/kitchens/', 'example.in/kitchens'],
      ['B', 'B'],
    ]);
  });

  it('compares three pages and can name joint winners', () => {
    const trio = comparisonOf(comparePages(SAMPLE_COMPARISON_PAGES));
    expect(trio.pages).toHaveLength(3);
    expect(row(trio, 'score')?.winners).toEqual([1]);
    expect(row(trio, 'canonical')).toMatchObject({ winners: [0, 1], outcome: 'win' });
    expect(trio.wins[2]).toBe(0);
    expect(comparisonOf(comparePages(SAMPLE_COMPARISON_PAIR)).pages).toHaveLength(2);
  });

  it('refuses fewer than two or more than three pages with a clear message', () => {
    expect(comparePages([{ name: 'one', html: '' }])).toEqual({
      ok: false,
      error: { code: 'too-few-pages', message: 'Add at least two pages to compare.' },
    });
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}`, html: '' }));
    expect(comparePages(four)).toMatchObject({ ok: false, error: { code: 'too-many-pages' } });
    expect(comparePages(undefined as unknown as [])).toMatchObject({ ok: false });
  });

  it('survives empty and non-HTML pages', () => {
    const odd = comparisonOf(
      comparePages([
        { name: '', html: '' },
        { name: 'x', html: 'plain words only' },
      ]),
    );
    expect(odd.pages.map((p) => p.name)).toEqual(['Page 1', 'x']);
    expect(row(odd, 'title')?.cells[0]).toEqual({ display: 'Missing', value: 1000 });
  });
});

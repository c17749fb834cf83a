// An industry page's plan figure: its strategies numbered and its KPIs listed, wrapped to the
// figure's width, named in full for screen readers and escaped, with a height that fits its rows.
import { describe, expect, it } from 'vitest';
import {
  planFigureMarkup,
  planLayout,
  planSummary,
  wrapWords,
} from '../../../src/components/content/plan-figure-markup';
import { content as realEstate } from '../../../src/content/industries/real-estate';

describe('plan figure', () => {
  it('wraps words into lines of at most the given length', () => {
    expect(wrapWords('Google Business Profiles for every branch and doctor', 30)).toEqual([
      'Google Business Profiles for',
      'every branch and doctor',
    ]);
    expect(wrapWords('Short', 30)).toEqual(['Short']);
  });

  it('lays out a head, the numbered steps, a head and the KPIs, top to bottom', () => {
    const { rows, height } = planLayout(realEstate);
    expect(rows.map((row) => row.kind)).toEqual([
      'head',
      ...realEstate.strategies.map(() => 'step'),
      'head',
      ...realEstate.kpis.map(() => 'kpi'),
    ]);
    const tops = rows.map((row) => row.y);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(height).toBeGreaterThan(tops.at(-1)!);
  });

  it('names everything it shows and escapes the text it draws', () => {
    expect(planSummary(realEstate)).toBe(
      `The plan in one view. What we do: ${realEstate.strategies
        .map((strategy, index) => `${index + 1}. ${strategy.title}`)
        .join('; ')}. What we measure: ${realEstate.kpis.map((kpi) => kpi.name).join('; ')}.`,
    );
    const markup = planFigureMarkup({
      strategies: [{ title: 'Search & <social>' }, { title: 'Video' }],
      kpis: [{ name: 'Cost per lead' }],
    });
    expect(markup).toMatch(/^<svg role="img" aria-label="The plan in one view\./);
    expect(markup).toContain('Search &amp; &lt;social&gt;');
    expect(markup).not.toContain('<social>');
    expect(markup).toMatch(/<figcaption[^>]*>The plan on this page in one view/);
  });
});

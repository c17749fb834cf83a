// The case-study chart reads its bar lengths from the same strings the results table shows.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metricBars, metricValue } from '../../../src/components/content/metric-value';
import type { CaseStudyStory } from '../../../src/content/case-studies/schema';

describe('metricValue', () => {
  it('reads rupee amounts with Indian digit grouping', () => {
    expect(metricValue('₹21,400')).toBe(21400);
    expect(metricValue('₹1,50,000')).toBe(150000);
  });

  it('reads multipliers, percentages, counts and "n of m"', () => {
    expect(metricValue('4.1x')).toBe(4.1);
    expect(metricValue('23%')).toBe(23);
    expect(metricValue('410 a month')).toBe(410);
    expect(metricValue('9 of 60')).toBe(9);
    expect(metricValue('0')).toBe(0);
  });

  it('reads durations in minutes, so hours outweigh minutes', () => {
    expect(metricValue('3 h 40 min')).toBe(220);
    expect(metricValue('6 min')).toBe(6);
    expect(metricValue('2 h')).toBe(120);
  });

  it('gives undefined for text without a number', () => {
    expect(metricValue('none')).toBeUndefined();
  });
});

describe('metricBars', () => {
  it('scales each metric to the larger of its two values', () => {
    const [bars] = metricBars([{ label: 'Leads', before: '410', after: '960' }]);
    expect(bars!.after.share).toBe(1);
    expect(bars!.before.share).toBeCloseTo(410 / 960, 10);
  });

  it('draws a fall as a shorter after bar', () => {
    const [bars] = metricBars([{ label: 'Reply time', before: '3 h 40 min', after: '6 min' }]);
    expect(bars!.before.share).toBe(1);
    expect(bars!.after.share).toBeCloseTo(6 / 220, 10);
  });

  it('leaves out metrics it cannot read and copes with two zeros', () => {
    expect(metricBars([{ label: 'Mood', before: 'low', after: 'high' }])).toEqual([]);
    expect(metricBars([{ label: 'Nil', before: '0', after: '0' }])[0]!.after.share).toBe(0);
  });

  it('can chart every result of every case study', async () => {
    const dir = new URL('../../../src/content/case-studies/stories/', import.meta.url);
    for (const file of readdirSync(dir)) {
      const { story } = (await import(new URL(file, dir).href)) as { story: CaseStudyStory };
      expect(metricBars(story.results), file).toHaveLength(story.results.length);
    }
  });
});

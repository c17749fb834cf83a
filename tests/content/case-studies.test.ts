// Every case study: one schema-valid story per study, services that exist, metrics that agree
// with their own before/after figures and with the study's description, and a challenge told
// without the client's figures wherever the challenge states one of them.
import { describe, expect, it } from 'vitest';
import {
  caseStudyStorySchema,
  type CaseStudyMetric,
  type CaseStudyStory,
} from '../../src/content/case-studies/schema';
import { caseStudies } from '../../src/content/case-studies/studies';
import { registryPages } from '../../src/site/registry-pages';

const modules = import.meta.glob<{ story: CaseStudyStory }>(
  '../../src/content/case-studies/stories/*.ts',
  {
    eager: true,
  },
);
const stories = Object.entries(modules).map(([path, module]) => ({
  file: path.split('/').at(-1)!.replace(/\.ts$/, ''),
  story: module.story,
}));

const countWords = (story: CaseStudyStory): number =>
  [
    ...story.challenge,
    ...story.approach.flatMap((step) => [step.title, step.body]),
    ...story.results.flatMap((metric) => [
      metric.label,
      metric.before,
      metric.after,
      metric.change,
    ]),
    story.quote.text,
    ...story.lessons,
  ]
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** A bare figure such as "₹21,400", "4.1x", "11.5%" or "410"; anything else is not comparable. */
const figure = (value: string): number | undefined => {
  const match = /^₹?(\d[\d,]*(?:\.\d+)?)(?:%|x)?$/.exec(value);
  return match ? Number(match[1]!.replace(/,/g, '')) : undefined;
};

/** The figures of the results table ("410", "₹21,400", "1.9x", "24%") that `text` states. */
const statedFigures = (story: CaseStudyStory, text: string): string[] =>
  story.results
    .flatMap((metric) => [metric.before, metric.after])
    .filter((value) => figure(value) !== undefined)
    .filter((value) =>
      new RegExp(`(?<![\\d,.₹])${value.replace(/[.$]/g, '\\$&')}(?![\\d,]|\\.\\d)`).test(text),
    );

/** Whether the stated change agrees with before and after; undefined when it cannot be checked. */
function changeAgrees(metric: CaseStudyMetric): boolean | undefined {
  const before = figure(metric.before);
  const after = figure(metric.after);
  if (before === undefined || after === undefined || before === 0) return undefined;
  const percent = /^([+-]\d+(?:\.\d+)?)%$/.exec(metric.change);
  if (percent) return Math.abs((after / before - 1) * 100 - Number(percent[1])) <= 1;
  const times = /^(\d+(?:\.\d+)?)x$/.exec(metric.change);
  if (times) return Math.abs(after / before - Number(times[1])) <= 0.06;
  const points = /^([+-]\d+(?:\.\d+)?) points$/.exec(metric.change);
  if (points) return Math.abs(after - before - Number(points[1])) <= 0.1;
  return undefined;
}

describe('case study stories', () => {
  it('has exactly one story per study in studies.ts', () => {
    expect(stories.map(({ file }) => file).sort()).toEqual(
      caseStudies.map((study) => study.slug).sort(),
    );
  });
});

describe.each(stories.map(({ file, story }) => [file, story] as const))(
  'story %s',
  (file, story) => {
    const study = caseStudies.find((candidate) => candidate.slug === file);

    it('matches the schema', () => {
      expect(() => caseStudyStorySchema.parse(story)).not.toThrow();
    });

    it('names the same slug and client type as its study', () => {
      expect(story.slug).toBe(file);
      expect(story.clientType).toBe(study?.clientType);
    });

    it('lists only service pages that exist in the registry', () => {
      for (const id of story.services) {
        expect(registryPages.byId(id).template, id).toBe('service');
      }
    });

    it('runs to between 500 and 800 words', () => {
      const words = countWords(story);
      expect(words).toBeGreaterThanOrEqual(500);
      expect(words).toBeLessThanOrEqual(800);
    });

    it('states changes that agree with the before and after figures', () => {
      const checked = story.results.map((metric) => [metric.label, changeAgrees(metric)] as const);
      expect(checked.filter(([, agrees]) => agrees !== undefined).length).toBeGreaterThanOrEqual(3);
      for (const [label, agrees] of checked) {
        if (agrees !== undefined) expect(agrees, label).toBe(true);
      }
    });

    it('tells its challenge without a figure of its results where the challenge states one', () => {
      const stated = statedFigures(story, story.challenge.join(' '));
      if (stated.length > 0) expect(story.plainChallenge, stated.join(', ')).toBeDefined();
      expect(statedFigures(story, (story.plainChallenge ?? []).join(' '))).toEqual([]);
    });

    it('contains every figure the study description quotes', () => {
      const text = JSON.stringify(story);
      const figures = study?.description.match(/\d[\d,.]*\d(?:%|x)?|\d(?:%|x)?/g) ?? [];
      expect(figures.length).toBeGreaterThan(0);
      for (const value of figures) expect(text, value).toContain(value);
    });
  },
);

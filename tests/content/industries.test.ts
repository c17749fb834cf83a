// Checks the industry and industry-by-city content files: one valid file per page, real links, no
// placeholder text, the agreed length, and no two city pages built from the same sentences.
import { describe, expect, it } from 'vitest';
import {
  industryCityContentSchema,
  industryContentSchema,
} from '../../src/content/industries/schema';
import { cityIndustries, industries } from '../../src/content/industries';
import { pages } from '../../src/content/registry';
import { places } from '../../src/content/places';
import {
  PLACEHOLDER,
  idsOf,
  proseOf,
  sentenceOverlap,
  sentencesOf,
  wordCount,
} from './content-text';

const slugOf = (path: string) => path.replace(/^.*\/([^/]+)\.ts$/, '$1');
const toMap = (modules: Record<string, { content: unknown }>) =>
  new Map(Object.entries(modules).map(([path, module]) => [slugOf(path), module.content]));

const industryFiles = toMap(
  import.meta.glob<{ content: unknown }>(
    ['../../src/content/industries/*.ts', '!../../src/content/industries/schema.ts'],
    { eager: true },
  ),
);
const cityFiles = toMap(
  import.meta.glob<{ content: unknown }>('../../src/content/industries/by-city/*.ts', {
    eager: true,
  }),
);
const pageIds = new Set(pages.map((entry) => entry.id));
const names = [
  ...places.flatMap((place) => [place.name.toLowerCase(), ...place.aliases]),
  ...cityIndustries.map((industry) => industry.name.toLowerCase()),
];

function expectKnownIds(label: string, content: unknown) {
  for (const id of idsOf(content)) {
    expect(pageIds.has(id), `${label} refers to unknown page "${id}"`).toBe(true);
  }
}

describe('industry content', () => {
  it('has one file for every industry page', () => {
    const wanted = pages.filter((e) => e.template === 'industry').map((e) => e.params?.industry);
    expect([...industryFiles.keys()].sort()).toEqual(wanted.sort());
    expect(wanted.length).toBe(industries.length);
  });

  it.each([...industryFiles])('%s matches the schema and links to real pages', (slug, content) => {
    industryContentSchema.parse(content);
    expectKnownIds(slug, content);
  });

  it.each([...industryFiles])('%s has 600 to 900 words and no placeholders', (_slug, content) => {
    const words = wordCount(content);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(900);
    for (const text of proseOf(content)) expect(text).not.toMatch(PLACEHOLDER);
  });

  it('links case studies only to case-study pages', () => {
    for (const content of [...industryFiles.values(), ...cityFiles.values()]) {
      const id = (content as { caseStudyId?: string }).caseStudyId;
      if (id) expect(id).toMatch(/^case-study:/);
    }
  });
});

describe('industry-by-city content', () => {
  it('has one file for every industry-by-city page, the Bangalore healthcare alias included', () => {
    const wanted = pages
      .filter((e) => e.template === 'industry-city')
      .map((e) => `${e.params?.industry}-${e.params?.place}`);
    expect([...cityFiles.keys()].sort()).toEqual([...new Set(wanted)].sort());
    expect(cityFiles.size).toBe(30);
  });

  it.each([...cityFiles])('%s matches the schema and links to real pages', (slug, content) => {
    industryCityContentSchema.parse(content);
    expectKnownIds(slug, content);
  });

  it.each([...cityFiles])('%s has 400 to 600 words and no placeholders', (_slug, content) => {
    const words = wordCount(content);
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(600);
    for (const text of proseOf(content)) expect(text).not.toMatch(PLACEHOLDER);
  });

  it('never builds two city pages from more than 30% of the same sentences', () => {
    const entries = [...cityFiles].map(([slug, content]) => ({
      slug,
      sentences: sentencesOf(content, names),
    }));
    for (const [index, a] of entries.entries()) {
      for (const b of entries.slice(index + 1)) {
        const overlap = sentenceOverlap(a.sentences, b.sentences);
        expect(overlap, `${a.slug} and ${b.slug}`).toBeLessThanOrEqual(0.3);
      }
    }
  });
});

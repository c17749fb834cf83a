// Checks the location content files: one valid file per location page, real links, no placeholder
// text, the agreed length, and no two places described with the same sentences.
import { describe, expect, it } from 'vitest';
import { locationContentSchema } from '../../src/content/locations/schema';
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

const modules = import.meta.glob<{ content: unknown }>(
  ['../../src/content/locations/*.ts', '!../../src/content/locations/schema.ts'],
  { eager: true },
);
const files = new Map(
  Object.entries(modules).map(([path, module]) => [
    path.replace(/^.*\/([^/]+)\.ts$/, '$1'),
    module.content,
  ]),
);
const locationPages = pages.filter((entry) => entry.template === 'location');
const pageIds = new Set(pages.map((entry) => entry.id));
const placeNames = places.flatMap((place) => [place.name.toLowerCase(), ...place.aliases]);

describe('location content', () => {
  it('has one file for every location page and none for pages that do not exist', () => {
    const wanted = locationPages.map((entry) => entry.params?.place ?? '');
    expect([...files.keys()].sort()).toEqual([...new Set(wanted)].sort());
  });

  it.each([...files])('%s matches the schema', (_slug, content) => {
    expect(() => locationContentSchema.parse(content)).not.toThrow();
  });

  it.each([...files])('%s links only to pages in the registry', (slug, content) => {
    const own = locationPages.filter((entry) => entry.params?.place === slug).map((e) => e.id);
    for (const id of idsOf(content)) {
      expect(pageIds.has(id), `${slug} refers to unknown page "${id}"`).toBe(true);
      expect(own, `${slug} links to itself`).not.toContain(id);
    }
  });

  it.each([...files])('%s is free of placeholder words', (_slug, content) => {
    for (const text of proseOf(content)) expect(text).not.toMatch(PLACEHOLDER);
  });

  it.each([...files])('%s has between 350 and 600 words', (_slug, content) => {
    const words = wordCount(content);
    expect(words).toBeGreaterThanOrEqual(350);
    expect(words).toBeLessThanOrEqual(600);
  });

  it('lists the main business cities on every state page', () => {
    for (const place of places.filter((p) => p.kind === 'state')) {
      const content = locationContentSchema.parse(files.get(place.slug));
      expect(content.cities?.length ?? 0, place.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('never describes two places with more than 30% of the same sentences', () => {
    const entries = [...files].map(([slug, content]) => ({
      slug,
      sentences: sentencesOf(content, placeNames),
    }));
    for (const [index, a] of entries.entries()) {
      for (const b of entries.slice(index + 1)) {
        const overlap = sentenceOverlap(a.sentences, b.sentences);
        expect(overlap, `${a.slug} and ${b.slug}`).toBeLessThanOrEqual(0.3);
      }
    }
  });
});

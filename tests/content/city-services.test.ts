// Checks every city content file: its shape, that it matches the registry's city service pages, and
// the issue 5 rule that no two city service pages share more than 30% of their body sentences.
import { describe, expect, it } from 'vitest';
import { cityContentSchema, type CityContent } from '../../src/content/city-services/schema';
import {
  collectStrings,
  pageSentences,
  pairwiseOverlaps,
  splitSentences,
} from '../../src/content/city-services/sentence-overlap';
import { pages } from '../../src/content/registry';
import { places } from '../../src/content/places';

const modules = import.meta.glob<{ content?: unknown }>(
  [
    '../../src/content/city-services/*.ts',
    '!../../src/content/city-services/schema.ts',
    '!../../src/content/city-services/sentence-overlap.ts',
  ],
  { eager: true },
);

const files = Object.entries(modules).map(([path, module]) => ({
  slug: path.slice(path.lastIndexOf('/') + 1, -'.ts'.length),
  content: module.content,
}));

const parsed = files.flatMap(({ slug, content }) => {
  const result = cityContentSchema.safeParse(content);
  return result.success ? [{ slug, content: result.data as CityContent }] : [];
});

const cityServicePages = pages.filter(
  (page) => page.template === 'city-service' && page.canonicalOf === undefined,
);
const pageId = (service: string, place: string) => `city-service:${service}:${place}`;
const placesWithPages = new Set(cityServicePages.map((page) => page.params?.place));
const knownPlaces = new Set(places.map((place) => place.slug));

const MAX_SHARED_RATIO = 0.3;
const MIN_BLOCK_SENTENCES = 20;
const PLACEHOLDER = /\b(lorem|ipsum|todo|tbd|tba|xxx)\b|coming soon|placeholder/i;

describe('city service content', () => {
  it('exports content matching the city content schema from every city file', () => {
    expect(files.length).toBeGreaterThan(0);
    const invalid = files
      .map(({ slug, content }) => ({ slug, result: cityContentSchema.safeParse(content) }))
      .filter(({ result }) => !result.success)
      .map(({ slug, result }) => `${slug}: ${result.error?.message ?? ''}`);
    expect(invalid).toEqual([]);
  });

  it('names each file after the place its profile describes', () => {
    const mismatched = parsed
      .filter(({ slug, content }) => content.profile.place !== slug || !knownPlaces.has(slug))
      .map(({ slug }) => slug);
    expect(mismatched).toEqual([]);
  });

  it('has a service block for every registry city service page of a place with a file', () => {
    const written = new Set(
      parsed.flatMap(({ slug, content }) =>
        Object.keys(content.services).map((service) => pageId(service, slug)),
      ),
    );
    const covered = new Set(parsed.map(({ slug }) => slug));
    const missing = cityServicePages
      .filter((page) => covered.has(page.params?.place ?? ''))
      .map((page) => page.id)
      .filter((id) => !written.has(id));
    expect(missing).toEqual([]);
  });

  it('has no service block without a registry city service page', () => {
    const registered = new Set(cityServicePages.map((page) => page.id));
    const orphans = parsed
      .flatMap(({ slug, content }) =>
        Object.keys(content.services).map((service) => pageId(service, slug)),
      )
      .filter((id) => !registered.has(id));
    expect(orphans).toEqual([]);
  });

  it('lists as nearby only other known places that have city service pages', () => {
    const wrong = parsed.flatMap(({ slug, content }) =>
      content.profile.nearby
        .filter((near) => near === slug || !knownPlaces.has(near) || !placesWithPages.has(near))
        .map((near) => `${slug} -> ${near}`),
    );
    expect(wrong).toEqual([]);
  });

  it(`gives every service block at least ${MIN_BLOCK_SENTENCES} sentences of its own`, () => {
    const thin = parsed.flatMap(({ slug, content }) =>
      Object.entries(content.services)
        .map(([service, block]) => ({
          id: pageId(service, slug),
          count: new Set(collectStrings(block).flatMap(splitSentences)).size,
        }))
        .filter(({ count }) => count < MIN_BLOCK_SENTENCES)
        .map(({ id, count }) => `${id}: ${count}`),
    );
    expect(thin).toEqual([]);
  });

  it('never lets two city service pages share more than 30% of their body sentences', () => {
    const bodies = parsed.flatMap(({ slug, content }) =>
      Object.entries(content.services).map(([service, block]) => ({
        id: pageId(service, slug),
        sentences: pageSentences(content.profile.economy, block),
      })),
    );
    const tooSimilar = pairwiseOverlaps(bodies)
      .filter((pair) => pair.ratio > MAX_SHARED_RATIO)
      .map((pair) => `${pair.a} / ${pair.b}: ${pair.shared} shared (${pair.ratio.toFixed(2)})`);
    expect(tooSimilar).toEqual([]);
  });

  it('contains no placeholder words', () => {
    const flagged = files.flatMap(({ slug, content }) =>
      collectStrings(content)
        .filter((text) => PLACEHOLDER.test(text))
        .map((text) => `${slug}: ${text.slice(0, 80)}`),
    );
    expect(flagged).toEqual([]);
  });
});

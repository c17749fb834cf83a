// Checks the city-service content of the tier-2 cities, smaller capitals and Haryana (group B)
// against the content schema and the page matrix, so every page the registry builds has its text.
import { describe, expect, it } from 'vitest';
import {
  cityContentSchema,
  type CityContent,
  type CityServiceContent,
} from '../../src/content/city-services/schema';
import { cityServiceMatrix } from '../../src/content/services';
import { places } from '../../src/content/places';

// The seven metros are written and checked elsewhere; everything else in the matrix is group B.
const metros = new Set(['delhi', 'mumbai', 'bangalore', 'chennai', 'kolkata', 'hyderabad', 'pune']);

const pagesByPlace = new Map<string, string[]>();
for (const row of cityServiceMatrix) {
  for (const place of row.places) pagesByPlace.set(place, [...row.services]);
}
// /services/seo/haryana is added by the registry outside the matrix.
pagesByPlace.set('haryana', ['seo']);

const groupB = [...pagesByPlace.keys()].filter((place) => !metros.has(place));
const knownPlaces = new Set(places.map((place) => place.slug));

async function load(place: string): Promise<CityContent> {
  const module = (await import(`../../src/content/city-services/${place}.ts`)) as {
    content: unknown;
  };
  return cityContentSchema.parse(module.content);
}

/** Every sentence a visitor reads in one service block, in reading order. */
function bodySentences(block: CityServiceContent): string[] {
  const text = [
    block.intro,
    block.localMarket,
    block.competition,
    ...block.approach.map((step) => step.body),
    block.example.body,
    block.pricing.note,
    ...block.faqs.map((faq) => faq.answer),
  ].join(' ');
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

const normalise = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('group B city-service content', () => {
  it('covers 23 places and 48 pages', () => {
    const pages = groupB.reduce((sum, place) => sum + (pagesByPlace.get(place)?.length ?? 0), 0);
    expect(groupB).toHaveLength(23);
    expect(pages).toBe(48);
  });

  it.each(groupB)(
    'gives %s a valid profile and exactly the services it has pages for',
    async (place) => {
      const content = await load(place);
      expect(content.profile.place).toBe(place);
      expect(Object.keys(content.services).sort()).toEqual(
        [...(pagesByPlace.get(place) ?? [])].sort(),
      );
    },
  );

  it.each(groupB)(
    'links %s only to known nearby places that share one of its services',
    async (place) => {
      const { profile } = await load(place);
      const own = pagesByPlace.get(place) ?? [];
      for (const near of profile.nearby) {
        expect(knownPlaces.has(near), near).toBe(true);
        expect(near).not.toBe(place);
        const shared = (pagesByPlace.get(near) ?? []).filter((service) => own.includes(service));
        expect(shared.length, `${place} -> ${near}`).toBeGreaterThan(0);
      }
    },
  );

  it.each(groupB)('writes at least 20 body sentences for every service in %s', async (place) => {
    const { services } = await load(place);
    for (const [service, block] of Object.entries(services)) {
      expect(bodySentences(block).length, `${service}/${place}`).toBeGreaterThanOrEqual(20);
      expect(block.approach.length, `${service}/${place}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('never repeats a sentence on two group B pages', async () => {
    const seenOn = new Map<string, string>();
    const repeats: string[] = [];
    for (const place of groupB) {
      const { services } = await load(place);
      for (const [service, block] of Object.entries(services)) {
        const page = `${service}/${place}`;
        for (const sentence of new Set(bodySentences(block).map(normalise))) {
          // Very short sentences ("Yes.") may legitimately recur.
          if (sentence.split(' ').length < 5) continue;
          const earlier = seenOn.get(sentence);
          if (earlier && earlier !== page) repeats.push(`${earlier} & ${page}: ${sentence}`);
          else seenOn.set(sentence, page);
        }
      }
    }
    expect(repeats).toEqual([]);
  });
});

// A family's content loads per page from its template's glob, by file name, once per file, and
// is recorded under the family's name for the prerender to embed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyContent } from '../../../src/site/loading/family-content';
import { startPagePayload, takePagePayload } from '../../../src/site/loading/page-payload';
import type { PageRef } from '../../../src/site/loading/template-props';

afterEach(() => {
  takePagePayload();
});

const page = (place: string): PageRef => ({
  id: `location:${place}`,
  template: 'location',
  params: { place },
});

describe('familyContent', () => {
  it('loads the file a page names from a glob, once, and embeds it under the family', async () => {
    const pune = vi.fn(async () => ({ content: { city: 'Pune' } }));
    const locations = familyContent('location', {
      modules: {
        '../content/locations/pune.ts': pune,
        '../content/locations/surat.ts': async () => ({ content: { city: 'Surat' } }),
      },
      value: (module) => module.content,
      file: (ref) => ref.params?.place ?? '',
    });
    startPagePayload();
    await expect(locations.load(page('pune'))).resolves.toEqual({ city: 'Pune' });
    await locations.load({ ...page('pune'), id: 'special:pune' });
    expect(pune).toHaveBeenCalledTimes(1);
    expect(takePagePayload().content).toEqual({ location: { pune: { city: 'Pune' } } });
  });

  it('finds Markdown by file name and plain names as given', async () => {
    const docs = familyContent('legal', {
      modules: {
        '../content/legal/privacy-policy.md': async () => ({ default: 'policy' }),
        'terms-of-service': async () => ({ default: 'terms' }),
      },
      value: (module) => module.default,
      file: (ref) => ref.id,
    });
    const legal = (id: string): PageRef => ({ id, template: 'legal' });
    await expect(docs.load(legal('privacy-policy'))).resolves.toBe('policy');
    await expect(docs.load(legal('terms-of-service'))).resolves.toBe('terms');
  });

  it('fails as a route load error when the family has no such file', async () => {
    const empty = familyContent('location', {
      modules: {},
      value: (module: { content: string }) => module.content,
      file: (ref) => ref.params?.place ?? '',
    });
    await expect(empty.load(page('atlantis'))).rejects.toThrow(
      'Could not load the content of atlantis: No location content for "atlantis"',
    );
  });
});

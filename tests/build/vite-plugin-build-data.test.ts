// The one build-time data plugin: each module of the virtual:reachmark/ namespace is served as
// plain data made from its source, a name it does not serve fails the build, and ids outside the
// namespace are left to other plugins.
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../src/content/families';
import { buildData, buildDataPlugin } from '../../build/vite-plugin-build-data';
import { notFoundPage, offlinePage, pages } from '../../src/content/registry';
import { unpack, type PackedPage } from '../../src/site/page-summary';

describe('buildDataPlugin', () => {
  const plugin = buildDataPlugin();
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (this: typeof build, id: string) => string | undefined;
  const build = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };

  it('resolves the names of its namespace only', () => {
    expect(resolveId('virtual:reachmark/page-index')).toBe('\0virtual:reachmark/page-index');
    expect(resolveId('virtual:reachmark/page-descriptions/tool')).toBe(
      '\0virtual:reachmark/page-descriptions/tool',
    );
    expect(resolveId('virtual:pwa-register')).toBeUndefined();
    expect(resolveId('/src/app/main.tsx')).toBeUndefined();
  });

  it('serves each module as one exported constant per value', () => {
    expect(load.call(build, '\0virtual:reachmark/lead-options')).toMatch(
      /^export const cityOptions = \[.*\];\nexport const serviceAliases = \{.*\};\nexport const serviceNeeds = \{.*\};$/,
    );
    expect(load.call(build, '\0virtual:reachmark/lead-service-groups')).toMatch(
      /^export const serviceGroups = \[.*\];$/,
    );
    expect(load.call(build, '\0virtual:reachmark/palette-entries')).toMatch(
      /^export const paletteEntries = \[.*\];$/,
    );
    expect(load.call(build, '/src/app/main.tsx')).toBeUndefined();
  });

  it('fails the build on a name it does not serve', () => {
    expect(() => load.call(build, '\0virtual:reachmark/lead-option')).toThrow(
      'No build-time data module virtual:reachmark/lead-option',
    );
    expect(() => load.call(build, '\0virtual:reachmark/page-descriptions/no-such')).toThrow(
      'No build-time data module virtual:reachmark/page-descriptions/no-such',
    );
  });
});

describe('buildData', () => {
  it('packs every page into an index that unpacks to its summary', () => {
    const { packedPages, packedNotFound, packedOffline } = buildData('page-index') as {
      packedPages: PackedPage[];
      packedNotFound: PackedPage;
      packedOffline: PackedPage;
    };
    const summary = (entry: (typeof pages)[number]) => ({
      id: entry.id,
      path: entry.path,
      template: entry.template,
      title: entry.title,
      label: entry.label,
      parent: entry.parent,
      params: entry.params,
      noindex: entry.noindex === true,
      canonicalOf: entry.canonicalOf,
    });
    expect(packedPages.map(unpack)).toEqual(pages.map(summary));
    expect(unpack(packedNotFound)).toEqual(summary(notFoundPage));
    expect(unpack(packedOffline)).toEqual(summary(offlinePage));
  });

  it('names the header menu section of each family that has one', () => {
    const { navSectionOf } = buildData('page-index') as { navSectionOf: Record<string, string> };
    for (const [template, family] of Object.entries(FAMILIES))
      expect(navSectionOf[template], template).toBe(family.navSection);
    expect(Object.values(navSectionOf)).toContain('Locations');
  });

  it("gives each template its own pages' descriptions", () => {
    const tools = pages.filter((page) => page.template === 'tool');
    expect(buildData('page-descriptions/tool')).toEqual({
      descriptions: Object.fromEntries(tools.map((page) => [page.id, page.description])),
    });
  });
});

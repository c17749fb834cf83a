// Tests of the palette entries: derived from the registry, every field of SPEC.md 3 filled in,
// ids and shortcut letters unique, all seven categories present, no demo or not-found pages.
import { describe, expect, it } from 'vitest';
import { site } from '../../../shared/site';
import { CATEGORIES } from '../../../src/content/page-entry';
import { registryPages } from '../../../src/site/registry-pages';
import { notFoundPage, pages } from '../../../src/content/registry';
import {
  paletteEntries,
  quickActions,
  synonymIds,
} from '../../../src/features/palette/palette-entries';
import * as paletteEntriesData from 'virtual:reachmark/palette-entries';

const byId = new Map(paletteEntries.map((entry) => [entry.id, entry]));
const position = (id: string) => paletteEntries.findIndex((entry) => entry.id === id);

describe('palette entries', () => {
  it('reach the browser as the same data (virtual:reachmark/palette-entries)', () => {
    expect(paletteEntriesData.paletteEntries).toEqual(paletteEntries);
  });

  it('have unique ids', () => {
    expect(byId.size).toBe(paletteEntries.length);
  });

  it('have unique shortcut letters, each one upper-case letter', () => {
    const letters = paletteEntries.flatMap((entry) => (entry.shortcut ? [entry.shortcut] : []));
    expect(new Set(letters).size).toBe(letters.length);
    for (const letter of letters) expect(letter).toMatch(/^[A-Z]$/);
    expect(letters).toEqual(expect.arrayContaining(['H', 'S', 'P', 'W', 'K', 'A', 'Q', 'C']));
  });

  it('cover all seven categories', () => {
    expect(new Set(paletteEntries.map((entry) => entry.category))).toEqual(new Set(CATEGORIES));
  });

  it('include every registry page flagged for the palette, and no other page', () => {
    const listed = pages.filter((page) => page.palette && !page.noindex).map((page) => page.id);
    const pageIds = paletteEntries
      .filter((entry) => !entry.id.startsWith('action:'))
      .map((entry) => entry.id);
    expect(new Set(pageIds)).toEqual(new Set(listed));
  });

  it('leave out the demo pages and the not-found page', () => {
    for (const id of ['routing-test', 'breadcrumb-demo', 'accessibility-demo', notFoundPage.id]) {
      expect(byId.has(id)).toBe(false);
    }
    expect(paletteEntries.some((entry) => entry.path === notFoundPage.path)).toBe(false);
  });

  it('fill in every field of a palette entry', () => {
    for (const entry of paletteEntries) {
      expect(entry.id).toMatch(/^\S+$/);
      expect(entry.title.trim()).not.toBe('');
      expect(entry.description?.trim()).toBeTruthy();
      expect(entry.path).toMatch(/^(\/|tel:\+\d+$|mailto:\S+@\S+$|https:\/\/)/);
      expect(entry.icon).toMatch(/^[a-z-]+$/);
      expect(CATEGORIES).toContain(entry.category);
      expect(entry.keywords.length).toBeGreaterThan(0);
      for (const keyword of entry.keywords) expect(keyword).toBe(keyword.trim().toLowerCase());
      expect(typeof entry.external).toBe('boolean');
      expect(entry.external).toBe(entry.path.startsWith('https://'));
      expect([undefined, true, false]).toContain(entry.popular);
      expect([undefined, 'Free', 'Pro']).toContain(entry.badge);
    }
  });

  it('take internal paths from the registry', () => {
    for (const entry of paletteEntries) {
      if (entry.path.startsWith('/') && !entry.id.startsWith('action:')) {
        expect(entry.path).toBe(registryPages.byId(entry.id).path);
      }
    }
  });

  it('carry registry keywords plus synonyms without duplicates', () => {
    for (const entry of paletteEntries)
      expect(new Set(entry.keywords).size).toBe(entry.keywords.length);
    expect(byId.get('service:ppc')?.keywords).toEqual(
      expect.arrayContaining(['google ads', 'adwords', 'sem', 'performance marketing']),
    );
    expect(byId.get('city-service:seo:mumbai')?.keywords).toEqual(
      expect.arrayContaining(['mumbai', 'bombay', 'seo company']),
    );
  });

  it('give synonyms only to pages that exist', () => {
    for (const id of synonymIds) expect(() => registryPages.byId(id)).not.toThrow();
  });

  it('list general pages before specific ones', () => {
    expect(position('location:mumbai')).toBeLessThan(position('city-service:seo:mumbai'));
    expect(position('location:haryana/gurgaon')).toBeLessThan(position('city-service:seo:gurgaon'));
  });
});

describe('quick actions', () => {
  const action = (id: string) => quickActions.find((entry) => entry.id === id);

  it('come first, in the Quick Actions category', () => {
    expect(paletteEntries.slice(0, quickActions.length)).toEqual(quickActions);
    for (const entry of quickActions) expect(entry.category).toBe('Quick Actions');
  });

  it('open the quote and contact pages, with shortcuts Q and C', () => {
    expect(action('action:quote')).toMatchObject({
      path: registryPages.byId('quote').path,
      shortcut: 'Q',
      popular: true,
    });
    expect(action('action:contact')).toMatchObject({
      path: registryPages.byId('contact').path,
      shortcut: 'C',
      popular: true,
    });
  });

  it('call, email and WhatsApp the agency with the numbers in the site config', () => {
    expect(action('action:call')).toMatchObject({ path: site.phoneHref, external: false });
    expect(action('action:email')).toMatchObject({ path: site.emailHref, external: false });
    expect(action('action:whatsapp')).toMatchObject({ path: site.whatsappHref, external: true });
  });
});

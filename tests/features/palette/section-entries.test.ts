// Page sections found by content search, as palette entries kept beside the recents: what a hit
// becomes, and that stored sections survive bad values and never grow past the recents.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SectionHit } from '../../../src/features/content-search/section-hit';
import { PALETTE_SECTIONS_KEY } from '../../../src/features/palette/palette-constants';
import {
  loadSectionEntries,
  saveSectionEntry,
  sectionEntry,
} from '../../../src/features/palette/section-entries';

const globals = globalThis as { window?: unknown };
let data: Map<string, string>;

beforeEach(() => {
  data = new Map();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  globals.window = { localStorage: storage, sessionStorage: storage };
});
afterEach(() => {
  delete globals.window;
});

const hit: SectionHit = {
  url: '/services/business-automation#invoicing-and-payments',
  pageTitle: 'Business Automation',
  heading: 'Invoicing and payments',
  category: 'Services',
  excerpt: [
    { text: 'GST', marked: true },
    { text: ' invoices generated from orders', marked: false },
  ],
};

describe('sectionEntry', () => {
  it('names the page and the section and links to the section', () => {
    expect(sectionEntry(hit)).toEqual({
      id: 'section:/services/business-automation#invoicing-and-payments',
      title: 'Business Automation › Invoicing and payments',
      description: 'GST invoices generated from orders',
      path: '/services/business-automation#invoicing-and-payments',
      icon: 'file-text',
      category: 'Services',
      keywords: [],
      external: false,
    });
  });

  it('uses the page title alone for the text before the first section heading', () => {
    expect(sectionEntry({ ...hit, url: '/about', heading: undefined }).title).toBe(
      'Business Automation',
    );
  });
});

describe('stored section entries', () => {
  it('keeps a chosen section while it is among the recents, newest first', () => {
    const first = sectionEntry(hit);
    const second = sectionEntry({ ...hit, url: '/about#milestones', heading: 'Milestones' });
    saveSectionEntry(first, [first.id]);
    expect(saveSectionEntry(second, [second.id, first.id]).map((entry) => entry.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(saveSectionEntry(second, [second.id]).map((entry) => entry.id)).toEqual([second.id]);
    expect(loadSectionEntries()).toEqual([second]);
  });

  it('drops stored values that are not safe internal section links', () => {
    data.set(
      PALETTE_SECTIONS_KEY,
      JSON.stringify([
        {
          ...sectionEntry(hit),
          path: 'https://evil.example/#x',
          id: 'section:https://evil.example/#x',
        },
        { ...sectionEntry(hit), path: '//evil.example/#x', id: 'section://evil.example/#x' },
        { ...sectionEntry(hit), id: 'section:/somewhere-else' },
        { ...sectionEntry(hit), category: 'Secrets' },
        { ...sectionEntry(hit), icon: 'bot', keywords: ['x'], external: true },
        'section:/about',
      ]),
    );
    expect(loadSectionEntries()).toEqual([sectionEntry(hit)]);
  });

  it('reads corrupt storage as no sections', () => {
    data.set(PALETTE_SECTIONS_KEY, '{not json');
    expect(loadSectionEntries()).toEqual([]);
  });
});

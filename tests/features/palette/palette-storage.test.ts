// Tests of the palette's recents and usage storage against a fake localStorage, including storage
// that is full, blocked or missing, and every kind of bad stored value.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PALETTE_RECENTS_KEY,
  PALETTE_USAGE_KEY,
} from '../../../src/features/palette/palette-constants';
import type { PaletteEntry } from '../../../src/features/palette/palette-entry';
import {
  clearRecents,
  loadRecents,
  loadUsage,
  popularEntries,
  recentEntries,
  recordUse,
  saveRecent,
} from '../../../src/features/palette/palette-storage';

class FakeStorage implements Storage {
  readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

class FullStorage extends FakeStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

const globals = globalThis as { window?: unknown };
let storage: FakeStorage;

function useStorage(next: FakeStorage): void {
  storage = next;
  globals.window = { localStorage: next, sessionStorage: new FakeStorage() };
}

beforeEach(() => useStorage(new FakeStorage()));
afterEach(() => {
  delete globals.window;
});

const valid = [
  'home',
  'quote',
  'contact',
  'service:seo',
  'service:ppc',
  'tool:seo-analyzer',
  'blog',
];

function entry(id: string, extra: Partial<PaletteEntry> = {}): PaletteEntry {
  return {
    id,
    title: id,
    path: `/${id}`,
    icon: 'search',
    category: 'Navigation',
    keywords: [],
    external: false,
    ...extra,
  };
}

describe('recents', () => {
  it('start empty', () => {
    expect(loadRecents(valid)).toEqual([]);
  });

  it('keep the newest first, without duplicates, at most five', () => {
    for (const id of ['home', 'quote', 'contact', 'home', 'service:seo', 'service:ppc', 'blog']) {
      saveRecent({ id });
    }
    expect(loadRecents(valid)).toEqual(['blog', 'service:ppc', 'service:seo', 'home', 'contact']);
    expect(JSON.parse(storage.getItem(PALETTE_RECENTS_KEY)!)).toHaveLength(5);
  });

  it('return the saved list', () => {
    saveRecent({ id: 'home' });
    expect(saveRecent({ id: 'quote' })).toEqual(['quote', 'home']);
  });

  it('drop ids that are no longer palette entries', () => {
    storage.setItem(PALETTE_RECENTS_KEY, JSON.stringify(['service:retired', 'home', 'blog']));
    expect(loadRecents(valid)).toEqual(['home', 'blog']);
    expect(saveRecent({ id: 'quote' }, valid)).toEqual(['quote', 'home', 'blog']);
  });

  it.each([
    ['corrupt JSON', '["home",'],
    ['an object', '{"0":"home"}'],
    ['a string', '"home"'],
    ['null', 'null'],
  ])('fall back to empty when the stored value is %s', (_, raw) => {
    storage.setItem(PALETTE_RECENTS_KEY, raw);
    expect(loadRecents(valid)).toEqual([]);
    expect(saveRecent({ id: 'home' })).toEqual(['home']);
  });

  it('skip items that are not ids', () => {
    storage.setItem(
      PALETTE_RECENTS_KEY,
      JSON.stringify([1, null, 'home', { id: 'quote' }, '', 'home', 'blog']),
    );
    expect(loadRecents(valid)).toEqual(['home', 'blog']);
  });

  it('are removed by clearRecents', () => {
    saveRecent({ id: 'home' });
    clearRecents();
    expect(loadRecents(valid)).toEqual([]);
    expect(storage.getItem(PALETTE_RECENTS_KEY)).toBeNull();
  });

  it('resolve to their entries, flagged as recent, in order', () => {
    const entries = [entry('home'), entry('quote')];
    expect(recentEntries(entries, ['quote', 'gone', 'home'])).toEqual([
      { ...entries[1], recent: true },
      { ...entries[0], recent: true },
    ]);
  });
});

describe('usage counts', () => {
  it('count each use', () => {
    recordUse('quote');
    recordUse('quote');
    recordUse('home');
    expect(loadUsage(valid)).toEqual(
      new Map([
        ['quote', 2],
        ['home', 1],
      ]),
    );
  });

  it('drop negative, zero, non-numeric, infinite and unknown counts', () => {
    storage.setItem(
      PALETTE_USAGE_KEY,
      '{"home":3,"quote":-2,"contact":"7","blog":0,"service:seo":1e999,"service:ppc":null,"gone":9,"tool:seo-analyzer":"NaN"}',
    );
    expect(loadUsage(valid)).toEqual(new Map([['home', 3]]));
  });

  it('round fractional counts down', () => {
    storage.setItem(PALETTE_USAGE_KEY, '{"home":2.9,"quote":0.5}');
    expect(loadUsage(valid)).toEqual(new Map([['home', 2]]));
  });

  it.each([
    ['corrupt JSON', '{"home":'],
    ['an array', '[3,4]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('fall back to empty when the stored value is %s', (_, raw) => {
    storage.setItem(PALETTE_USAGE_KEY, raw);
    expect(loadUsage(valid).size).toBe(0);
    expect(recordUse('home')).toEqual(new Map([['home', 1]]));
  });

  it('restart a count that was unusable', () => {
    storage.setItem(PALETTE_USAGE_KEY, '{"home":"lots"}');
    expect(recordUse('home').get('home')).toBe(1);
  });

  it('forget ids no longer in the palette when told which are valid', () => {
    storage.setItem(PALETTE_USAGE_KEY, '{"gone":5,"home":1}');
    recordUse('home', valid);
    expect(JSON.parse(storage.getItem(PALETTE_USAGE_KEY)!)).toEqual({ home: 2 });
  });

  it('store an id named like an object property as plain data', () => {
    recordUse('__proto__');
    recordUse('__proto__');
    expect(loadUsage(['__proto__']).get('__proto__')).toBe(2);
  });
});

describe('popular list', () => {
  const entries = [
    entry('a', { popular: true }),
    entry('b'),
    entry('c'),
    entry('d', { popular: true }),
    entry('e'),
    entry('f'),
    entry('g'),
    entry('h'),
    entry('i'),
    entry('j'),
    entry('k', { popular: true }),
  ];
  const usage = (counts: Record<string, number>) => new Map(Object.entries(counts));
  const idsOf = (list: PaletteEntry[]) => list.map((item) => item.id);

  it('is the flagged entries when nothing has been used', () => {
    expect(idsOf(popularEntries(entries, new Map()))).toEqual(['a', 'd', 'k']);
  });

  it('puts entries used more than twice first, most used first', () => {
    expect(idsOf(popularEntries(entries, usage({ c: 3, e: 9, b: 2 })))).toEqual([
      'e',
      'c',
      'a',
      'd',
      'k',
    ]);
  });

  it('does not count an entry used exactly twice', () => {
    expect(idsOf(popularEntries(entries, usage({ b: 2 })))).not.toContain('b');
  });

  it('keeps at most eight, used entries before flagged ones', () => {
    const counts = usage({ b: 10, c: 9, e: 8, f: 7, g: 6, h: 5, i: 4, j: 3, k: 3 });
    expect(idsOf(popularEntries(entries, counts))).toEqual([
      'b',
      'c',
      'e',
      'f',
      'g',
      'h',
      'i',
      'j',
    ]);
  });

  it('breaks equal counts by entry order', () => {
    expect(idsOf(popularEntries(entries, usage({ h: 4, c: 4 }))).slice(0, 2)).toEqual(['c', 'h']);
  });

  it('does not fill in a flagged entry that goes where a listed one goes', () => {
    const action = entry('action:quote', { path: '/quote', popular: true });
    const page = entry('quote', { path: '/quote', popular: true });
    expect(idsOf(popularEntries([action, page], new Map()))).toEqual(['action:quote']);
  });
});

describe('broken storage', () => {
  it('keeps working when writes exceed the quota', () => {
    useStorage(new FullStorage());
    expect(() => saveRecent({ id: 'home' })).not.toThrow();
    expect(saveRecent({ id: 'quote' })).toEqual(['quote']);
    expect(recordUse('home')).toEqual(new Map([['home', 1]]));
    expect(() => clearRecents()).not.toThrow();
    expect(loadRecents(valid)).toEqual([]);
  });

  it('keeps working when reading localStorage itself throws', () => {
    globals.window = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    expect(loadRecents(valid)).toEqual([]);
    expect(saveRecent({ id: 'home' })).toEqual(['home']);
    expect(loadUsage(valid).size).toBe(0);
    expect(recordUse('home').get('home')).toBe(1);
    expect(() => clearRecents()).not.toThrow();
  });

  it('keeps working during server rendering, with no window', () => {
    delete globals.window;
    expect(loadRecents(valid)).toEqual([]);
    expect(saveRecent({ id: 'home' })).toEqual(['home']);
    expect(loadUsage(valid).size).toBe(0);
    expect(recordUse('home').get('home')).toBe(1);
  });
});

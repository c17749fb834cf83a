// @vitest-environment happy-dom
// Returning visitors keep what the site stored under the old, branded key names: a read of a key
// missing under its new name takes the old one's value once, moves it and removes the old key; a
// corrupt value falls back like any other, and storage that throws never breaks a read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readString } from '../../src/lib/safe-storage';
import { takeLegacyValue } from '../../src/lib/legacy-storage-key';
import { LEGACY_STORAGE_PREFIX, STORAGE_PREFIX } from '../../shared/site';
import { PALETTE_RECENTS_KEY } from '../../src/features/palette/palette-constants';

const parseIds = (value: unknown): string[] => {
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string'))
    throw new Error('not a list of ids');
  return value;
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage keys under their old names', () => {
  it('are brand-neutral now', () => {
    expect(PALETTE_RECENTS_KEY).toBe(`${STORAGE_PREFIX}palette-recents`);
    expect(STORAGE_PREFIX).not.toMatch(/reachmark/i);
  });

  it('give a returning visitor their recent pages once, moved to the new key', () => {
    localStorage.setItem('reachmark:palette-recents', '["service:seo","blog"]');
    expect(readJson('local', PALETTE_RECENTS_KEY, parseIds, [])).toEqual(['service:seo', 'blog']);
    expect(localStorage.getItem('reachmark:palette-recents')).toBeNull();
    expect(localStorage.getItem(PALETTE_RECENTS_KEY)).toBe('["service:seo","blog"]');
    expect(readJson('local', PALETTE_RECENTS_KEY, parseIds, [])).toEqual(['service:seo', 'blog']);
  });

  it('prefer the value under the new key and leave the old one unread', () => {
    localStorage.setItem(PALETTE_RECENTS_KEY, '["contact"]');
    localStorage.setItem('reachmark:palette-recents', '["blog"]');
    expect(readJson('local', PALETTE_RECENTS_KEY, parseIds, [])).toEqual(['contact']);
  });

  it('fall back from a corrupt old value without throwing', () => {
    localStorage.setItem('reachmark:palette-recents', '{not json');
    expect(readJson('local', PALETTE_RECENTS_KEY, parseIds, ['fallback'])).toEqual(['fallback']);
    localStorage.setItem('reachmark:palette-usage', '[1, 2]');
    expect(readJson('local', `${STORAGE_PREFIX}palette-usage`, parseIds, [])).toEqual([]);
  });

  it('move session keys too, and touch nobody else’s keys', () => {
    sessionStorage.setItem(`${LEGACY_STORAGE_PREFIX}redirect`, '/blog');
    expect(readString('session', `${STORAGE_PREFIX}redirect`)).toBe('/blog');
    localStorage.setItem('reachmark:theme', 'dark');
    expect(readString('local', 'theme')).toBeUndefined();
    expect(localStorage.getItem('reachmark:theme')).toBe('dark');
  });

  it('read as missing when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(broken);
    expect(readString('local', PALETTE_RECENTS_KEY)).toBeUndefined();
    expect(readJson('local', PALETTE_RECENTS_KEY, parseIds, [])).toEqual([]);
  });

  it('stay under the old name when the new one cannot be written, to be moved on a later read', () => {
    const values = new Map([['reachmark:palette-recents', '["blog"]']]);
    const full = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: (key: string) => values.delete(key),
    } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full);
    expect(readString('local', PALETTE_RECENTS_KEY)).toBeUndefined();
    expect(values.get('reachmark:palette-recents')).toBe('["blog"]');
  });

  it('are not looked for without storage', () => {
    expect(takeLegacyValue(undefined, PALETTE_RECENTS_KEY)).toBeUndefined();
  });
});

// The legal pages: both Markdown bodies render, the privacy policy names exactly what the site
// stores and the rights the DPDP Act gives, and the terms name the governing law and courts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../shared/site';
import { fillFactPlaceholders } from '../../build/fact-placeholders';
import { renderMarkdown } from '../../src/content/blog/markdown';
import { legalEffectiveDates, LEGAL_LAST_UPDATED } from '../../src/content/legal/meta';
import { registryPages } from '../../src/site/registry-pages';
import {
  PALETTE_RECENTS_KEY,
  PALETTE_USAGE_KEY,
} from '../../src/features/palette/palette-constants';
import { REDIRECT_STORAGE_KEY } from '../../src/features/redirects/redirect-storage-key';
import { THEME_STORAGE_KEY } from '../../src/features/theme/theme-constants';
import { PLACEHOLDER } from './content-text';
import { CRAWL_HISTORY_DATABASE } from '../../src/features/seo-tools/ui/crawl-history';

/** The Markdown as the build renders it: the business facts filled into its placeholders. */
const read = (name: string) =>
  fillFactPlaceholders(
    readFileSync(new URL(`../../src/content/legal/${name}.md`, import.meta.url), 'utf8'),
  );

function render(source: string) {
  const linked: string[] = [];
  const rendered = renderMarkdown(source, (id) => {
    linked.push(id);
    return registryPages.byId(id).path;
  });
  return { ...rendered, linked };
}

const privacy = read('privacy-policy');
const terms = read('terms-of-service');

describe.each([
  ['privacy-policy', privacy],
  ['terms-of-service', terms],
] as const)('%s', (id, source) => {
  const rendered = render(source);

  it('is a legal page in the registry with an effective date', () => {
    expect(registryPages.byId(id).template).toBe('legal');
    expect(legalEffectiveDates[id]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(legalEffectiveDates[id] <= LEGAL_LAST_UPDATED).toBe(true);
  });

  it('renders with at least eight sections and links only to canonical pages', () => {
    expect(
      rendered.headings.filter((heading) => heading.level === 2).length,
    ).toBeGreaterThanOrEqual(8);
    for (const linked of rendered.linked) {
      const entry = registryPages.byId(linked);
      expect(registryPages.atPath(entry.path)?.id).toBe(linked);
      expect(entry.canonicalOf).toBeUndefined();
    }
  });

  it('gives the agency’s contact email and registered address', () => {
    expect(source).toContain(site.email);
    expect(source).toContain(site.address.street);
    expect(source).toContain(site.address.postalCode);
  });

  it('contains no placeholder words', () => {
    expect(source).not.toMatch(PLACEHOLDER);
  });
});

describe('privacy policy', () => {
  it('records the last-updated date the spec asks for', () => {
    expect(LEGAL_LAST_UPDATED).toBe('2026-11-01');
  });

  it('names every key the site keeps in local and session storage', () => {
    for (const key of [
      THEME_STORAGE_KEY,
      PALETTE_RECENTS_KEY,
      PALETTE_USAGE_KEY,
      REDIRECT_STORAGE_KEY,
    ]) {
      expect(privacy).toContain(`\`${key}\``);
    }
    expect(privacy).toMatch(/local storage/i);
    expect(privacy).toMatch(/session storage/i);
  });

  it('names the IndexedDB database of the audit tool’s last crawls, and how to forget one', () => {
    expect(privacy).toContain(`\`${CRAWL_HISTORY_DATABASE}\``);
    expect(privacy).toMatch(/IndexedDB/);
    expect(privacy).toContain("Forget this site's last crawl");
  });

  it('explains form drafts, lead storage, hashed IP addresses and optional error monitoring', () => {
    expect(privacy).toMatch(/draft/i);
    expect(privacy).toMatch(/salted hash/i);
    expect(privacy).toMatch(/deleted 24 months/i);
    expect(privacy).toMatch(/if error monitoring is enabled/i);
    expect(privacy).toMatch(/no third-party trackers/i);
    expect(privacy).toMatch(/run entirely in your browser/i);
  });

  it('covers the DPDP Act roles, rights, children and transfers abroad', () => {
    for (const phrase of [
      'Digital Personal Data Protection Act, 2023',
      'Data Fiduciary',
      'Data Principal',
      'Access',
      'Correction',
      'Erasure',
      'Grievance',
      'Nomination',
      'Data Protection Board of India',
      'under 18',
      'outside India',
    ]) {
      expect(privacy).toContain(phrase);
    }
  });
});

describe('terms of service', () => {
  it('sets Indian law with the courts at Gurugram, Haryana', () => {
    expect(terms).toContain('laws of India');
    expect(terms).toContain('courts at Gurugram, Haryana');
  });

  it('disclaims guaranteed rankings and says proposals are not contracts', () => {
    expect(terms).toMatch(/no guarantee of rankings/i);
    expect(terms).toMatch(/proposals are not contracts/i);
    expect(terms).toMatch(/limitation of liability/i);
  });
});

import { describe, expect, it } from 'vitest';
import {
  generateKeywordIdeas,
  KEYWORD_IDEAS_DISCLAIMER,
  keywordIdeasToCsv,
  type KeywordGroup,
  type KeywordIntent,
} from '../../../../src/features/seo-tools/keywords/keyword-ideas';
import {
  resolveCity,
  resolveService,
} from '../../../../src/features/seo-tools/keywords/keyword-targets';
import { SAMPLE_KEYWORD_INPUT } from '../../../../src/features/seo-tools/sample-inputs';

const all = (groups: KeywordGroup[]) => groups.flatMap((g) => g.keywords);
const group = (groups: KeywordGroup[], intent: KeywordIntent) =>
  groups.find((g) => g.intent === intent)?.keywords ?? [];

describe('generateKeywordIdeas', () => {
  it('writes the searches Indians make for an agency service in a city', () => {
    const groups = generateKeywordIdeas({ seed: 'SEO', city: 'Mumbai' });
    expect(group(groups, 'local')).toContain('seo company in mumbai');
    expect(group(groups, 'local')).toContain('best seo agency near me');
    expect(group(groups, 'transactional')).toContain('seo cost in india');
    expect(group(groups, 'comparisons')).toContain('seo vs ppc');
    expect(group(groups, 'questions')).toContain('how long does seo take to show results');
    expect(group(groups, 'modifiers')).toEqual(
      expect.arrayContaining([
        'seo price',
        'seo cost',
        'best seo',
        'seo near me',
        'seo agency',
        'seo company',
      ]),
    );
  });

  it('groups ideas in a fixed order with a label and an explanation', () => {
    const groups = generateKeywordIdeas({ seed: 'ppc' });
    expect(groups.map((g) => g.intent)).toEqual([
      'local',
      'transactional',
      'questions',
      'comparisons',
      'modifiers',
    ]);
    for (const g of groups) {
      expect(g.label.length).toBeGreaterThan(3);
      expect(g.description.length).toBeGreaterThan(40);
    }
  });

  it('adds the spellings searchers use for a city, found by name, slug or alias', () => {
    const ideas = all(generateKeywordIdeas({ seed: 'seo', city: 'Bengaluru' }));
    expect(ideas).toContain('seo company in bangalore');
    expect(ideas).toContain('seo company in bengaluru');
    expect(all(generateKeywordIdeas({ seed: 'seo', city: 'gurgaon' }))).toContain(
      'seo agency in gurugram',
    );
    expect(all(generateKeywordIdeas({ seed: 'seo', city: 'Bombay' }))).not.toContain(
      'seo company in bombay',
    );
  });

  it('keeps a town the site has no page for as typed', () => {
    expect(all(generateKeywordIdeas({ seed: 'seo', city: 'Kochi' }))).toContain(
      'seo company in kochi',
    );
  });

  it('uses the service named by a seed keyword, such as google ads for PPC', () => {
    expect(group(generateKeywordIdeas({ seed: 'Google Ads' }), 'comparisons')).toContain(
      'google ads vs facebook ads',
    );
    expect(group(generateKeywordIdeas({ seed: '', service: 'web-design' }), 'questions')).toContain(
      'how long does web design take',
    );
    expect(
      all(generateKeywordIdeas({ seed: '', service: 'Food & Restaurant SEO', city: 'pune' })),
    ).toContain('restaurant seo company in pune');
  });

  it('treats any other seed as the visitor’s business and combines it with a chosen service', () => {
    const groups = generateKeywordIdeas({ seed: 'Dentist', service: 'seo', city: 'Noida' });
    expect(group(groups, 'local')).toEqual(
      expect.arrayContaining([
        'dentist in noida',
        'best dentist near me',
        'seo for dentist in noida',
      ]),
    );
    expect(group(groups, 'modifiers')).toEqual(
      expect.arrayContaining(['dentist seo', 'seo for dentist']),
    );
    expect(all(groups)).not.toContain('dentist company in noida');
  });

  it('leaves out one-town phrasings when no city is given', () => {
    const ideas = all(generateKeywordIdeas({ seed: 'cake shop' }));
    expect(ideas).toContain('best cake shop in india');
    expect(ideas).not.toContain('cake shop in india contact number');
    expect(ideas).not.toContain('cake shop india');
  });

  it('returns normalised, unique ideas', () => {
    const ideas = all(
      generateKeywordIdeas({ seed: '  SEO!!  <b>', service: 'seo', city: ' MUMBAI ' }),
    );
    expect(new Set(ideas).size).toBe(ideas.length);
    for (const idea of ideas) expect(idea).toMatch(/^[a-z0-9+.'\- ]+$/);
    expect(ideas.every((idea) => idea === idea.trim() && !idea.includes('  '))).toBe(true);
  });

  it('returns no groups without a seed or service, and never throws on odd input', () => {
    expect(generateKeywordIdeas({ seed: '' })).toEqual([]);
    expect(generateKeywordIdeas({ seed: '!!!' })).toEqual([]);
    expect(() => generateKeywordIdeas(undefined as unknown as { seed: string })).not.toThrow();
    expect(() =>
      generateKeywordIdeas({ seed: 42 as unknown as string, city: {} as unknown as string }),
    ).not.toThrow();
  });

  it('keeps the sample input useful', () => {
    const groups = generateKeywordIdeas(SAMPLE_KEYWORD_INPUT);
    expect(groups).toHaveLength(5);
    expect(all(groups)).toContain('modular kitchen in pune');
  });

  it('gives the sample kitchen studio only ideas its own customers would search', () => {
    const ideas = all(generateKeywordIdeas(SAMPLE_KEYWORD_INPUT));
    expect(ideas).not.toContain('seo company for modular kitchen');
    for (const idea of ideas) {
      expect(idea).toContain('modular kitchen');
      expect(idea).not.toMatch(/\b(seo|ppc|marketing|agency|ads)\b/);
    }
  });
});

describe('keyword planner helpers', () => {
  it('resolves services and cities from the site data', () => {
    expect(resolveService('Local SEO')).toEqual({ slug: 'seo/local', term: 'local seo' });
    expect(resolveService('sem')).toEqual({ slug: 'ppc', term: 'ppc' });
    expect(resolveService('nonsense')).toBeUndefined();
    expect(resolveCity('trivandrum')).toEqual({
      name: 'thiruvananthapuram',
      variants: ['trivandrum'],
    });
    expect(resolveCity('')).toBeUndefined();
  });

  it('says plainly that it shows no search volumes', () => {
    expect(KEYWORD_IDEAS_DISCLAIMER).toMatch(/no search volumes/i);
  });

  it('exports ideas as CSV with their intent', () => {
    const csv = keywordIdeasToCsv(generateKeywordIdeas({ seed: 'seo', city: 'delhi' }));
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Keyword,Intent,Words');
    expect(lines).toContain('seo company in delhi,Local and commercial,4');
    expect(lines).toContain('seo company in new delhi,Local and commercial,5');
  });
});

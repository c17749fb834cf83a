// A service's sample deliverable is drawn from its content: the tree's rows and connectors, the
// keyword bars and the sentence a screen reader hears come from the same data the SVG shows.
import { describe, expect, it } from 'vitest';
import {
  deliverableSummary,
  searchShares,
  searchesText,
  treeRows,
} from '../../../src/components/content/deliverable-layout';
import type { DeliverableSample } from '../../../src/content/service-content/schema';

const modules = import.meta.glob<{ content: { deliverableSample: DeliverableSample } }>(
  ['../../../src/content/service-content/*.ts', '!**/schema.ts'],
  { eager: true },
);
const samples = Object.values(modules).map((module) => module.content.deliverableSample);

const account: Extract<DeliverableSample, { kind: 'tree' }> = {
  kind: 'tree',
  title: 'ad account structure',
  client: 'a Gurgaon physiotherapy chain',
  levels: ['Campaign', 'Ad group', 'Keyword'],
  root: 'Search · Gurgaon',
  branches: [
    { name: 'Back pain', leaves: ['[back pain physio]', '"sciatica treatment"'] },
    { name: 'Home visits', leaves: ['[physio at home]'] },
  ],
};

describe('treeRows', () => {
  it('lists the root, then each branch followed by its leaves, each hanging from its parent row', () => {
    expect(treeRows(account)).toEqual([
      { text: 'Search · Gurgaon', level: 0, parent: -1 },
      { text: 'Back pain', level: 1, parent: 0 },
      { text: '[back pain physio]', level: 2, parent: 1 },
      { text: '"sciatica treatment"', level: 2, parent: 1 },
      { text: 'Home visits', level: 1, parent: 0 },
      { text: '[physio at home]', level: 2, parent: 4 },
    ]);
  });
});

describe('searchShares', () => {
  it('scales each keyword’s searches to the most searched keyword in the plan', () => {
    const rows = [1900, 3800, 950].map((searches) => ({
      keyword: 'k',
      searches,
      intent: 'local' as const,
      page: '/',
    }));
    expect(searchShares(rows)).toEqual([0.5, 1, 0.25]);
  });
});

describe('searchesText', () => {
  it('groups digits the Indian way', () => {
    expect(searchesText(22200)).toBe('22,200 a month');
    expect(searchesText(150000)).toBe('1,50,000 a month');
  });
});

describe('deliverableSummary', () => {
  it('names the sample, the example client and every level of a tree', () => {
    expect(deliverableSummary(account)).toBe(
      'Sample ad account structure for a Gurgaon physiotherapy chain. Campaign: Search · Gurgaon. ' +
        'Ad group Back pain: [back pain physio], "sciatica treatment". ' +
        'Ad group Home visits: [physio at home].',
    );
  });

  it('states each keyword’s searches, intent and page', () => {
    expect(
      deliverableSummary({
        kind: 'keywords',
        title: 'keyword plan',
        client: 'a CA firm in Pune',
        rows: [{ keyword: 'ca near me', searches: 2400, intent: 'local', page: '/contact' }],
      }),
    ).toBe(
      'Sample keyword plan for a CA firm in Pune: ca near me, 2,400 a month, local intent, for /contact.',
    );
  });

  it('states every step of a flow with its timing and detail', () => {
    expect(
      deliverableSummary({
        kind: 'steps',
        title: 'welcome flow',
        client: 'a coffee subscription',
        steps: [
          { when: 'Day 0', what: 'Welcome', detail: 'at sign-up' },
          { when: 'Day 2', what: 'Pick a roast', detail: 'quiz link' },
        ],
      }),
    ).toBe(
      'Sample welcome flow for a coffee subscription: Day 0, Welcome (at sign-up); Day 2, Pick a roast (quiz link).',
    );
  });

  it('describes every service’s own sample, each with its client named', () => {
    expect(samples.length).toBeGreaterThan(30);
    for (const sample of samples) {
      expect(deliverableSummary(sample)).toContain(`Sample ${sample.title} for ${sample.client}`);
    }
  });
});

// The resources: the benchmark report's data is consistent and its findings quote it, and the two
// long-form Markdown resources render, run to length and link only to canonical registry pages.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/content/blog/markdown';
import { registryPages } from '../../src/site/registry-pages';
import { industryReport } from '../../src/content/resources/industry-reports';
import { about } from '../../src/content/company/about';
import { businessFacts } from '../../shared/facts/business-facts';
import { industryReportSchema, type BenchmarkMetric } from '../../src/content/resources/schema';
import { PLACEHOLDER, proseOf } from './content-text';

const read = (name: string) =>
  readFileSync(new URL(`../../src/content/resources/${name}.md`, import.meta.url), 'utf8');

/** Renders Markdown the way the build does, recording every page id it links to. */
function render(source: string) {
  const linked: string[] = [];
  const rendered = renderMarkdown(source, (id) => {
    linked.push(id);
    return registryPages.byId(id).path;
  });
  return { ...rendered, linked };
}

/** A metric's value as the findings write it: "₹1,769" for rupees, "7.2%" for rates. */
const formatted = (metric: BenchmarkMetric, value: number): string =>
  industryReport.metricLabels[metric].unit === 'INR'
    ? `₹${value.toLocaleString('en-IN')}`
    : `${value}%`;

const rows = [...industryReport.industries, ...industryReport.cities];

describe('industry benchmark report', () => {
  it('matches its schema with at least 10 industries and 8 cities', () => {
    expect(() => industryReportSchema.parse(industryReport)).not.toThrow();
  });

  it('counts every account once in the industry table and names the sample size', () => {
    const total = industryReport.industries.reduce((sum, row) => sum + row.accounts, 0);
    expect(total).toBe(industryReport.accounts);
    expect(industryReport.sample).toContain(String(industryReport.accounts));
  });

  it('studies no more accounts than the paid media team can run at once', () => {
    const specialists = about.team.roles.find((role) => role.role === 'Paid media specialists');
    const capacity = specialists!.count * businessFacts.team.maxAccountsPerSpecialist;
    expect(industryReport.accounts).toBeLessThanOrEqual(capacity);
    // The methodology says the number the industry table adds up to, and no other.
    const text = industryReport.methodology.join(' ');
    expect(text).toContain(`${industryReport.accounts} client accounts`);
    for (const number of text.match(/\d+(?= client accounts)|more than \d+/g) ?? [])
      expect(number.replace('more than ', '')).toBe(String(industryReport.accounts));
    for (const row of industryReport.cities)
      expect(row.accounts).toBeLessThanOrEqual(industryReport.accounts);
  });

  it('has cost per lead equal to cost per click divided by conversion rate', () => {
    for (const row of rows) {
      const derived = row.avgCpcInr / (row.conversionRatePercent / 100);
      expect(Math.abs(derived - row.costPerLeadInr), row.id).toBeLessThanOrEqual(1);
    }
  });

  it('uses unique row ids and links each row to a page that exists', () => {
    for (const table of [industryReport.industries, industryReport.cities]) {
      expect(new Set(table.map((row) => row.id)).size).toBe(table.length);
      for (const row of table) expect(registryPages.byId(row.pageId).noindex).toBe(false);
    }
  });

  it('has both city tiers', () => {
    const tiers = new Set(industryReport.cities.map((city) => city.tier));
    expect([...tiers].sort()).toEqual([1, 2]);
  });

  it.each(industryReport.findings.map((finding) => [finding.title, finding] as const))(
    'quotes the data in the finding "%s"',
    (_title, finding) => {
      for (const reference of finding.references) {
        const row = industryReport[reference.dataset].find((item) => item.id === reference.id);
        expect(row, `${reference.dataset}/${reference.id}`).toBeDefined();
        expect(finding.text).toContain(formatted(reference.metric, row![reference.metric]));
      }
    },
  );

  it('contains no placeholder words', () => {
    for (const text of proseOf(industryReport)) expect(text).not.toMatch(PLACEHOLDER);
  });
});

describe.each([
  ['digital-marketing-guide', 4000, 6000, 8],
  ['ai-automation-resources', 1500, 2500, 4],
] as const)('resource %s', (name, minWords, maxWords, minH2) => {
  const source = read(name);
  const rendered = render(source);

  it('belongs to a registry resource page', () => {
    expect(registryPages.byId(`resource:${name}`).template).toBe('resource');
  });

  it(`runs to between ${minWords} and ${maxWords} words`, () => {
    expect(rendered.words).toBeGreaterThanOrEqual(minWords);
    expect(rendered.words).toBeLessThanOrEqual(maxWords);
  });

  it(`has at least ${minH2} h2 sections for the table of contents`, () => {
    expect(
      rendered.headings.filter((heading) => heading.level === 2).length,
    ).toBeGreaterThanOrEqual(minH2);
  });

  it('opens with an introduction paragraph', () => {
    expect(rendered.html.startsWith('<p>')).toBe(true);
  });

  it('links only to canonical, indexable registry pages', () => {
    expect(rendered.linked.length).toBeGreaterThanOrEqual(5);
    for (const id of rendered.linked) {
      const entry = registryPages.byId(id);
      expect(registryPages.atPath(entry.path)?.id).toBe(id);
      expect(entry.canonicalOf, `${id} duplicates another page`).toBeUndefined();
      expect(entry.noindex, `${id} is noindex`).toBe(false);
    }
  });

  it('contains no placeholder words', () => {
    expect(source).not.toMatch(PLACEHOLDER);
  });
});

describe('digital marketing guide coverage', () => {
  const rendered = render(read('digital-marketing-guide'));
  const sections = rendered.headings.map((heading) => heading.text.toLowerCase()).join(' | ');

  it('covers every topic the guide promises', () => {
    for (const topic of [
      'budget',
      'seo',
      'google ads',
      'social',
      'content',
      'email',
      'whatsapp',
      'website',
      'analytics',
      'agency',
      '90-day',
    ]) {
      expect(sections).toContain(topic);
    }
  });

  it('links to service pages and free tools', () => {
    expect(rendered.linked.filter((id) => id.startsWith('service:')).length).toBeGreaterThanOrEqual(
      8,
    );
    expect(rendered.linked.filter((id) => id.startsWith('tool:')).length).toBeGreaterThanOrEqual(4);
  });

  it('quotes benchmark figures that match the industry report', () => {
    for (const id of ['healthcare', 'education', 'manufacturing', 'real-estate', 'it']) {
      const row = industryReport.industries.find((industry) => industry.id === id)!;
      expect(rendered.html).toContain(formatted('costPerLeadInr', row.costPerLeadInr));
    }
  });
});

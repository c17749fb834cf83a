// Checks every service page's content file: it matches the schema, there is exactly one per
// service, its links point at real pages, and no two services reuse the same FAQ or paragraph.
import { describe, expect, it } from 'vitest';
import { services } from '../../src/content/services';
import { pages } from '../../src/content/registry';
import {
  QUOTE_SERVICES,
  serviceContentSchema,
  type ServiceContent,
} from '../../src/content/service-content/schema';

const modules = import.meta.glob<{ content: unknown }>(
  ['../../src/content/service-content/*.ts', '!../../src/content/service-content/schema.ts'],
  { eager: true },
);

const fileOf = (slug: string) => `${slug.replace('/', '-')}.ts`;
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

const files = Object.entries(modules).map(([path, module]) => ({
  file: baseName(path),
  raw: module.content,
}));

const entries = services.map((service) => {
  const found = files.find((candidate) => candidate.file === fileOf(service.slug));
  return { service, content: found?.raw as ServiceContent };
});

const wordsIn = (content: ServiceContent): number =>
  [
    ...content.overview,
    ...content.audience,
    ...content.deliverables.flatMap((item) => [item.title, item.detail]),
    ...content.process.flatMap((step) => [step.title, step.body]),
    ...content.timeline.flatMap((stage) => [stage.period, stage.outcome]),
    ...content.pricing.flatMap((tier) => [tier.name, tier.bestFor, ...tier.includes]),
    content.pricingNote,
    ...content.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('service page content', () => {
  it('has exactly one content file for each service and none for anything else', () => {
    const expected = services.map((service) => fileOf(service.slug)).sort();
    expect(files.map((entry) => entry.file).sort()).toEqual(expected);
  });

  it.each(files)('validates $file against the schema', ({ raw }) => {
    const result = serviceContentSchema.safeParse(raw);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('links only to service pages that exist, never to itself, and never twice', () => {
    const ids = new Set(pages.map((page) => page.id));
    for (const { service, content } of entries) {
      const own = `service:${service.slug}`;
      expect(
        content.related.filter((id) => !ids.has(id)),
        own,
      ).toEqual([]);
      expect(content.related, own).not.toContain(own);
      expect(new Set(content.related).size, own).toBe(content.related.length);
    }
  });

  it('pre-selects the page itself on the quote form for core services and SEO for the rest', () => {
    const core = new Set(services.filter((s) => s.kind === 'core').map((s) => s.slug));
    for (const { service, content } of entries) {
      expect(core.has(content.quoteService), service.slug).toBe(true);
      const expected = service.kind === 'core' ? service.slug : 'seo';
      expect(content.quoteService, service.slug).toBe(expected);
    }
  });

  it('offers the quote form exactly the core services of the service table', () => {
    const core = services.filter((s) => s.kind === 'core').map((s) => s.slug);
    expect([...QUOTE_SERVICES].sort()).toEqual(core.sort());
  });

  it('lists pricing tiers from the cheapest starting price upwards within each unit', () => {
    for (const { service, content } of entries) {
      const monthly = content.pricing
        .filter((tier) => tier.unit === 'per month')
        .map((tier) => tier.startingFromInr);
      expect(monthly, service.slug).toEqual([...monthly].sort((a, b) => a - b));
    }
  });

  it('never repeats an FAQ question or an overview paragraph across two services', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { service, content } of entries) {
      const texts = [...content.faqs.map((faq) => faq.question), ...content.overview];
      for (const text of texts) {
        const key = normalise(text);
        const owner = seen.get(key);
        if (owner && owner !== service.slug) clashes.push(`${owner} / ${service.slug}: ${text}`);
        seen.set(key, service.slug);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('gives every service page between 550 and 1,100 words of body text', () => {
    const outside = entries
      .map(({ service, content }) => ({ slug: service.slug, words: wordsIn(content) }))
      .filter(({ words }) => words < 550 || words > 1100);
    expect(outside).toEqual([]);
  });
});

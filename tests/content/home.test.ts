// The home page content: valid against its schema, compact, pointing only at pages and testimonials
// that exist, and with headline figures that agree with the case studies and the about page.
import { describe, expect, it } from 'vitest';
import { about } from '../../src/content/company/about';
import { testimonials } from '../../src/content/company/testimonials';
import { homeContent } from '../../src/content/home/home-content';
import { homeContentSchema } from '../../src/content/home/schema';
import { registryPages } from '../../src/site/registry-pages';
import { story as realEstate } from '../../src/content/case-studies/stories/gurgaon-real-estate-developer-site-visits';
import { story as hospital } from '../../src/content/case-studies/stories/bangalore-multispecialty-hospital-appointments';
import { story as saas } from '../../src/content/case-studies/stories/pune-saas-demo-pipeline';
import { story as coaching } from '../../src/content/case-studies/stories/jaipur-coaching-institute-admissions';
import type { CaseStudyStory } from '../../src/content/case-studies/schema';
import { businessFacts } from '../../shared/facts/business-facts';
import { headline } from '../../shared/facts/fact-phrases';
import { PLACEHOLDER } from './content-text';

/** Every string in the content except registry and testimonial ids. */
function prose(value: unknown, key = ''): string[] {
  if (/Ids?$/.test(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => prose(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([inner, item]) => prose(item, inner));
  }
  return [];
}

const figure = (value: string) => homeContent.proof.figures.find((item) => item.value === value);

describe('home content', () => {
  it('matches its schema', () => {
    expect(() => homeContentSchema.parse(homeContent)).not.toThrow();
  });

  it('stays under 2,500 words so the home chunk stays small', () => {
    const words = prose(homeContent).join(' ').split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThan(2500);
  });

  it('sends the hero to the quote page and to services or case studies', () => {
    expect(homeContent.hero.primary.pageId).toBe('quote');
    expect(['services', 'case-studies']).toContain(homeContent.hero.secondary.pageId);
  });

  it('refers only to registry pages of the right kind', () => {
    const { services, industries, cities } = homeContent;
    for (const item of services.items)
      expect(registryPages.byId(item.pageId).template).toBe('service');
    for (const id of industries.pageIds) expect(registryPages.byId(id).template).toBe('industry');
    for (const id of cities.pageIds) expect(registryPages.byId(id).template).toBe('location');
    const actions = [
      homeContent.hero.primary,
      homeContent.hero.secondary,
      services.more,
      homeContent.testimonials.more,
      homeContent.closing.primary,
      homeContent.closing.secondary,
    ];
    for (const action of actions) expect(registryPages.byId(action.pageId).noindex).toBe(false);
  });

  it('lists each service, industry and city once', () => {
    const lists = [
      homeContent.services.items.map((item) => item.pageId),
      homeContent.industries.pageIds,
      homeContent.cities.pageIds,
      homeContent.testimonials.testimonialIds,
    ];
    for (const list of lists) expect(new Set(list).size).toBe(list.length);
  });

  it('features three testimonials that exist, about different services', () => {
    const featured = homeContent.testimonials.testimonialIds.map((id) =>
      testimonials.find((testimonial) => testimonial.id === id),
    );
    expect(featured.every(Boolean)).toBe(true);
    expect(new Set(featured.map((testimonial) => testimonial!.serviceId)).size).toBe(3);
  });

  it('states an average lead growth that matches the published case studies', () => {
    const growth = (story: CaseStudyStory, label: string): number => {
      const metric = story.results.find((result) => result.label === label)!;
      const number = (text: string) => Number(text.replace(/,/g, ''));
      return number(metric.after) / number(metric.before);
    };
    const multiples = [
      growth(realEstate, 'Site visits per month'),
      growth(hospital, 'Online appointments per month'),
      growth(saas, 'Demo requests per month'),
      growth(coaching, 'Admissions from digital enquiries'),
    ];
    const average = multiples.reduce((sum, value) => sum + value, 0) / multiples.length;
    expect(figure(headline.averageLeadGrowth)).toBeDefined();
    expect(average.toFixed(1)).toBe(String(businessFacts.figures.averageLeadGrowth.value));
  });

  it('gives the same team size and client count as the about page and its description', () => {
    expect(figure(String(about.team.size))).toBeDefined();
    expect(registryPages.byId('about').description).toContain(`team of ${about.team.size}`);
    expect(figure(headline.clientsServed)).toBeDefined();
    expect(registryPages.byId('about').description).toContain(headline.clientsServed);
  });

  it('has FAQs with distinct questions and no placeholder text', () => {
    const questions = homeContent.faqs.items.map((item) => item.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const text of prose(homeContent)) expect(text).not.toMatch(PLACEHOLDER);
  });
});

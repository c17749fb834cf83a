// The company pages' content: about, careers, the awards page's credential checks, testimonials,
// portfolio and the logo guide. Each matches its schema, refers only to pages that exist, and
// agrees with the rest of the site.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../shared/site';
import { authors } from '../../src/content/blog/authors';
import { about } from '../../src/content/company/about';
import { careers } from '../../src/content/company/careers';
import { credentialChecks } from '../../src/content/company/credential-checks';
import { logoGuide } from '../../src/content/company/logo';
import { brandLogoSvgs } from '../../build/brand-logos';
import { portfolio } from '../../src/content/company/portfolio';
import {
  aboutSchema,
  careersSchema,
  credentialChecksSchema,
  logoGuideSchema,
  portfolioProjectSchema,
  testimonialSchema,
} from '../../src/content/company/schema';
import { testimonials } from '../../src/content/company/testimonials';
import { registryPages } from '../../src/site/registry-pages';
import { PLACEHOLDER, proseOf } from './content-text';

const publicDir = new URL('../../public/', import.meta.url);
const isService = (id: string) => registryPages.byId(id).template === 'service';
const unique = (values: string[]) => new Set(values).size === values.length;

describe('about page content', () => {
  it('matches its schema', () => {
    expect(() => aboutSchema.parse(about)).not.toThrow();
  });

  it('adds up the team roles to the stated team size', () => {
    const total = about.team.roles.reduce((sum, role) => sum + role.count, 0);
    expect(total).toBe(about.team.size);
  });

  it('names only leaders who are also blog authors', () => {
    for (const leader of about.team.leadership) expect(authors[leader.name]).toBeDefined();
  });

  it('tells the story from the founding year in order', () => {
    const years = about.story.milestones.map((milestone) => milestone.year);
    expect(years[0]).toBe(site.foundingYear);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });
});

describe('careers content', () => {
  it('matches its schema with five to seven open roles', () => {
    expect(() => careersSchema.parse(careers)).not.toThrow();
  });

  it('asks applicants to email the site address with a distinct subject per role', () => {
    expect(careers.howToApply.email).toBe(site.email);
    expect(unique(careers.roles.map((role) => role.applySubject))).toBe(true);
    expect(unique(careers.roles.map((role) => role.id))).toBe(true);
  });

  it('gives every role a salary in rupees', () => {
    for (const role of careers.roles) expect(role.salary).toContain('₹');
  });
});

describe('credential checks on the awards page', () => {
  it('match their schema with one check per kind of recognition', () => {
    expect(() => credentialChecksSchema.parse(credentialChecks)).not.toThrow();
    expect(unique(credentialChecks.checks.map((check) => check.title))).toBe(true);
  });

  it('explain how to check partner programmes, certificates and awards at the source', () => {
    const titles = credentialChecks.checks.map((check) => check.title).join(' ');
    for (const word of ['Google', 'Meta', 'Certificates', 'ISO/IEC 27001', 'awards'])
      expect(titles).toContain(word);
  });
});

describe('testimonials', () => {
  it('has at least 12 valid testimonials with unique ids and quotes', () => {
    for (const testimonial of testimonials) {
      expect(() => testimonialSchema.parse(testimonial)).not.toThrow();
    }
    expect(testimonials.length).toBeGreaterThanOrEqual(12);
    expect(unique(testimonials.map((testimonial) => testimonial.id))).toBe(true);
    expect(unique(testimonials.map((testimonial) => testimonial.quote))).toBe(true);
  });

  it('names a service page for every testimonial', () => {
    for (const testimonial of testimonials) expect(isService(testimonial.serviceId)).toBe(true);
  });

  it('covers many cities and services, with honest ratings rather than all fives', () => {
    expect(
      new Set(testimonials.map((testimonial) => testimonial.city)).size,
    ).toBeGreaterThanOrEqual(10);
    expect(
      new Set(testimonials.map((testimonial) => testimonial.serviceId)).size,
    ).toBeGreaterThanOrEqual(10);
    expect(testimonials.some((testimonial) => testimonial.rating < 5)).toBe(true);
  });

  it('quotes measurable results in at least half of the testimonials', () => {
    const withFigures = testimonials.filter((testimonial) => /\d/.test(testimonial.quote));
    expect(withFigures.length * 2).toBeGreaterThanOrEqual(testimonials.length);
  });
});

describe('portfolio', () => {
  it('has at least nine valid projects with unique ids', () => {
    for (const project of portfolio)
      expect(() => portfolioProjectSchema.parse(project)).not.toThrow();
    expect(portfolio.length).toBeGreaterThanOrEqual(9);
    expect(unique(portfolio.map((project) => project.id))).toBe(true);
  });

  it('refers only to service pages and case studies that exist', () => {
    for (const project of portfolio) {
      for (const id of project.serviceIds) expect(isService(id)).toBe(true);
      if (project.caseStudyId)
        expect(registryPages.byId(project.caseStudyId).template).toBe('case-study');
    }
  });

  it('uses two different colours for every cover', () => {
    for (const project of portfolio)
      expect(project.cover.background).not.toBe(project.cover.accent);
  });
});

describe('logo guide', () => {
  it('matches its schema with one entry per variant', () => {
    expect(() => logoGuideSchema.parse(logoGuide)).not.toThrow();
    expect(unique(logoGuide.variants.map((variant) => variant.id))).toBe(true);
  });

  it('lists the brand and dark-theme colours', () => {
    const hexes = logoGuide.colours.map((colour) => colour.hex);
    for (const hex of ['#4338ca', '#3730a3', '#0f766e', '#0f172a', '#818cf8', '#2dd4bf']) {
      expect(hexes).toContain(hex);
    }
  });

  it.each(logoGuide.variants.map((variant) => [variant.file, variant] as const))(
    'draws %s as an accessible SVG of the stated size, titled with the brand name',
    (file, variant) => {
      const svg = brandLogoSvgs()[file];
      expect(svg).toBeDefined();
      expect(existsSync(new URL(file.slice(1), publicDir))).toBe(false);
      expect(svg).toContain(`width="${variant.width}"`);
      expect(svg).toContain(`height="${variant.height}"`);
      expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain(`>${site.name}</title>`);
      expect(svg).not.toMatch(/<script|href="http/);
    },
  );

  it('sets the wordmark from the brand name it is given, escaped, and widens the logo with it', () => {
    const files = brandLogoSvgs('Sharma & Sons Digital');
    const full = files[logoGuide.variants[0]!.file]!;
    expect(full).toContain('>Sharma &amp; Sons Digital</text>');
    expect(full).toContain('<title id="logo-title">Sharma &amp; Sons Digital</title>');
    expect(full).not.toContain(site.name);
    const width = Number(/width="(\d+)"/.exec(full)![1]);
    expect(width).toBeGreaterThan(logoGuide.variants[0]!.width);
  });
});

describe('company content text', () => {
  it('contains no placeholder words', () => {
    const all = [about, careers, credentialChecks, testimonials, portfolio, logoGuide];
    for (const text of proseOf(all)) expect(text).not.toMatch(PLACEHOLDER);
  });
});

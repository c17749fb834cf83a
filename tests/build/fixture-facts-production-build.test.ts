// A real production build (Vite's SSR build of src/app/entry-server.tsx, as `npm run build` makes it)
// from another agency's facts file (content/business.yaml with the brand, office, contacts and
// founders of tests/fixtures/facts/other-agency.ts and two third-party claims, one with evidence
// and one without), named by the BUSINESS_FACTS_FILE setting. Every page, rendered as the
// prerender renders it (head tags, body and page data), names the other agency and holds nothing
// of the sample agency's name, phone, WhatsApp, email, office or founders; /awards carries the
// proven claim and its listing link, and nothing of the unproven one. The facts are real (`sample:
// false`) and no client result names a basis, so the build shows none of them: no city example,
// service figure, case-study figure, industry page's case study, testimonial, benchmark sample or
// portfolio outcome (a case study's challenge is told without the client's figures), and the
// prerender's report lists each family's as left out. The social images
// the prerender draws from the same file (dist/og/*.png) are the other agency's, not the sample's.
// The rebrand of issue 40: with the office in Nagpur, no page says the agency's office, team or
// story is in Gurugram (Gurugram as a place a page is about stays), no lead reference or page
// carries the sample's RM, the header's mark is the new name's letter, and the facts check lists
// the sample's words the owner still has to replace.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { parse, stringify } from 'yaml';
import type * as EntryServerModule from '../../src/app/entry-server';
import type { BusinessFacts } from '../../shared/facts/facts-schema';
import type { CaseStudyStory } from '../../src/content/case-studies/schema';
import { provenClaim, unprovenClaim } from '../fixtures/facts/fixture-claims';
import { allTestimonials } from '../../src/content/company/testimonials';
import { allCaseStudies } from '../../src/content/case-studies/studies';
import { clientResults, resultsLeftOut } from '../../build/client-results';
import { portfolio } from '../../src/content/company/portfolio';
import { pages } from '../../src/content/registry';
import { writeSocialImages } from '../../build/social-images';
import { SOCIAL_IMAGE_NAMES } from '../../build/social-card';
import { pickBrandFacts } from '../../shared/facts/brand-fact-keys';
import { brandFacts } from '../../shared/facts/brand-facts';
import { readFactsFile } from '../../shared/facts/read-facts-file';
import { leadReferencePrefix } from '../../shared/facts/lead-reference-prefix';
import { MARK_R } from '../../shared/logo-mark';
import { sampleAgencyWords, siteWordFiles } from '../../build/sample-agency-words';
import {
  OTHER_AGENCY_FOUNDERS,
  otherAgency,
  SAMPLE_AGENCY_TRACES,
} from '../fixtures/facts/other-agency';

const root = resolve(import.meta.dirname, '../..');

const stories = Object.values(
  import.meta.glob<{ story: CaseStudyStory }>('../../src/content/case-studies/stories/*.ts', {
    eager: true,
  }),
).map((module) => module.story);

/** The figures a text states: two digits or more, or a single one with ₹, % or x. */
const figuresIn = (text: string): Set<string> =>
  new Set(text.match(/₹?\d[\d,.]*\d(?:%|x)?|₹\d(?:%|x)?|\d(?:%|x)/g) ?? []);

/** Whether `text` states `figure` as a figure of its own, not as part of a longer one. */
const states = (text: string, figure: string): boolean =>
  new RegExp(`(?<![\\d,.₹])${figure.replace(/[.$]/g, '\\$&')}(?![\\d,]|\\.\\d)`).test(text);

let outDir = '';
let facts: BusinessFacts;
let sitemap = '';
let robots = '';
/** Every page's prerendered HTML (head tags, body and page data), by path. */
const pagesHtml = new Map<string, string>();
/** Pages whose content the prerender could not embed: not plain JSON data (build/prerender.ts). */
const notPlainJson: string[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'reachmark-facts-build-'));
  const sample = parse(
    await readFile(join(root, 'content/business.yaml'), 'utf8'),
  ) as BusinessFacts;
  facts = {
    ...sample,
    sample: false,
    // No prefix of its own: its references take its initials.
    referencePrefix: undefined,
    ...otherAgency,
    founders: OTHER_AGENCY_FOUNDERS,
    claims: [unprovenClaim, provenClaim],
  };
  const factsFile = join(outDir, 'other-agency.yaml');
  await writeFile(factsFile, stringify(facts));
  // Vitest runs with NODE_ENV=test, which would make the build a non-production one; `npm run
  // build` runs without it, so the build here gets what the real one gets.
  const settings = { NODE_ENV: process.env.NODE_ENV, facts: process.env.BUSINESS_FACTS_FILE };
  process.env.NODE_ENV = 'production';
  process.env.BUSINESS_FACTS_FILE = factsFile;
  await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { ssr: 'src/app/entry-server.tsx', outDir: join(outDir, 'server'), manifest: false },
  }).finally(() => {
    process.env.NODE_ENV = settings.NODE_ENV;
    if (settings.facts === undefined) delete process.env.BUSINESS_FACTS_FILE;
    else process.env.BUSINESS_FACTS_FILE = settings.facts;
  });
  const server = (await import(
    pathToFileURL(join(outDir, 'server', 'entry-server.js')).href
  )) as typeof EntryServerModule;
  sitemap = server.sitemapXml(server.pages);
  robots = server.robotsTxt();
  for (const entry of server.pages) {
    const { html, payload } = await server.renderPage(entry.path, entry);
    const head = server.headTagsHtml(server.headTags(entry));
    pagesHtml.set(entry.path, [head, html, server.pageDataHtml(payload.content)].join('\n'));
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(payload.content)), payload.content))
      notPlainJson.push(entry.path);
  }
  // As build/prerender.ts draws them, from the facts file the build read.
  await writeSocialImages(join(outDir, 'client'), pickBrandFacts(readFactsFile(factsFile)));
}, 300_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('production build with another agency’s facts', () => {
  it('names the other agency, its phone and its office on the contact page', () => {
    const contact = pagesHtml.get('/contact') ?? '';
    for (const value of [
      otherAgency.brand.name,
      otherAgency.contact.phone,
      otherAgency.contact.email,
      otherAgency.office.street,
      otherAgency.office.postalCode,
    ])
      expect(contact).toContain(value);
  });

  it('gives every page content the prerender can embed: plain JSON data, no undefined values', () => {
    expect(notPlainJson).toEqual([]);
  });

  it('holds nothing of the sample agency on any page', () => {
    expect(pagesHtml.size).toBeGreaterThan(200);
    const traces = [...pagesHtml].flatMap(([path, html]) =>
      SAMPLE_AGENCY_TRACES.filter((trace) => html.includes(trace)).map(
        (trace) => `${path}: ${trace}`,
      ),
    );
    expect(traces).toEqual([]);
  });

  it('links to the other agency’s own domain: canonical and social addresses, sitemap, robots.txt', () => {
    const domain = otherAgency.siteUrl;
    expect(pagesHtml.get('/contact')).toContain(`href="${domain}/contact"`);
    expect(pagesHtml.get('/contact')).toContain(`content="${domain}/contact"`);
    expect(sitemap).toContain(`<loc>${domain}/</loc>`);
    expect(sitemap).not.toMatch(/<loc>(?!https:\/\/www\.santragrowth\.example\/)/);
    expect(robots).toContain(`Sitemap: ${domain}/sitemap.xml`);
    const elsewhere = [...pagesHtml].filter(([, html]) => html.includes('reachmark.in'));
    expect(elsewhere.map(([path]) => path)).toEqual([]);
  });

  it('names the other agency’s office city in the careers page’s job locations', () => {
    const careers = pagesHtml.get('/careers') ?? '';
    expect(careers).toContain(`${otherAgency.office.locality} (hybrid)`);
    expect(careers).toContain(`${otherAgency.office.locality} (on site)`);
    expect(careers).not.toContain('Gurugram');
  });

  it('says on no page that the agency’s office, team or story is in Gurugram', async () => {
    // The Gurgaon pages are about Gurugram ("How we work in Gurgaon"); every other page's text and
    // page data, one sentence or JSON string a line.
    const said = [...pagesHtml].flatMap(([path, html]) => {
      if (path.includes('/gurgaon')) return [];
      const text = html
        .replace(/<[^>]*>/g, '\n')
        .split(/(?<=[.!?])\s+|\n|"/)
        .join('\n');
      return sampleAgencyWords([{ file: path, text }], facts, [])
        .filter((found) => !found.names.includes('founder'))
        .map((found) => `${path}: ${found.sentence}`);
    });
    expect(said).toEqual([]);
    const home = pagesHtml.get('/') ?? '';
    expect(home).toContain('Digital marketing agency · Nagpur · since 2017');
    expect(home).toContain('Our team works from Nagpur');
    const about = pagesHtml.get('/about') ?? '';
    expect(about).toContain('Nagpur · since 2017');
    expect(about).toContain(
      'started in 2017 in Nagpur, founded by Sneha Deshpande and Aditya Wankhede',
    );
    for (const text of ['Udyog Vihar', 'Millennium City Centre', 'Rohit Malhotra'])
      expect(about).not.toContain(text);
    const officeWords = /Udyog Vihar, Gurugram|Millennium City Centre|our side of Gurugram/;
    expect(
      [...pagesHtml].filter(([, html]) => officeWords.test(html)).map(([path]) => path),
    ).toEqual([]);
    // Gurugram as a place a page is about stays.
    const gurgaonPages = [...pagesHtml].filter(([path]) => path.includes('/gurgaon'));
    expect(gurgaonPages.length).toBeGreaterThan(5);
    for (const [path, html] of gurgaonPages) expect(html, path).toMatch(/Gurugram|Gurgaon/);
  });

  it('carries no RM- reference and draws the mark with the new name’s letter', () => {
    expect(leadReferencePrefix(facts)).toBe('SGS');
    const withRm = [...pagesHtml].filter(([, html]) => /\bRM-\d{4}/.test(html));
    expect(withRm.map(([path]) => path)).toEqual([]);
    const header = pagesHtml.get('/contact') ?? '';
    expect(header).toMatch(/<text[^>]*>S<\/text>/);
    expect(header).not.toContain(MARK_R);
  });

  it('has the facts check list the sample agency’s words still to replace, by file and line', async () => {
    const found = sampleAgencyWords(await siteWordFiles(root), facts, []);
    const files = new Set(found.map((entry) => entry.file));
    expect(files).toContain('src/content/company/about.ts');
    expect(found.every((entry) => entry.line > 0 && entry.sentence.length > 0)).toBe(true);
  });

  it('prerenders the claim with evidence and its listing link', () => {
    const awards = pagesHtml.get('/awards') ?? '';
    expect(awards).toContain(provenClaim.name);
    expect(awards).toContain(`href="${provenClaim.evidence.url}"`);
  });

  it('leaves every word of the claim without evidence out of the prerendered HTML', () => {
    const awards = pagesHtml.get('/awards') ?? '';
    for (const text of [unprovenClaim.name, unprovenClaim.issuer, unprovenClaim.recognises])
      expect(awards).not.toContain(text);
    expect(awards).not.toContain('No evidence');
  });

  it('is a production build: the development marking of unproven claims is compiled out', () => {
    expect(pagesHtml.get('/awards')).not.toContain('hidden in production');
  });

  it('shows no client result without a basis: examples, figures, case-study results, testimonials, benchmarks', () => {
    // A stretch of each quote that HTML writes as it is (no quote marks, ampersands or names).
    const quotes = allTestimonials.map((item) => /[\w ,.%-]{40,}/.exec(item.quote.slice(20))![0]);
    const found = [...pagesHtml].flatMap(([path, html]) =>
      [
        'An example from',
        'Sample figure',
        'Demo content',
        'Before and after:',
        'What the client says',
        'before-and-after figures',
        ...quotes,
      ]
        .filter((text) => html.includes(text))
        .map((text) => `${path}: ${text}`),
    );
    expect(found).toEqual([]);
    expect(pagesHtml.get('/resources/industry-reports-resources')).not.toMatch(
      /\d+ client accounts/,
    );
  });

  it('leaves the case study, its contents entry and its button out of every industry page', async () => {
    const industryPages = pages.filter(
      (page) => page.template.startsWith('industry') && !page.canonicalOf,
    );
    expect(industryPages.length).toBe(43);
    const entries = await clientResults();
    for (const page of industryPages) {
      const html = pagesHtml.get(page.path) ?? '';
      expect(html, page.path).toContain('Strategies');
      for (const text of ['id="case-study"', 'href="#case-study"', 'Read the case study'])
        expect(html, `${page.path}: ${text}`).not.toContain(text);
    }
    const titles = entries
      .filter((entry) => entry.family.startsWith('industry'))
      .map((entry) => /"(.+)"/.exec(entry.result)![1]!);
    const found = [...pagesHtml].flatMap(([path, html]) =>
      titles.filter((title) => html.includes(title)).map((title) => `${path}: ${title}`),
    );
    expect(found).toEqual([]);
  });

  it('shows every portfolio project without its outcomes', () => {
    const html = pagesHtml.get('/portfolio') ?? '';
    for (const project of portfolio) {
      expect(html).toContain(project.title);
      for (const outcome of project.outcomes) expect(html).not.toContain(outcome.label);
    }
  });

  it('still lists every case study, under a title and description without a figure', () => {
    expect(pagesHtml.get('/case-studies')).not.toContain('with the numbers');
    expect(pagesHtml.get('/case-studies')).toContain('with the figures on request');
    for (const study of allCaseStudies) {
      const html = pagesHtml.get(`/case-studies/${study.slug}`) ?? '';
      expect(html).toContain(`<title>${study.plain.title}`);
      if (study.title !== study.plain.title) expect(html).not.toContain(study.title);
      expect(pagesHtml.get('/case-studies')).toContain(study.plain.title);
    }
  });

  it('tells every case study’s challenge without the figures of its sample text', () => {
    expect(stories.length).toBe(allCaseStudies.length);
    for (const story of stories) {
      const text = (pagesHtml.get(`/case-studies/${story.slug}`) ?? '').replace(/<[^>]*>/g, ' ');
      expect(text, story.slug).toContain('The challenge');
      const kept = figuresIn((story.plainChallenge ?? []).join(' '));
      const dropped = [...figuresIn(story.challenge.join(' '))].filter((value) => !kept.has(value));
      expect(dropped.length, story.slug).toBeGreaterThan(0);
      for (const value of dropped)
        expect(states(text, value), `${story.slug}: ${value}`).toBe(false);
    }
  });

  it('asks for references where the testimonials were', () => {
    expect(pagesHtml.get('/testimonials')).toContain('Ask us for references');
    expect(pagesHtml.get('/')).toContain('Ask us for references');
  });

  it('draws the other agency’s social images, each unlike the sample agency’s', async () => {
    const sampleDir = join(outDir, 'sample');
    await writeSocialImages(sampleDir, brandFacts);
    const files = (await readdir(join(outDir, 'client', 'og'))).sort();
    expect(files).toEqual(SOCIAL_IMAGE_NAMES.map((name) => `${name}.png`).sort());
    const sha = async (dir: string, file: string) =>
      createHash('sha256')
        .update(await readFile(join(dir, 'og', file)))
        .digest('hex');
    for (const file of files)
      expect(await sha(join(outDir, 'client'), file), file).not.toBe(await sha(sampleDir, file));
    const head = pagesHtml.get('/blog') ?? '';
    expect(head).toContain(`content="${otherAgency.siteUrl}/og/blog.png"`);
  }, 30_000);

  it('has the build say what it left out, family by family', async () => {
    const lines = resultsLeftOut(await clientResults(), facts.sample);
    for (const [family, count] of [
      ['city-service', 90],
      ['service', 32],
      ['case-study', 6],
      ['resource', 1],
      ['testimonials', 16],
      ['industry', 13],
      ['industry-city', 30],
      ['portfolio', 11],
    ] as const)
      expect(lines).toContain(
        `Client results on ${family} pages: ${count} of ${count} left out (no basis), 0 marked as sample data, 0 with a basis.`,
      );
  });
});

// A city-service page's example, a service page's headline figure, an industry page's case study
// and the portfolio's outcomes are client results (shared/facts/result-claims.ts): under the
// sample facts they are shown under one note per section that they are demo content;
// in a production build with real facts a result without a basis is left out, and its heading
// and contents list entry with it, so the page reads on without a gap.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { unbasedResultsShownIn } from '../../shared/facts/result-claims';
import { sampleNotes } from '../../src/components/content/sample-note';
import { quoteCta } from '../../shared/visitor-words';

const build = vi.hoisted(() => ({ unbasedShown: true }));

// What the build makes of shared/facts/unbased-results.ts under the facts and mode of each test.
vi.mock('../../shared/facts/unbased-results', () => ({
  get unbasedResultsShown() {
    return build.unbasedShown;
  },
}));

/** The page's prerendered HTML in the document, built afresh under the current facts and mode. */
async function showPage(path: string, { sample, production }: Record<string, boolean>) {
  build.unbasedShown = unbasedResultsShownIn(sample!, production!);
  vi.stubEnv('PROD', production!);
  vi.stubEnv('DEV', !production);
  vi.resetModules();
  const { prerenderedPage } = await import('./prerendered-page');
  const html = await prerenderedPage(path);
  document.body.innerHTML = html;
  return html;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a city-service page’s example', () => {
  const path = '/services/seo/delhi';
  const example = 'A multi-branch dental chain in West and South Delhi';

  it('is shown under the sample facts, noted as an illustrative example', async () => {
    await showPage(path, { sample: true, production: true });
    const section = screen.getByRole('region', { name: 'An example from Delhi' });
    expect(section.textContent).toContain(sampleNotes.example);
    expect(screen.getByRole('heading', { level: 3, name: example })).toBeDefined();
    expect(screen.getByRole('link', { name: 'An example from Delhi' })).toBeDefined();
  });

  it('is left out of a production build with real facts, heading, contents entry and data', async () => {
    const html = await showPage(path, { sample: false, production: true });
    expect(screen.queryByRole('region', { name: 'An example from Delhi' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'An example from Delhi' })).toBeNull();
    expect(html.includes(example)).toBe(false);
    expect(html.includes(sampleNotes.example)).toBe(false);
    // The page reads on: the sections around the example are still there.
    expect(screen.getByRole('region', { name: 'How we work in Delhi' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'SEO Services pricing in Delhi' })).toBeDefined();
  });
});

describe('a service page’s headline figure', () => {
  const path = '/services/seo';
  const figure = 'median growth in organic traffic';

  it('is shown under the sample facts, noted as a sample', async () => {
    await showPage(path, { sample: true, production: true });
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.textContent).toContain(figure);
    expect(overview.textContent).toContain(sampleNotes.figures);
  });

  it('is left out of a production build with real facts; the overview stays', async () => {
    const html = await showPage(path, { sample: false, production: true });
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.querySelectorAll('p').length).toBeGreaterThan(1);
    expect(html.includes(figure)).toBe(false);
    expect(html.includes(sampleNotes.figures)).toBe(false);
  });

  it('is shown in development with real facts, still noted', async () => {
    await showPage(path, { sample: false, production: false });
    expect(screen.getByRole('region', { name: 'Overview' }).textContent).toContain(
      sampleNotes.figures,
    );
  });
});

describe('the testimonials', () => {
  const quote = 'Calls from Google Maps went from about 90 to 260 a month';

  it('are shown under the sample facts, noted, on their page and the home page', async () => {
    await showPage('/testimonials', { sample: true, production: true });
    expect(document.body.textContent).toContain(quote);
    expect(document.body.textContent).toContain(sampleNotes.testimonials);
    await showPage('/', { sample: true, production: true });
    expect(screen.getByRole('region', { name: 'What clients say' }).textContent).toContain(quote);
  });

  it('are left out of a production build with real facts; the page asks for references', async () => {
    const html = await showPage('/testimonials', { sample: false, production: true });
    expect(html.includes(quote)).toBe(false);
    expect(html.includes('average from')).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Ask us for references' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Ask for references' })).toBeDefined();
    const home = await showPage('/', { sample: false, production: true });
    expect(home.includes(quote)).toBe(false);
    const section = screen.getByRole('region', { name: 'What clients say' });
    expect(section.textContent).toContain('Ask us for references');
  });
});

describe('a case study’s figures and the client’s words', () => {
  const path = '/case-studies/gurgaon-real-estate-developer-site-visits';

  it('are shown under the sample facts, charted first and noted once per section as samples', async () => {
    await showPage(path, { sample: true, production: true });
    const chart = screen.getByRole('img', {
      name: /^Before and after: Site visits per month from 62 to 190 \(3.1x\)/,
    });
    expect(chart.closest('figure')!.textContent).toContain(sampleNotes.figures);
    const results = screen.getByRole('region', { name: 'Results' });
    expect(results.textContent!.split(sampleNotes.figures)).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'A Gurgaon Developer Triples Site Visits',
    );
    expect(screen.getByRole('region', { name: 'What the client says' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'The challenge' }).textContent).toContain(
      'only 62 of them turned into site visits, at an average cost of ₹21,400 per visit',
    );
  });

  it('are left out of a production build with real facts: the story is told without a figure', async () => {
    const html = await showPage(path, { sample: false, production: true });
    expect(screen.queryByRole('img', { name: /^Before and after/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What the client says' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    // Its title comes from the page index, which the build makes from the registry in Node: the
    // production build test (tests/build/fixture-facts-production-build.test.ts) checks it.
    for (const figure of ['58%', '₹4,850', 'argue every Monday', '₹21,400', '1,500 leads'])
      expect(html.includes(figure), figure).toBe(false);
    expect(screen.getByRole('region', { name: 'The challenge' }).textContent).toContain(
      'very few of them turned into site visits',
    );
    expect(document.body.textContent).toContain('Search ads, project pages and WhatsApp follow-up');
    expect(screen.getByRole('region', { name: 'Our approach' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Results' }).textContent).toContain('when you ask');
  });

  it('leave the case studies index without figures, every story still listed', async () => {
    const html = await showPage('/case-studies', { sample: false, production: true });
    expect(html.includes('Stories with the numbers')).toBe(false);
    expect(html.includes('Triples')).toBe(false);
    expect(
      screen.getAllByRole('listitem').filter((item) => item.querySelector('article')),
    ).toHaveLength(6);
    expect(
      screen.getAllByRole('link', { name: /Gurgaon Developer|Bangalore Hospital/ }),
    ).toHaveLength(2);
  });
});

describe('the benchmark report’s sample of client accounts', () => {
  const path = '/resources/industry-reports-resources';

  it('is shown under the sample facts, noted as sample data', async () => {
    const html = await showPage(path, { sample: true, production: true });
    expect(html).toMatch(/\d+ client accounts/);
    expect(document.body.textContent).toContain(sampleNotes.report);
    expect(
      screen.getByRole('img', { name: /^Sample data: Google Search cost per lead by industry/ }),
    ).toBeDefined();
  });

  it('is left out of a production build with real facts, with its data; the page offers it on request', async () => {
    const html = await showPage(path, { sample: false, production: true });
    expect(html).not.toMatch(/\d+ client accounts/);
    expect(html.includes('costPerLeadInr')).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Benchmarks on request' })).toBeDefined();
    // Its first-screen figure says what the benchmarks measure, with none of their figures.
    expect(screen.getByRole('img', { name: /^What the benchmarks measure/ })).toBeDefined();
    expect(html).not.toMatch(/cost per lead by industry|₹\d/i);
  });
});

describe('an industry page’s case study', () => {
  const study = 'A seed company grows dealer demand in Marathwada';

  it('is shown under the sample facts, its figures noted as samples', async () => {
    await showPage('/industries/agriculture', { sample: true, production: true });
    const section = screen.getByRole('region', { name: 'Case study' });
    expect(section.textContent).toContain(sampleNotes.figures);
    expect(screen.getByRole('heading', { level: 3, name: study })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Read the case study' })).toBeDefined();
  });

  it('is left out of a production build with real facts, with its button and contents entry', async () => {
    const html = await showPage('/industries/agriculture', { sample: false, production: true });
    expect(screen.queryByRole('region', { name: 'Case study' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Read the case study' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Case study' })).toBeNull();
    for (const text of [study, '41,000', sampleNotes.figures])
      expect(html.includes(text), text).toBe(false);
    // The page reads on: the quote button and the sections around the case study stay.
    expect(screen.getAllByRole('link', { name: quoteCta }).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Rules that shape the marketing' })).toBeDefined();
  });

  it('is left out of an industry page in one place too', async () => {
    const path = '/industries/real-estate-digital-marketing/delhi';
    await showPage(path, { sample: true, production: true });
    const title = screen
      .getByRole('region', { name: 'Case study' })
      .querySelector('h3')!.textContent!;
    document.body.innerHTML = '';
    const html = await showPage(path, { sample: false, production: true });
    expect(screen.queryByRole('region', { name: 'Case study' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Read the case study' })).toBeNull();
    expect(html.includes(title)).toBe(false);
  });
});

describe('the portfolio’s outcomes', () => {
  const outcome = 'cost per site visit';

  it('are shown under the sample facts, noted once for the whole list, not on each project', async () => {
    await showPage('/portfolio', { sample: true, production: true });
    const project = screen.getByRole('article', { name: /Launch microsite/ });
    expect(project.textContent).toContain(outcome);
    expect(project.textContent).not.toContain(sampleNotes.figures);
    const projects = screen.getByRole('region', { name: 'Projects' });
    expect(projects.textContent!.split(sampleNotes.figures)).toHaveLength(2);
  });

  it('are left out of a production build with real facts; every project is still shown', async () => {
    const html = await showPage('/portfolio', { sample: false, production: true });
    expect(html.includes(outcome)).toBe(false);
    expect(html.includes(sampleNotes.figures)).toBe(false);
    const project = screen.getByRole('article', { name: /Launch microsite/ });
    expect(project.querySelector('dl')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(11);
  });
});

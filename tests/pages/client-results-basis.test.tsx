// A client result that names its basis (shared/facts/result-claims.ts) is shown unmarked, even in a
// production build with real facts: the Delhi SEO example, the SEO service's headline figure, a
// case study (and the IT industry page's summary of it), a testimonial, the benchmark report and a
// portfolio project, given a basis here, stay on their pages without a sample label.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type * as DelhiModule from '../../src/content/city-services/delhi';
import type * as SeoModule from '../../src/content/service-content/seo';
import type * as StudiesModule from '../../src/content/case-studies/studies';
import type * as TestimonialsModule from '../../src/content/company/testimonials';
import type * as ReportModule from '../../src/content/resources/industry-reports';
import type * as PortfolioModule from '../../src/content/company/portfolio';
import { sampleNotes } from '../../src/components/content/sample-note';
import { prerenderedPage } from './prerendered-page';

// A production build with real facts: results without a basis are not shown.
vi.mock('../../shared/facts/unbased-results', () => ({ unbasedResultsShown: false }));

vi.mock('../../src/content/city-services/delhi', async (importOriginal) => {
  const { content } = await importOriginal<typeof DelhiModule>();
  const seo = content.services.seo!;
  return {
    content: {
      ...content,
      services: {
        ...content.services,
        seo: { ...seo, example: { ...seo.example, basis: 'CRM-0042' } },
      },
    },
  };
});

vi.mock('../../src/content/service-content/seo', async (importOriginal) => {
  const { content } = await importOriginal<typeof SeoModule>();
  return { content: { ...content, highlight: { ...content.highlight, basis: 'CRM-0107' } } };
});

// One case study, one testimonial and the benchmark report name their client records.
vi.mock('../../src/content/case-studies/studies', async (importOriginal) => {
  const original = await importOriginal<typeof StudiesModule>();
  return {
    ...original,
    caseStudies: original.caseStudies.map((study, index) =>
      study.slug === 'pune-saas-demo-pipeline'
        ? { ...original.allCaseStudies[index]!, basis: 'Contract 2025-117' }
        : study,
    ),
    allCaseStudies: original.allCaseStudies.map((study) =>
      study.slug === 'pune-saas-demo-pipeline' ? { ...study, basis: 'Contract 2025-117' } : study,
    ),
  };
});

// One portfolio project names its client record; the others do not.
vi.mock('../../src/content/company/portfolio', async (importOriginal) => {
  const original = await importOriginal<typeof PortfolioModule>();
  return {
    ...original,
    shownPortfolio: original.portfolio.map((project) =>
      original.shownProject(
        project.id === 'gurugram-launch-microsite' ? { ...project, basis: 'CRM-0311' } : project,
      ),
    ),
  };
});

vi.mock('../../src/content/company/testimonials', async (importOriginal) => {
  const original = await importOriginal<typeof TestimonialsModule>();
  const dental = original.allTestimonials.find((item) => item.id === 'delhi-dental-chain')!;
  return { ...original, testimonials: [{ ...dental, basis: 'CRM-0042' }] };
});

vi.mock('../../src/content/resources/industry-reports', async (importOriginal) => {
  const original = await importOriginal<typeof ReportModule>();
  return {
    ...original,
    industryReport: { ...original.industryReport, basis: 'Google Ads manager account export' },
  };
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('client results with a basis, in a production build with real facts', () => {
  it('keep the city page’s example, without the sample label', async () => {
    vi.stubEnv('PROD', true);
    document.body.innerHTML = await prerenderedPage('/services/seo/delhi');
    const section = screen.getByRole('region', { name: 'An example from Delhi' });
    expect(section.textContent).toContain('A multi-branch dental chain');
    expect(section.textContent).not.toContain(sampleNotes.example);
    // Another city's example has no basis: left out.
    document.body.innerHTML = await prerenderedPage('/services/ppc/delhi');
    expect(screen.queryByRole('region', { name: 'An example from Delhi' })).toBeNull();
  });

  it('keep the service page’s headline figure, without the sample label', async () => {
    vi.stubEnv('PROD', true);
    document.body.innerHTML = await prerenderedPage('/services/seo');
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.textContent).toContain('median growth in organic traffic');
    expect(overview.textContent).not.toContain(sampleNotes.figures);
  });

  it('keep the case study’s figures and the client’s words, unmarked', async () => {
    const html = await prerenderedPage('/case-studies/pune-saas-demo-pipeline');
    document.body.innerHTML = html;
    expect(screen.getByRole('img', { name: /^Before and after: .*3\.2x/ })).toBeDefined();
    expect(document.body.textContent).not.toContain(sampleNotes.figures);
    expect(screen.getByRole('table')).toBeDefined();
    expect(screen.getByRole('region', { name: 'What the client says' })).toBeDefined();
  });

  it('keep the testimonial with a basis, unmarked, and leave the others out', async () => {
    document.body.innerHTML = await prerenderedPage('/testimonials');
    expect(document.body.textContent).toContain('Calls from Google Maps went from about 90 to 260');
    expect(document.body.textContent).not.toContain(sampleNotes.testimonials);
    expect(document.body.textContent).toContain('Showing 1 of 1 testimonials');
    expect(screen.queryByRole('heading', { name: 'Ask us for references' })).toBeNull();
  });

  it('keep the benchmark report and its account count, unmarked', async () => {
    const html = await prerenderedPage('/resources/industry-reports-resources');
    expect(html).toMatch(/\d+ client accounts/);
    document.body.innerHTML = html;
    expect(document.body.textContent).not.toContain(sampleNotes.report);
    expect(screen.queryByRole('heading', { name: 'Benchmarks on request' })).toBeNull();
  });

  it('keep the industry page’s summary of a case study with a basis, unmarked, and its button', async () => {
    document.body.innerHTML = await prerenderedPage('/industries/it');
    const section = screen.getByRole('region', { name: 'Case study' });
    expect(section.textContent).not.toContain(sampleNotes.figures);
    expect(screen.getByRole('link', { name: 'Read the case study' })).toBeDefined();
    // Another industry's summary links no case study with a basis: left out.
    document.body.innerHTML = '';
    document.body.innerHTML = await prerenderedPage('/industries/agriculture');
    expect(screen.queryByRole('region', { name: 'Case study' })).toBeNull();
  });

  it('keep the portfolio project’s outcomes with a basis, unmarked, and leave the others out', async () => {
    document.body.innerHTML = await prerenderedPage('/portfolio');
    const kept = screen.getByRole('article', { name: /Launch microsite/ });
    expect(kept.textContent).toContain('cost per site visit');
    expect(document.body.textContent).not.toContain(sampleNotes.figures);
    const other = screen.getByRole('article', { name: /Doctor directory/ });
    expect(other.querySelector('dl')).toBeNull();
  });
});

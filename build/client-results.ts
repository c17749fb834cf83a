// Every client result in the content (shared/facts/result-claims.ts), as entries for the results
// report: the city pages' examples, the services' headline figures, the case studies, the industry
// pages' case-study boxes, the benchmark report's sample, the testimonials and the portfolio's
// outcomes. For `npm run facts` and the prerender.
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ResultEntry } from '../shared/facts/results-report';
import type { CityContent } from '../src/content/city-services/schema';
import type { ServiceContent } from '../src/content/service-content/schema';
import type { CaseStudyStory } from '../src/content/case-studies/schema';
import type { IndustryCityContent, IndustryContent } from '../src/content/industries/schema';
import { caseStudyBasis } from '../src/content/case-studies/summary-basis';
import { portfolio } from '../src/content/company/portfolio';
import { pages } from '../src/content/registry';
import { industryReport } from '../src/content/resources/industry-reports';
import { allTestimonials } from '../src/content/company/testimonials';
import { allCaseStudies } from '../src/content/case-studies/studies';
import { about } from '../src/content/company/about';
import { businessFacts } from '../shared/facts/business-facts';

const contentDir = new URL('../src/content/', import.meta.url);

/** The content files of a folder, loaded; `skip` names files that hold no content. */
async function contentModules<M>(folder: string, skip: string[] = []): Promise<[string, M][]> {
  const dir = new URL(`${folder}/`, contentDir);
  const names = (await readdir(fileURLToPath(dir)))
    .filter((name) => name.endsWith('.ts') && !['schema.ts', ...skip].includes(name))
    .sort();
  return Promise.all(
    names.map(async (name): Promise<[string, M]> => {
      const module = (await import(new URL(name, dir).href)) as M;
      return [name.slice(0, -'.ts'.length), module];
    }),
  );
}

const canonical = pages.filter((page) => !page.canonicalOf);

export async function clientResults(): Promise<ResultEntry[]> {
  const entries: ResultEntry[] = [];

  const cities = await contentModules<{ content: CityContent }>('city-services', [
    'sentence-overlap.ts',
  ]);
  const cityContent = new Map(cities);
  for (const page of canonical.filter((entry) => entry.template === 'city-service')) {
    const { service = '', place = '' } = page.params ?? {};
    const example = cityContent.get(place)?.content.services[service]?.example;
    if (example)
      entries.push({
        family: 'city-service',
        page: page.path,
        result: example.title,
        basis: example.basis,
      });
  }

  const services = new Map(await contentModules<{ content: ServiceContent }>('service-content'));
  for (const page of canonical.filter((entry) => entry.template === 'service')) {
    const highlight = services.get((page.params?.service ?? '').replace(/\//g, '-'))?.content
      .highlight;
    if (highlight)
      entries.push({
        family: 'service',
        page: page.path,
        result: `${highlight.value} ${highlight.label}`,
        basis: highlight.basis,
      });
  }

  const stories = new Map(await contentModules<{ story: CaseStudyStory }>('case-studies/stories'));
  for (const study of allCaseStudies)
    entries.push({
      family: 'case-study',
      page: `/case-studies/${study.slug}`,
      result: `${stories.get(study.slug)?.story.results.length ?? 0} before-and-after figures and the client's words, for a ${study.clientType.toLowerCase()}`,
      basis: study.basis,
    });

  type IndustryModule = { content: IndustryContent | IndustryCityContent };
  const industries = new Map([
    ...(await contentModules<IndustryModule>('industries')),
    ...(await contentModules<IndustryModule>('industries/by-city')),
  ]);
  for (const page of canonical.filter((entry) => entry.template.startsWith('industry'))) {
    const { industry = '', place } = page.params ?? {};
    const content = industries.get(place ? `${industry}-${place}` : industry)?.content;
    if (content)
      entries.push({
        family: page.template,
        page: page.path,
        result: `case study "${content.caseStudy.title}" (${content.caseStudy.results.length} figures)`,
        basis: caseStudyBasis(content),
      });
  }

  // The sample cannot be larger than the paid media team can run at once.
  const specialists = about.team.roles.find((role) => role.role === 'Paid media specialists');
  const capacity = (specialists?.count ?? 0) * businessFacts.team.maxAccountsPerSpecialist;
  const report = canonical.find((page) => page.params?.resource === 'industry-reports-resources');
  entries.push({
    family: 'resource',
    page: report?.path ?? '/resources/industry-reports-resources',
    result: `benchmarks from ${industryReport.accounts} client accounts (the sum of its industry table; at most ${capacity}: ${specialists?.count ?? 0} paid media specialists × ${businessFacts.team.maxAccountsPerSpecialist} accounts)`,
    basis: industryReport.basis,
  });

  for (const testimonial of allTestimonials)
    entries.push({
      family: 'testimonials',
      page: '/testimonials',
      result: `${testimonial.name}, ${testimonial.companyType}, ${testimonial.city}`,
      basis: testimonial.basis,
    });

  for (const project of portfolio)
    entries.push({
      family: 'portfolio',
      page: '/portfolio',
      result: `${project.outcomes.length} outcomes of "${project.title}"`,
      basis: project.basis,
    });

  return entries;
}

export { resultsReport, resultsLeftOut } from '../shared/facts/results-report';

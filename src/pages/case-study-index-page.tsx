// The case studies index (/case-studies, and /resources/case-studies which points to it as
// canonical): every client story as a card with its industry, city and headline, plus a strip of
// the industries and cities the stories cover. A production build with real facts tells stories
// without a basis without their figures (studies.ts), and the page then says so.
import { use } from 'react';
import { Building2, MapPin } from 'lucide-react';
import { descriptions } from 'virtual:reachmark/page-descriptions/case-study-index';
import { CtaBand } from '../components/content/cta-band';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { caseStudies, type CaseStudyMeta } from '../content/case-studies/studies';
import { createResourceCache } from '../site/loading/resource-cache';
import type { TemplateProps } from '../site/loading/template-props';
import { proposalPromise } from '../../shared/facts/promise-phrases';
import { unbasedResultsShown } from '../../shared/facts/unbased-results';

/** The results figure's HTML (build/content-figures/), embedded in the page as data. */
const results = createResourceCache(
  (_key: 'figure') => import('virtual:content-figure/case-study-results').then((m) => m.figure),
  { embedAs: 'case-study-index' },
);

export const preloadContent = () => results.load('figure');

export default function CaseStudyIndexPage({ page }: TemplateProps) {
  const figure = use(results.load('figure'));
  const cities = new Set(caseStudies.map((study) => study.city));
  const industries = new Set(caseStudies.map((study) => study.industry));
  const withFigures = unbasedResultsShown || caseStudies.every((study) => study.basis);
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Client results"
        intro={<p>{descriptions[page.id]}</p>}
        figure={<div dangerouslySetInnerHTML={{ __html: figure }} />}
      >
        <p className="ar-meta">
          {caseStudies.length} stories · {industries.size} industries · {cities.size} cities
          {withFigures && ', each with before-and-after figures'}
        </p>
      </PageIntro>
      <section className="section pt-0" aria-labelledby="stories-heading">
        <h2 id="stories-heading" className="section-title">
          {withFigures ? 'Stories with the numbers' : 'Client stories'}
        </h2>
        {withFigures ? (
          <p className="mt-2 max-w-3xl text-muted">
            Every study names the client type, the problem, what we changed and the before and after
            figures. Clients are anonymised, but the numbers come from their own ad accounts,
            analytics and CRMs.
          </p>
        ) : (
          <p className="mt-2 max-w-3xl text-muted">
            Every study names the client type, the problem and what we changed. Ask us for the
            figures and we will put you in touch with the client.
          </p>
        )}
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <li key={study.slug} className="flex">
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        title="Want a result like these?"
        text={`Tell us where your enquiries come from today and what a customer is worth to you. We will show you what we would change first, with INR pricing, ${proposalPromise}.`}
      />
    </>
  );
}

function CaseStudyCard({ study }: { study: CaseStudyMeta }) {
  return (
    <article className="card ar-post-card">
      <p className="ar-meta">
        <span className="inline-flex items-center gap-1">
          <Building2 size={14} aria-hidden="true" />
          {study.industry}
        </span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          <MapPin size={14} aria-hidden="true" />
          {study.city}
        </span>
      </p>
      <h3 className="mt-3 text-lg font-bold leading-snug">
        <PageLink to={`case-study:${study.slug}`} className="ar-card-link">
          {study.title}
        </PageLink>
      </h3>
      <p className="mt-2 flex-1 text-muted">{study.description}</p>
      <p className="mt-4 text-sm font-semibold">{study.clientType}</p>
    </article>
  );
}

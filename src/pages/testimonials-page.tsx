// The testimonials page: every client testimonial with its rating, the average rating from the
// business facts (a test keeps it equal to the testimonials' own), and buttons (a select on a
// phone) that filter the list by the service the client bought (all are shown until one is chosen).
// A production build with real facts shows only testimonials that name their basis; with none,
// the page invites the visitor to ask for references instead. The first testimonials shown stay open
// and the rest fold under one line (fold.tsx), so a phone scans the page in seven screens.
import { useState } from 'react';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { Fold } from '../components/content/fold';
import { StarRating } from '../components/content/star-rating';
import { TestimonialCard } from '../components/content/testimonial-card';
import { pageIndex } from '../site/page-index';
import { testimonials } from '../content/company/testimonials';
import type { Testimonial } from '../content/company/schema';
import { descriptions } from 'virtual:reachmark/page-descriptions/testimonials';
import type { TemplateProps } from '../site/loading/template-props';
import { proposalPromise } from '../../shared/facts/promise-phrases';
import { businessFacts } from '../../shared/facts/business-facts';
import { unbasedResultsShown } from '../../shared/facts/unbased-results';
import { SampleNote } from '../components/content/sample-note';
import { figure } from 'virtual:company-figures/testimonials';

const { averageRating, count } = businessFacts.testimonials;

/** How many of the testimonials shown stay open above the fold of the rest. */
const OPEN_TESTIMONIALS = 6;

function TestimonialColumns({
  items,
  className = '',
}: {
  items: Testimonial[];
  className?: string;
}) {
  return (
    <ul className={`gap-5 md:columns-2 lg:columns-3 ${className}`}>
      {items.map((testimonial) => (
        <li key={testimonial.id} className="mb-5 break-inside-avoid">
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

const serviceIds = [...new Set(testimonials.map((item) => item.serviceId))];
const nameOf = (id: string): string => pageIndex.byId(id).label ?? pageIndex.byId(id).title;

/** The page when no testimonial can be shown: who to ask for references instead. */
function AskForReferences({ page }: TemplateProps) {
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="In our clients’ words"
        intro={<p>{descriptions[page.id]}</p>}
      />
      <section className="section pt-0" aria-labelledby="references-heading">
        <h2 id="references-heading" className="section-title">
          Ask us for references
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          We are gathering our clients’ words for this page. Until then, tell us about your business
          and we will put you in touch with clients whose work was like yours.
        </p>
        <PageLink to="contact" className="btn btn-primary mt-6">
          Ask for references
        </PageLink>
      </section>
    </>
  );
}

export default function TestimonialsPage({ page }: TemplateProps) {
  if (!unbasedResultsShown && testimonials.length === 0) return <AskForReferences page={page} />;
  return <TestimonialList page={page} />;
}

function TestimonialList({ page }: TemplateProps) {
  const [service, setService] = useState<string | null>(null);
  const shown = service ? testimonials.filter((item) => item.serviceId === service) : testimonials;
  const options: [string | null, string][] = [
    [null, 'All services'],
    ...serviceIds.map((id): [string, string] => [id, nameOf(id)]),
  ];
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="In our clients’ words"
        intro={<p>{descriptions[page.id]}</p>}
        figure={figure}
      >
        <div className="flex flex-wrap items-center gap-3 text-base text-ink">
          {/* The sentence beside the stars gives the exact average, so the stars are decoration here. */}
          <div aria-hidden="true">
            <StarRating rating={averageRating} />
          </div>
          <p>
            <span className="font-bold">{averageRating.toFixed(1)} out of 5</span> average from{' '}
            {count} clients
          </p>
          {/* Quotes that name no client record (shared/facts/result-claims.ts) are sample data. */}
          {testimonials.some((item) => !item.basis) && <SampleNote of="testimonials" />}
        </div>
      </PageIntro>

      <section className="section pt-0" aria-labelledby="testimonials-list">
        <h2 id="testimonials-list" className="sr-only">
          All testimonials
        </h2>
        {/* On a phone the filter is one select; from 640 px, a row of buttons. */}
        <div className="sm:hidden">
          <label htmlFor="testimonial-service" className="block text-sm font-semibold">
            Filter by service
          </label>
          <select
            id="testimonial-service"
            className="field-control mt-1"
            value={service ?? ''}
            onChange={(event) => setService(event.target.value || null)}
          >
            {options.map(([id, label]) => (
              <option key={label} value={id ?? ''}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div
          role="group"
          aria-label="Filter by service"
          className="flex flex-wrap gap-2 max-sm:hidden"
        >
          {options.map(([id, label]) => (
            <button
              key={label}
              type="button"
              className="rm-chip cursor-pointer"
              aria-pressed={service === id}
              onClick={() => setService(id)}
            >
              {label}
            </button>
          ))}
        </div>
        <p className="mt-4 text-sm text-muted" aria-live="polite">
          Showing {shown.length} of {testimonials.length} testimonials
          {service ? ` for ${nameOf(service)}` : ''}.
        </p>
        <TestimonialColumns items={shown.slice(0, OPEN_TESTIMONIALS)} className="mt-6" />
        {shown.length > OPEN_TESTIMONIALS && (
          <Fold summary={`Read ${shown.length - OPEN_TESTIMONIALS} more testimonials`} wide>
            <TestimonialColumns items={shown.slice(OPEN_TESTIMONIALS)} />
          </Fold>
        )}
      </section>

      <CtaBand
        title="Become our next success story"
        text={`Tell us about your business and goals. You will get a proposal with INR pricing and the results we expect in 90 days, ${proposalPromise}.`}
      />
    </>
  );
}

// The home page's testimonials section. The testimonial texts are data loaded on demand (the
// testimonials module is large and only /testimonials needs all of it): the prerender embeds the
// chosen ones in the page, so the browser hydrates them without a download, and a client-side
// visit to the home page fetches them while the rest of the page shows. Without any the build can
// show, the section asks the visitor to ask for references. The first stays open and the others fold
// under one quiet line (fold.tsx), so the home page scans on a phone in seven screens.
import { Suspense, use } from 'react';
import type { Testimonial } from '../../content/company/schema';
import { createResourceCache } from '../../site/loading/resource-cache';
import { PageLink } from '../page-link';
import { Fold } from './fold';
import { TestimonialCard } from './testimonial-card';
import { unbasedResultsShown } from '../../../shared/facts/unbased-results';

/** The testimonials with these ids (comma-separated), in that order. */
const chosenTestimonials = createResourceCache(
  (ids: string) =>
    import('../../content/company/testimonials').then(({ testimonials }) =>
      ids.split(',').flatMap((id) => testimonials.filter((item) => item.id === id)),
    ),
  { embedAs: 'home-testimonials' },
);

/** Starts loading the chosen testimonials, so the first render need not wait for them. */
export const preloadTestimonials = (ids: string[]): Promise<Testimonial[]> =>
  chosenTestimonials.load(ids.join(','));

interface Props {
  heading: string;
  ids: string[];
  more: { label: string; pageId: string };
}

function Cards({ ids }: { ids: string[] }) {
  const chosen = use(preloadTestimonials(ids));
  // A production build with real facts leaves out testimonials without a basis (testimonials.ts).
  if (!unbasedResultsShown && chosen.length === 0)
    return (
      <p className="mt-6 max-w-3xl text-muted">
        Ask us for references: we will put you in touch with clients whose work was like yours.
      </p>
    );
  const [first, ...others] = chosen;
  return (
    <>
      <div className="mt-6 grid gap-5 lg:grid-cols-3">
        {first && <TestimonialCard testimonial={first} />}
      </div>
      {others.length > 0 && (
        <Fold summary={`Read ${others.length} more testimonials`} wide>
          <div className="grid gap-5 lg:grid-cols-3">
            {others.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </div>
        </Fold>
      )}
    </>
  );
}

export function HomeTestimonials({ heading, ids, more }: Props) {
  return (
    <section className="section" aria-labelledby="home-testimonials">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="home-testimonials" className="section-title">
          {heading}
        </h2>
        <PageLink to={more.pageId} className="link text-sm font-semibold">
          {more.label}
        </PageLink>
      </div>
      {/* After a client-side visit the cards appear when their data arrives; the space is kept. */}
      <Suspense fallback={<div className="mt-6 min-h-96" />}>
        <Cards ids={ids} />
      </Suspense>
    </section>
  );
}

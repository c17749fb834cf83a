// The home page's three testimonials. The testimonial data is its own chunk: the prerender loads it
// before rendering, and in the browser it loads while the rest of the page hydrates (the server's
// HTML stays on screen meanwhile), so it does not count against the home page's first load.
import { Suspense, use } from 'react';
import type { Testimonial } from '../../content/company/schema';
import { createResourceCache } from '../../lib/resource-cache';
import { PageLink } from '../page-link';
import { TestimonialCard } from './testimonial-card';

const allTestimonials = createResourceCache(
  (_key: 'all'): Promise<Testimonial[]> => import('../../content/company/testimonials').then((m) => m.testimonials),
);

/** Starts loading the testimonial data; the prerender awaits it so nothing suspends there. */
export const preloadTestimonials = (): Promise<Testimonial[]> => allTestimonials.load('all');

interface Props {
  heading: string;
  ids: string[];
  more: { label: string; pageId: string };
}

function Cards({ ids }: { ids: string[] }) {
  const testimonials = use(allTestimonials.load('all'));
  const chosen = ids.flatMap((id) => testimonials.filter((item) => item.id === id));
  return (
    <div className="mt-6 grid gap-5 lg:grid-cols-3">
      {chosen.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </div>
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
      {/* After a client-side visit the cards appear when their small chunk arrives; the space is kept. */}
      <Suspense fallback={<div className="mt-6 min-h-96" />}>
        <Cards ids={ids} />
      </Suspense>
    </section>
  );
}

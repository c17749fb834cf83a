// The home page's testimonials section. The cards, their data and their component are a chunk of
// their own: the prerender loads it before rendering, and in the browser it loads while the rest of
// the page hydrates (the server's HTML stays on screen meanwhile), keeping the home chunk small.
import { Suspense, use } from 'react';
import { createResourceCache } from '../../lib/resource-cache';
import { PageLink } from '../page-link';

const cardsModule = createResourceCache((_key: 'cards') => import('./home-testimonial-cards'));

/** Starts loading the cards; the prerender awaits it so nothing suspends there. */
export const preloadTestimonials = (): Promise<unknown> => cardsModule.load('cards');

interface Props {
  heading: string;
  ids: string[];
  more: { label: string; pageId: string };
}

function Cards({ ids }: { ids: string[] }) {
  const { HomeTestimonialCards } = use(cardsModule.load('cards'));
  return <HomeTestimonialCards ids={ids} />;
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
      {/* After a client-side visit the cards appear when their chunk arrives; the space is kept. */}
      <Suspense fallback={<div className="mt-6 min-h-96" />}>
        <Cards ids={ids} />
      </Suspense>
    </section>
  );
}

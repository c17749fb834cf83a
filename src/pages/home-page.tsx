// The home page: positioning, results in figures, services, process, industries and cities served,
// the logos of clients who let us name them (when one has), testimonials, FAQs and the closing call
// to action. What each service does, the process's steps and the cities fold (fold.tsx,
// titled-folds.tsx) so a phone scans the page in seven screens. Its content is only this page's, so it is
// imported statically into the home chunk; the testimonial texts are loaded (or, on the first
// load, embedded by the prerender) as data.
import { Check, MapPin } from 'lucide-react';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { FaqList } from '../components/content/faq-list';
import { Fold } from '../components/content/fold';
import { HomeTestimonials, preloadTestimonials } from '../components/content/home-testimonials';
import { ServedPlacesMap } from '../components/content/served-places-map';
import { TitledFolds } from '../components/content/titled-folds';
import { pageIndex } from '../site/page-index';
import { homeContent } from '../content/home/home-content';
import type { PageRef, TemplateProps } from '../site/loading/template-props';
import { ClientLogoWall } from 'virtual:owner-media/logo-wall';

export const preloadContent = (_page: PageRef): Promise<unknown> =>
  preloadTestimonials(homeContent.testimonials.testimonialIds);

const nameOf = (id: string): string => {
  const page = pageIndex.byId(id);
  return page.label ?? page.title;
};

export default function HomePage({ page }: TemplateProps) {
  const { hero, proof, services, process, industries, cities, testimonials, faqs, closing } =
    homeContent;
  return (
    <>
      <section className="rm-hero">
        <div className="container-page rm-hero-grid pt-6 pb-10 sm:py-16 lg:py-20">
          <div className="rm-hero-intro">
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1 className="page-title">{page.title}</h1>
            <p className="rm-hero-headline">{hero.headline}</p>
            <p className="lead mt-3 max-w-2xl max-sm:text-base">{hero.subheadline}</p>
            <div className="rm-hero-actions mt-6 flex flex-wrap gap-2 sm:mt-8 sm:gap-3">
              <PageLink to={hero.primary.pageId} className="btn btn-primary">
                {hero.primary.label}
              </PageLink>
              <PageLink to={hero.secondary.pageId} className="btn btn-secondary">
                {hero.secondary.label}
              </PageLink>
            </div>
          </div>
          <ServedPlacesMap labelled={hero.mapLabels} />
          <ul className="rm-hero-highlights grid gap-2 text-sm text-muted">
            {hero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-2">
                <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="rm-band" aria-labelledby="home-proof">
        <div className="container-page py-12">
          <h2 id="home-proof" className="section-title">
            {proof.heading}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
            {proof.figures.map((figure) => (
              <li key={figure.label} className="card p-4 last:col-span-2 sm:p-5 lg:last:col-span-1">
                <p className="rm-figure text-2xl sm:text-3xl">{figure.value}</p>
                <p className="mt-1 text-sm font-semibold sm:text-base">{figure.label}</p>
                <p className="mt-2 text-xs leading-5 text-muted sm:text-sm sm:leading-6">
                  {figure.detail}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ClientLogoWall id="home-clients" heading="Businesses that work with us" />

      <section className="section" aria-labelledby="home-services">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            <h2 id="home-services" className="section-title">
              {services.heading}
            </h2>
            <p className="mt-3 text-muted">{services.intro}</p>
          </div>
          <PageLink to={services.more.pageId} className="link text-sm font-semibold">
            {services.more.label}
          </PageLink>
        </div>
        <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {services.items.map((item) => (
            <li key={item.pageId}>
              <PageLink
                to={item.pageId}
                className="card block h-full border-t-4 border-t-brand px-4 py-3 text-sm font-semibold sm:text-base"
              >
                {nameOf(item.pageId)}
              </PageLink>
            </li>
          ))}
        </ul>
        <Fold summary="Read what each service does">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {services.items.map((item) => (
              <div key={item.pageId}>
                <dt className="font-semibold">{nameOf(item.pageId)}</dt>
                <dd className="mt-1 text-sm leading-6 text-muted">{item.benefit}</dd>
              </div>
            ))}
          </dl>
        </Fold>
      </section>

      <section className="section" aria-labelledby="home-process">
        <h2 id="home-process" className="section-title">
          {process.heading}
        </h2>
        <TitledFolds items={process.steps} numbered />
      </section>

      <div className="section grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="home-industries">
          <h2 id="home-industries" className="section-title">
            {industries.heading}
          </h2>
          <p className="mt-3 text-muted">{industries.intro}</p>
          <Fold summary={`See the ${industries.pageIds.length} industries`}>
            <ul className="grid grid-cols-2 gap-3">
              {industries.pageIds.map((id) => (
                <li key={id}>
                  <PageLink
                    to={id}
                    className="card block h-full px-4 py-3 text-sm font-semibold sm:text-base"
                  >
                    {nameOf(id)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </Fold>
        </section>
        <section aria-labelledby="home-cities">
          <h2 id="home-cities" className="section-title">
            {cities.heading}
          </h2>
          <p className="mt-3 text-muted">{cities.intro}</p>
          <Fold summary={`See the ${cities.pageIds.length} cities`}>
            <ul className="flex flex-wrap gap-2">
              {cities.pageIds.map((id) => (
                <li key={id}>
                  <PageLink to={id} className="rm-chip">
                    <MapPin size={16} aria-hidden="true" className="text-accent" />
                    {nameOf(id)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </Fold>
        </section>
      </div>

      <HomeTestimonials
        heading={testimonials.heading}
        ids={testimonials.testimonialIds}
        more={testimonials.more}
      />

      <FaqList faqs={faqs.items} title={faqs.heading} />

      <CtaBand title={closing.heading} text={closing.body} />
    </>
  );
}

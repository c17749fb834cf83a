// The services hub: every service page, grouped into core services, SEO specialisms and niche
// (industry) SEO, as cards with their registry descriptions; the two SEO groups' cards fold under one
// line each (fold.tsx) so a phone scans the hub in seven screens.
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { Fold } from '../components/content/fold';
import { ServiceIcon } from '../components/content/service-icon';
import { figure } from 'virtual:company-figures/services';
import { pageIndex } from '../site/page-index';
import type { PageSummary } from '../site/page-summary';
import { descriptions as ownDescriptions } from 'virtual:reachmark/page-descriptions/services-index';
import { descriptions } from 'virtual:reachmark/page-descriptions/service';
import type { TemplateProps } from '../site/loading/template-props';
import { proposalPromise } from '../../shared/facts/promise-phrases';
import { quoteCta, seeResults } from '../../shared/visitor-words';

interface Group {
  id: string;
  heading: string;
  intro: string;
  /** The line a folded group's cards open on; the first group stays open. */
  fold?: string;
  /** Which service pages belong to the group, from their place in the registry's tree. */
  includes: (page: PageSummary) => boolean;
}

const groups: Group[] = [
  {
    id: 'core-services',
    heading: 'Core services',
    intro:
      'The channels we plan, run and report on every month. Most clients start with one and add a second once the first is paying for itself.',
    includes: (page) => page.parent === 'services',
  },
  {
    id: 'seo-specialisms',
    heading: 'SEO specialisms',
    intro:
      'Deeper search work for particular problems: Google Maps visibility for branches, online stores with thousands of products, technical faults and very large sites.',
    fold: 'See the SEO specialisms',
    includes: (page) => page.parent === 'service:seo' && page.id.startsWith('service:seo/'),
  },
  {
    id: 'niche-seo',
    heading: 'SEO for your industry',
    intro:
      'Search programmes shaped by a sector’s rules and buying cycles: medical advertising norms for clinics, RERA details for property, admission calendars for education and more.',
    fold: 'See SEO by industry',
    includes: (page) => page.parent === 'service:seo' && !page.id.startsWith('service:seo/'),
  },
];

// Read at render, not when the module loads: the browser's index may still be a slice then.
const servicePages = () => pageIndex.pages.filter((page) => page.template === 'service');

function ServiceCards({ pages, className = '' }: { pages: PageSummary[]; className?: string }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {pages.map((service) => (
        <li key={service.id}>
          <PageLink to={service.id} className="card flex h-full gap-4">
            <ServiceIcon id={service.id} />
            <div>
              <h3 className="text-lg font-semibold">{service.label ?? service.title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted">{descriptions[service.id]}</p>
            </div>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

export default function ServicesIndexPage({ page }: TemplateProps) {
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Services and pricing"
        figure={figure}
        intro={
          <p>
            {ownDescriptions[page.id]} Every service page lists what is included, the process and
            pricing tiers in INR, with 18% GST shown separately and ad spend paid directly to the
            platform.
          </p>
        }
      >
        <PageLink to="quote" className="btn btn-primary">
          {quoteCta}
        </PageLink>
        <PageLink to="case-studies" className="btn btn-secondary">
          {seeResults}
        </PageLink>
      </PageIntro>

      <nav aria-label="Service groups" className="container-page">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`} className="rm-chip">
                {group.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {groups.map((group) => {
        const pages = servicePages().filter(group.includes);
        return (
          <section key={group.id} className="section" aria-labelledby={group.id}>
            <h2 id={group.id} className="section-title rm-anchor">
              {group.heading}
            </h2>
            <p className="mt-3 max-w-3xl text-muted">{group.intro}</p>
            {group.fold ? (
              <Fold summary={`${group.fold} (${pages.length})`} wide>
                <ServiceCards pages={pages} />
              </Fold>
            ) : (
              <ServiceCards pages={pages} className="mt-6" />
            )}
          </section>
        );
      })}

      <CtaBand
        title="Not sure which service you need?"
        text={`Tell us your goal, cities and monthly budget. A strategist will recommend where to start, and your proposal in INR arrives ${proposalPromise}.`}
      />
    </>
  );
}

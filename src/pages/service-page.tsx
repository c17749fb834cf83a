// The service template (/services/{slug}): what the service is, with a sample of what the client
// receives beside it, who it is for, deliverables, process, timeline, INR pricing, tools, FAQs and
// related services. Each service's content file loads as its own chunk (file name = the slug with
// '/' replaced by '-').
import { use, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { DeliverableFigure } from '../components/content/deliverable-figure';
import { FaqList } from '../components/content/faq-list';
import { Fold } from '../components/content/fold';
import { OutcomeTimeline } from '../components/content/outcome-timeline';
import { PricingTiers } from '../components/content/pricing-tiers';
import { SampleNote } from '../components/content/sample-note';
import { TableOfContents } from '../components/content/table-of-contents';
import { TitledFolds } from '../components/content/titled-folds';
import type { MarkdownHeading } from '../content/blog/markdown';
import { pageIndex } from '../site/page-index';
import type { PageSummary } from '../site/page-summary';
import type { ServiceContent } from '../content/service-content/schema';
import { familyContent } from '../site/loading/family-content';
import { descriptions } from 'virtual:reachmark/page-descriptions/service';
import type { PageRef, TemplateProps } from '../site/loading/template-props';
import { proposalPromise } from '../../shared/facts/promise-phrases';
import { formatInr } from '../../shared/indian-numbers';
import { unbasedResultsShown } from '../../shared/facts/unbased-results';
import type { ShownResult } from '../../shared/facts/result-claims';
import { quoteCtaFor } from '../../shared/visitor-words';

/** A service's content file: its slug with '/' replaced by '-'. */
const fileOf = (page: PageRef): string => {
  const slug = page.params?.service;
  if (!slug) throw new Error(`Service page "${page.id}" has no service parameter`);
  return slug.replace(/\//g, '-');
};

/** A service's content as its page shows it: the headline figure marked, or left out. */
type ShownContent = Omit<ServiceContent, 'highlight'> & {
  highlight?: ShownResult<ServiceContent['highlight']>;
};

const serviceContent = familyContent('service', {
  modules: import.meta.glob<{ content: ServiceContent }>([
    '../content/service-content/*.ts',
    '!**/schema.ts',
  ]),
  // The headline figure is a client result (shared/facts/result-claims.ts): marked as sample data,
  // or left out of a production build with real facts when it has no basis, before the page
  // embeds its content, which holds no key set to undefined (the prerender embeds only plain JSON
  // data). The build inlines unbasedResultsShown, a constant.
  value: ({ content }): ShownContent => {
    const { highlight, ...rest } = content;
    if (highlight.basis) return content;
    return unbasedResultsShown ? { ...rest, highlight: { ...highlight, marked: true } } : rest;
  },
  file: fileOf,
});

export const preloadContent = serviceContent.load;

const sections: MarkdownHeading[] = [
  { id: 'overview', text: 'Overview', level: 2 },
  { id: 'who-it-is-for', text: 'Who it is for', level: 2 },
  { id: 'deliverables', text: 'What you get', level: 2 },
  { id: 'process', text: 'How we work', level: 2 },
  { id: 'timeline', text: 'Typical timeline', level: 2 },
  { id: 'pricing', text: 'Pricing in INR', level: 2 },
  { id: 'tools', text: 'Tools we use', level: 2 },
  { id: 'faq-heading', text: 'Questions', level: 2 },
  { id: 'related', text: 'Related services', level: 2 },
];
const headingOf = (id: string): string => sections.find((section) => section.id === id)!.text;

function eyebrowOf(page: PageSummary): string {
  if (page.parent === 'services') return 'Core service';
  if (page.id.startsWith('service:seo/')) return 'SEO specialism';
  return 'SEO for your industry';
}

function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section className="py-5 sm:py-8" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {headingOf(id)}
      </h2>
      {children}
    </section>
  );
}

export default function ServicePage({ page }: TemplateProps) {
  const content = use(serviceContent.load(page));
  const { highlight } = content;
  const name = page.label ?? page.title;
  const [lead, ...more] = content.overview;
  const quoteSearch = `?service=${content.quoteService}`;
  const cheapest = content.pricing[0]!;
  return (
    <>
      <PageIntro
        page={page}
        eyebrow={eyebrowOf(page)}
        intro={<p>{descriptions[page.id]}</p>}
        figure={<DeliverableFigure sample={content.deliverableSample} />}
      >
        <p className="w-full text-base text-ink">
          From <strong>{formatInr(cheapest.startingFromInr)}</strong> {cheapest.unit} + GST
        </p>
        <PageLink to="quote" search={quoteSearch} className="btn btn-primary">
          {quoteCtaFor(name)}
        </PageLink>
        <a href="#pricing" className="btn btn-secondary">
          See pricing
        </a>
      </PageIntro>

      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_15rem]">
        <div className="rm-flush min-w-0">
          <Section id="overview">
            <div className="prose-body mt-4">
              <p>{lead}</p>
            </div>
            {more.length > 0 && (
              <Fold summary={`Read more about ${name}`}>
                <div className="prose-body">
                  {more.map((paragraph) => (
                    <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                  ))}
                </div>
              </Fold>
            )}
            {highlight && (
              <div className="rm-highlight mt-6">
                <p>
                  <span className="rm-figure block text-4xl">{highlight.value}</span>
                  <span className="mt-1 block">{highlight.label}</span>
                </p>
                {highlight.marked && <SampleNote of="figures" />}
              </div>
            )}
            {content.sibling && (
              <p className="card mt-6">
                {content.sibling.whenToChoose}{' '}
                <PageLink to={content.sibling.pageId} className="font-semibold">
                  See {pageIndex.byId(content.sibling.pageId).title}
                </PageLink>
              </p>
            )}
          </Section>

          <Section id="who-it-is-for">
            <Fold summary={`See the ${content.audience.length} situations it fits`} wide>
              <ul className="grid gap-3 md:grid-cols-2">
                {content.audience.map((item) => (
                  <li key={item} className="flex items-start gap-3">
                    <Check size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </Fold>
          </Section>

          <Section id="deliverables">
            <TitledFolds
              items={content.deliverables.map((item) => ({ title: item.title, body: item.detail }))}
            />
          </Section>

          <Section id="process">
            <TitledFolds items={content.process} numbered />
          </Section>

          <Section id="timeline">
            <Fold summary="See what happens when">
              <OutcomeTimeline items={content.timeline} />
            </Fold>
          </Section>

          <Section id="pricing">
            <PricingTiers tiers={content.pricing} />
            <Fold summary="What moves the price">
              <p className="text-sm leading-6 text-muted">{content.pricingNote}</p>
            </Fold>
            <PageLink to="quote" search={quoteSearch} className="btn btn-primary mt-6">
              Get a tailored quote
            </PageLink>
          </Section>

          <Section id="tools">
            <Fold summary={`See the ${content.tools.length} tools`}>
              <ul className="flex flex-wrap gap-2">
                {content.tools.map((tool) => (
                  <li key={tool} className="rm-chip">
                    {tool}
                  </li>
                ))}
              </ul>
            </Fold>
          </Section>

          <FaqList faqs={content.faqs} title={`${name}: questions`} />

          <Section id="related">
            <Fold summary={`See ${content.related.length} services that go with ${name}`} wide>
              <ul className="grid gap-4 md:grid-cols-2">
                {content.related.map((id) => {
                  const related = pageIndex.byId(id);
                  return (
                    <li key={id}>
                      <PageLink to={id} className="card block h-full border-t-4 border-t-brand">
                        <h3 className="font-semibold">{related.label ?? related.title}</h3>
                        <p className="mt-1 text-sm leading-6 text-muted">{descriptions[id]}</p>
                      </PageLink>
                    </li>
                  );
                })}
              </ul>
            </Fold>
          </Section>
        </div>

        <aside className="hidden lg:block">
          <div className="rm-sticky-aside pt-8">
            <TableOfContents headings={sections} />
          </div>
        </aside>
      </div>

      <CtaBand
        title={`Talk to us about ${name}`}
        text={`Share your goals, cities and budget. You will get a proposal with the tier we recommend, monthly costs in INR and the results we expect in 90 days, ${proposalPromise}.`}
        quoteSearch={quoteSearch}
      />
    </>
  );
}

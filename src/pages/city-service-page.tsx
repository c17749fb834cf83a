// The city-service template (/services/{service}/{place}, and the two Delhi pages that repeat it):
// one service in one place, from that place's content file, which loads as its own chunk.
import { use } from 'react';
import { Check } from 'lucide-react';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { FaqList } from '../components/content/faq-list';
import { MarketArticle } from '../components/content/market-article';
import { MarketChips } from '../components/content/market-chips';
import { Fold } from '../components/content/fold';
import type { SplitLead } from '../components/content/lead-sentence';
import { MarketLinkCards } from '../components/content/market-link-cards';
import { MarketMetricCards } from '../components/content/market-metric-cards';
import { MarketSection, type MarketHeading } from '../components/content/market-section';
import { TitledFolds } from '../components/content/titled-folds';
import {
  cityServicePage,
  existingPages,
  locationPageOf,
  otherServicesInPlace,
  paramOf,
  sameServiceNearby,
} from '../components/content/market-related-pages';
import { pageIndex } from '../site/page-index';
import { familyContent } from '../site/loading/family-content';
import type { CityContent, CityServiceContent } from '../content/city-services/schema';
import type { TemplateProps } from '../site/loading/template-props';
import { replyPromise, proposalPromise } from '../../shared/facts/promise-phrases';
import { gstExcluded } from '../../shared/facts/fact-phrases';
import { adjustmentWords, cityPrice } from '../../shared/facts/city-price';
import { unbasedResultsShown } from '../../shared/facts/unbased-results';
import { SampleNote } from '../components/content/sample-note';
import type { ShownResult } from '../../shared/facts/result-claims';
import { quoteCta } from '../../shared/visitor-words';

type Example = CityServiceContent['example'];
/** A service's block as shown: its intro split into the lead sentence and the rest. */
type ShownBlock = Omit<CityServiceContent, 'example' | 'intro'> & {
  example?: ShownResult<Example>;
  intro: SplitLead;
};
type ShownCity = Omit<CityContent, 'services'> & {
  services: Record<string, ShownBlock>;
  /** The first screen's map figure, as markup. */
  map?: string;
};

// Each example is a client result (shared/facts/result-claims.ts): marked as sample data, or left
// out of a production build with real facts when it has no basis. Filtered as it loads, so the
// page never embeds what it hides, and holds no key set to undefined (the prerender embeds only
// plain JSON data). The build inlines unbasedResultsShown, a constant. The place's map is drawn as
// markup and embedded with the content, with each intro split into its lead sentence and the rest,
// so that code and the map's data load only on a move from another page.
const cityContent = familyContent('city-service', {
  modules: import.meta.glob<{ content: CityContent }>([
    '../content/city-services/*.ts',
    '!**/schema.ts',
    '!**/sentence-overlap.ts',
  ]),
  value: async ({ content }): Promise<ShownCity> => {
    const figures = await import('../components/content/place-map-markup');
    const services: Record<string, ShownBlock> = {};
    for (const [slug, { example, intro, ...block }] of Object.entries(content.services)) {
      const rest = { ...block, intro: figures.splitLead(intro) };
      services[slug] = example.basis
        ? { ...rest, example }
        : unbasedResultsShown
          ? { ...rest, example: { ...example, marked: true } }
          : rest;
    }
    const map = figures.placeMapMarkup(content.profile.place, content.profile.localities);
    return map ? { ...content, services, map } : { ...content, services };
  },
  file: (page) => paramOf(page, 'place'),
});

export const preloadContent = cityContent.load;

// The quote form knows web development by its service slug.
const quoteService = (service: string) => (service === 'web-development' ? 'web-design' : service);

function serviceContent(
  content: { services: Record<string, ShownBlock> },
  service: string,
  pageId: string,
): ShownBlock {
  const block = content.services[service];
  if (!block) throw new Error(`No "${service}" content for page "${pageId}"`);
  return block;
}

export default function CityServicePage({ page }: TemplateProps) {
  const place = paramOf(page, 'place');
  const service = paramOf(page, 'service');
  const content = use(cityContent.load(page));
  const block = serviceContent(content, service, page.id);
  const { example } = block;

  // The canonical page names the place and, through its parent, the service.
  const canonical = cityServicePage(pageIndex.pages, service, place);
  const placeName = canonical?.label ?? page.label ?? place;
  const servicePage = canonical?.parent
    ? existingPages(pageIndex.pages, [canonical.parent])[0]
    : undefined;
  const serviceName = servicePage?.title ?? service;
  const quoteSearch = `?service=${quoteService(service)}&city=${place}`;

  const otherServices = otherServicesInPlace(pageIndex.pages, service, place);
  const nearby = sameServiceNearby(pageIndex.pages, service, content.profile.nearby);
  const locationPage = locationPageOf(pageIndex.pages, place);

  const headings: MarketHeading[] = [
    { id: 'market', text: `The market in ${placeName}`, level: 2 },
    { id: 'competition', text: 'Competition', level: 2 },
    { id: 'approach', text: 'How we work', level: 2 },
    ...(example
      ? [{ id: 'example', text: `An example from ${placeName}`, level: 2 } as const]
      : []),
    { id: 'pricing', text: 'Pricing', level: 2 },
    { id: 'profile', text: `Business in ${placeName}`, level: 2 },
    { id: 'faq-heading', text: 'Questions', level: 2 },
  ];
  const hasRelated = otherServices.length + nearby.length > 0 || locationPage !== undefined;
  if (hasRelated) headings.push({ id: 'related', text: 'Related pages', level: 2 });

  // One pricing rule (city-price.ts): the city's price sits beside the national starting price from
  // the business facts, named as a city adjustment when it differs, and every price is before GST.
  const price = cityPrice(service, block.pricing.startingFrom);
  const adjustment = adjustmentWords(price, placeName);
  // The first screen shows only the entry price: content lists higher bands after a semicolon, and
  // the pricing section shows them in full.
  const entryPrice = block.pricing.startingFrom.split(';')[0];
  const { intro } = block;

  return (
    <>
      <PageIntro
        page={page}
        eyebrow={`${serviceName} · ${placeName}`}
        intro={<p>{intro.lead}</p>}
        figure={
          content.map && (
            // Its own layout box is the figure's: the page-intro grid places the figure itself.
            <div className="contents" dangerouslySetInnerHTML={{ __html: content.map }} />
          )
        }
      >
        <p className="w-full text-base text-ink">
          From <strong>{entryPrice}</strong> + GST
        </p>
        <PageLink to="quote" search={quoteSearch} className="btn btn-primary">
          {quoteCta}
        </PageLink>
      </PageIntro>

      <MarketArticle headings={headings}>
        <MarketSection id="market" title={`The market in ${placeName}`}>
          <Fold summary={`Read about the ${placeName} market`}>
            <p className="market-prose">{intro.rest}</p>
            <p className="market-prose">{block.localMarket}</p>
          </Fold>
        </MarketSection>

        <MarketSection id="competition" title={`What competition looks like in ${placeName}`}>
          <Fold summary="Read about the competition">
            <p className="market-prose">{block.competition}</p>
          </Fold>
        </MarketSection>

        <MarketSection id="approach" title={`How we work in ${placeName}`}>
          <TitledFolds items={block.approach} numbered />
        </MarketSection>

        {example && (
          <MarketSection id="example" title={`An example from ${placeName}`}>
            <article className="card market-case-study">
              {example.marked && <SampleNote of="example" />}
              <h3 className="text-xl font-bold">{example.title}</h3>
              <Fold summary="Read the example">
                <p>{example.body}</p>
              </Fold>
              <MarketMetricCards metrics={example.metrics} />
            </article>
          </MarketSection>
        )}

        <MarketSection id="pricing" title={`${serviceName} pricing in ${placeName}`}>
          <div className="card market-pricing">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-muted">
                Starting from
              </p>
              <p className="market-price">{block.pricing.startingFrom}</p>
              {/* The note says what the price means, so it is body text, not small print. */}
              <p className="mt-2 text-muted">
                {adjustment} Every price on this page is {gstExcluded}.
              </p>
            </div>
            <div>
              <h3 className="font-semibold">What is included</h3>
              <ul className="market-checklist">
                {block.pricing.includes.map((item) => (
                  <li key={item}>
                    <Check size={18} aria-hidden="true" className="mt-1 shrink-0 text-accent" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <Fold summary="What drives the price">
            <p className="market-prose">{block.pricing.note}</p>
          </Fold>
        </MarketSection>

        <MarketSection id="profile" title={`Doing business in ${placeName}`}>
          <Fold summary="Its economy, key industries and areas">
            <p className="market-prose">{content.profile.economy}</p>
            <h3 className="market-subtitle">Key industries</h3>
            <ul className="market-industries">
              {content.profile.keyIndustries.map((industry) => (
                <li key={industry}>{industry}</li>
              ))}
            </ul>
            <h3 className="market-subtitle">Areas we serve</h3>
            <MarketChips
              items={content.profile.localities}
              label={`Areas we serve in ${placeName}`}
            />
          </Fold>
        </MarketSection>

        <FaqList faqs={block.faqs} title={`Questions about ${serviceName} in ${placeName}`} />

        {hasRelated && (
          <MarketSection id="related" title="Related pages">
            {otherServices.length > 0 && (
              <Fold summary={`Other services in ${placeName}`}>
                <MarketLinkCards pages={otherServices} />
              </Fold>
            )}
            {nearby.length > 0 && (
              <>
                <h3 className="market-subtitle">
                  {serviceName} near {placeName}
                </h3>
                <MarketLinkCards pages={nearby} />
              </>
            )}
            {locationPage && (
              <>
                <h3 className="market-subtitle">Everything we do in {placeName}</h3>
                <MarketLinkCards
                  pages={[locationPage]}
                  detail={() => 'Areas covered, services and local FAQs'}
                />
              </>
            )}
          </MarketSection>
        )}
      </MarketArticle>

      <CtaBand
        title={`Get a proposal for ${serviceName} in ${placeName}`}
        text={`Tell us about your business and we will reply ${replyPromise}, with a plan and INR pricing for ${placeName} ${proposalPromise}. Free, and no obligation.`}
        quoteSearch={quoteSearch}
      />
    </>
  );
}

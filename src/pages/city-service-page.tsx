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
import { MarketFold, MarketProse } from '../components/content/market-fold';
import { splitLead } from '../components/content/lead-sentence';
import { MarketLinkCards } from '../components/content/market-link-cards';
import { MarketMetricCards } from '../components/content/market-metric-cards';
import { MarketSection, type MarketHeading } from '../components/content/market-section';
import { MarketTitledCards } from '../components/content/market-titled-cards';
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
import { gstExcluded, gstNote } from '../../shared/facts/fact-phrases';
import { adjustmentWords, cityPrice } from '../../shared/facts/city-price';
import { unbasedResultsShown } from '../../shared/facts/unbased-results';
import { SampleNote } from '../components/content/sample-note';
import type { ShownResult } from '../../shared/facts/result-claims';
import type { PlaceMapMarkup } from '../components/content/place-map-markup';

type Example = CityServiceContent['example'];
type ShownBlock = Omit<CityServiceContent, 'example'> & { example?: ShownResult<Example> };
type ShownCity = Omit<CityContent, 'services'> & {
  services: Record<string, ShownBlock>;
  map?: PlaceMapMarkup;
};

// Each example is a client result (shared/facts/result-claims.ts): marked as sample data, or left
// out of a production build with real facts when it has no basis. Filtered as it loads, so the
// page never embeds what it hides, and holds no key set to undefined (the prerender embeds only
// plain JSON data). The build inlines unbasedResultsShown, a constant. The place's map is drawn as
// markup and embedded with the content, so its code and data load only on a move from another page.
const cityContent = familyContent('city-service', {
  modules: import.meta.glob<{ content: CityContent }>([
    '../content/city-services/*.ts',
    '!**/schema.ts',
    '!**/sentence-overlap.ts',
  ]),
  value: async ({ content }): Promise<ShownCity> => {
    const services: Record<string, ShownBlock> = {};
    for (const [slug, { example, ...rest }] of Object.entries(content.services))
      services[slug] = example.basis
        ? { ...rest, example }
        : unbasedResultsShown
          ? { ...rest, example: { ...example, marked: true } }
          : rest;
    const { placeMapMarkup } = await import('../components/content/place-map-markup');
    const map = placeMapMarkup(content.profile.place);
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
  const entryPrice = block.pricing.startingFrom.split(';')[0];
  const intro = splitLead(block.intro);
  const { localities } = content.profile;

  // The side box shows only the entry price: content lists higher bands after a semicolon, and the
  // pricing section shows them in full.
  const pricingBox = (
    <div className="card mt-6">
      <p className="text-sm font-semibold text-muted">Starting from</p>
      <p className="mt-1 font-bold">
        {entryPrice} {gstNote}
      </p>
      <p className="mt-1 text-muted">{adjustment}</p>
      <PageLink to="quote" search={quoteSearch} className="btn btn-primary mt-4 w-full">
        Get a Free Quote
      </PageLink>
    </div>
  );

  return (
    <>
      <PageIntro
        page={page}
        eyebrow={`${serviceName} · ${placeName}`}
        intro={<p>{intro.lead}</p>}
        figure={
          content.map && (
            <figure className="rm-map rm-map-aside rm-map-inset rm-map-top">
              <div
                className="rm-map-frame"
                style={{ aspectRatio: content.map.ratio }}
                dangerouslySetInnerHTML={{ __html: content.map.html }}
              />
              <figcaption className="rm-map-caption">
                <strong className="rm-map-count">
                  {localities.length} areas we cover in {placeName}
                </strong>
                {localities.join(', ')}.
              </figcaption>
            </figure>
          )
        }
      >
        <p className="w-full text-base text-ink">
          From <strong>{entryPrice}</strong> + GST
        </p>
        <PageLink to="quote" search={quoteSearch} className="btn btn-primary">
          Get a Free Quote
        </PageLink>
        <a href="#pricing" className="btn btn-secondary">
          See pricing
        </a>
      </PageIntro>

      <MarketArticle headings={headings} aside={pricingBox}>
        <MarketSection id="market" title={`The market in ${placeName}`}>
          <MarketProse text={block.localMarket} more={`More on the ${placeName} market`} />
        </MarketSection>

        <MarketSection id="competition" title={`What competition looks like in ${placeName}`}>
          <MarketProse text={block.competition} more="More on the competition" />
        </MarketSection>

        <MarketSection id="approach" title={`How we work in ${placeName}`}>
          {intro.rest && <p className="market-prose mb-5">{intro.rest}</p>}
          <MarketTitledCards items={block.approach} numbered />
        </MarketSection>

        {example && (
          <MarketSection id="example" title={`An example from ${placeName}`}>
            <article className="card market-case-study">
              {example.marked && <SampleNote of="example" />}
              <h3 className="text-xl font-bold">{example.title}</h3>
              <p className="mt-3">{example.body}</p>
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
          <p className="market-prose mt-4">{block.pricing.note}</p>
        </MarketSection>

        <MarketSection id="profile" title={`Doing business in ${placeName}`}>
          <MarketProse text={content.profile.economy} more={`More on business in ${placeName}`} />
          <MarketFold summary="Key industries and areas we serve">
            <h3 className="market-subtitle">Key industries</h3>
            <ul className="market-industries">
              {content.profile.keyIndustries.map((industry) => (
                <li key={industry}>{industry}</li>
              ))}
            </ul>
            <h3 className="market-subtitle">Areas we serve</h3>
            <MarketChips items={localities} label={`Areas we serve in ${placeName}`} />
          </MarketFold>
        </MarketSection>

        <FaqList faqs={block.faqs} title={`Questions about ${serviceName} in ${placeName}`} />

        {hasRelated && (
          <MarketSection id="related" title="Related pages">
            {otherServices.length > 0 && (
              <>
                <h3 className="market-subtitle">Other services in {placeName}</h3>
                <MarketLinkCards pages={otherServices} />
              </>
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

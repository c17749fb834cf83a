// The location template (/locations/*, and the Connaught Place page): doing business in a place,
// the areas we cover and the services available there, from the place's own content chunk.
import { use } from 'react';
import { ArrowRight } from 'lucide-react';
import { PageIntro } from '../components/page-intro';
import { PlaceMap } from '../components/content/place-map';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { FaqList } from '../components/content/faq-list';
import { MarketArticle } from '../components/content/market-article';
import { MarketChips } from '../components/content/market-chips';
import { MarketLinkCards } from '../components/content/market-link-cards';
import { MarketSection, type MarketHeading } from '../components/content/market-section';
import { TitledFolds } from '../components/content/titled-folds';
import { existingPages, paramOf } from '../components/content/market-related-pages';
import { pageIndex } from '../site/page-index';
import type { LocationContent } from '../content/locations/schema';
import { familyContent } from '../site/loading/family-content';
import type { TemplateProps } from '../site/loading/template-props';
import { replyPromise, proposalPromise } from '../../shared/facts/promise-phrases';
import { quoteCta } from '../../shared/visitor-words';

const locationContent = familyContent('location', {
  modules: import.meta.glob<{ content: LocationContent }>([
    '../content/locations/*.ts',
    '!**/schema.ts',
  ]),
  value: (module) => module.content,
  file: (page) => paramOf(page, 'place'),
});

export const preloadContent = locationContent.load;

type City = NonNullable<LocationContent['cities']>[number];

function CityCard({ city }: { city: City }) {
  const target = city.pageId ? existingPages(pageIndex.pages, [city.pageId])[0] : undefined;
  const body = (
    <>
      <span className="flex items-start justify-between gap-3 font-semibold">
        {city.name}
        {target && <ArrowRight size={18} aria-hidden="true" className="mt-1 shrink-0 text-brand" />}
      </span>
      <span className="mt-1 block text-sm text-muted">{city.note}</span>
    </>
  );
  return (
    <li>
      {target ? (
        <PageLink to={target.id} className="card block market-link-card">
          {body}
        </PageLink>
      ) : (
        <div className="card h-full">{body}</div>
      )}
    </li>
  );
}

export default function LocationPage({ page }: TemplateProps) {
  const place = paramOf(page, 'place');
  const content = use(locationContent.load(page));
  const placeName = page.label ?? page.title;
  const isState = content.cities !== undefined;
  // The quote form takes a city; a state page leaves the field for the visitor to choose.
  const quoteSearch = isState ? '' : `?city=${place}`;
  const services = existingPages(pageIndex.pages, content.serviceIds);
  const nearby = existingPages(pageIndex.pages, content.nearby);

  const headings: MarketHeading[] = [
    { id: 'business', text: `Business in ${placeName}`, level: 2 },
    { id: 'areas', text: 'Areas we cover', level: 2 },
    { id: 'winning', text: 'Winning customers online', level: 2 },
    { id: 'services', text: `Services in ${placeName}`, level: 2 },
    ...(isState ? [{ id: 'cities', text: 'Business cities', level: 2 } as const] : []),
    { id: 'nearby', text: 'Nearby', level: 2 },
    { id: 'faq-heading', text: 'Questions', level: 2 },
  ];

  return (
    <>
      <PageIntro
        page={page}
        eyebrow={isState ? `Across ${placeName}` : `Digital marketing · ${placeName}`}
        intro={<p>{content.intro[0]}</p>}
        figure={<PlaceMap place={place} areas={content.areasCovered} />}
      >
        <PageLink to="quote" search={quoteSearch} className="btn btn-primary">
          {quoteCta}
        </PageLink>
        <a href="#services" className="btn btn-secondary">
          Services in {placeName}
        </a>
      </PageIntro>

      <MarketArticle headings={headings}>
        <MarketSection id="business" title={`Doing business in ${placeName}`}>
          <p className="market-prose">{content.intro[1]}</p>
          <h3 className="market-subtitle">The local economy</h3>
          <p className="market-prose">{content.economy}</p>
        </MarketSection>

        <MarketSection id="areas" title="Areas we cover">
          <MarketChips items={content.areasCovered} label={`Areas we cover in ${placeName}`} />
        </MarketSection>

        <MarketSection id="winning" title={`How ${placeName} businesses win customers online`}>
          <TitledFolds items={content.highlights} />
        </MarketSection>

        <MarketSection id="services" title={`Services available in ${placeName}`}>
          <MarketLinkCards pages={services} />
        </MarketSection>

        {content.cities && (
          <MarketSection id="cities" title={`Business cities of ${placeName}`}>
            <ul className="market-link-grid">
              {content.cities.map((city) => (
                <CityCard key={city.name} city={city} />
              ))}
            </ul>
          </MarketSection>
        )}

        <MarketSection id="nearby" title={`Near ${placeName}`}>
          <MarketLinkCards pages={nearby} />
        </MarketSection>

        <FaqList faqs={content.faqs} title={`Questions from ${placeName} businesses`} />
      </MarketArticle>

      <CtaBand
        title={`Grow your business in ${placeName}`}
        text={`Tell us what you sell and where your customers are, and we will reply ${replyPromise}, with a plan and INR pricing for ${placeName} ${proposalPromise}. Free, and no obligation.`}
        quoteSearch={quoteSearch}
      />
    </>
  );
}

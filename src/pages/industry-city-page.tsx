// The industry-city template (/industries/{industry}-digital-marketing/{place}, and the Bangalore
// healthcare page that repeats one): an industry in one place, from its own content chunk.
import { use } from 'react';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { FaqList } from '../components/content/faq-list';
import { MarketArticle } from '../components/content/market-article';
import { MarketCaseStudy } from '../components/content/market-case-study';
import { MarketChips } from '../components/content/market-chips';
import { MarketKpiTable } from '../components/content/market-kpi-table';
import { MarketLinkCards } from '../components/content/market-link-cards';
import { MarketSection, type MarketHeading } from '../components/content/market-section';
import { MarketTitledCards } from '../components/content/market-titled-cards';
import {
  existingPages,
  industryCityPages,
  locationPageOf,
  paramOf,
} from '../components/content/market-related-pages';
import { inSentence } from '../components/content/market-words';
import { pageIndex } from '../site/page-index';
import type { IndustryCityContent } from '../content/industries/schema';
import { familyContent } from '../site/loading/family-content';
import type { TemplateProps } from '../site/loading/template-props';
import { replyPromise, proposalPromise } from '../../shared/facts/promise-phrases';

/** Content files are named '<industry>-<place>', e.g. 'healthcare-bangalore'. */
const industryCityContent = familyContent('industry-city', {
  modules: import.meta.glob<{ content: IndustryCityContent }>('../content/industries/by-city/*.ts'),
  value: (module) => module.content,
  file: (page) => `${paramOf(page, 'industry')}-${paramOf(page, 'place')}`,
});

export const preloadContent = industryCityContent.load;

export default function IndustryCityPage({ page }: TemplateProps) {
  const content = use(industryCityContent.load(page));
  const industry = paramOf(page, 'industry');
  const place = paramOf(page, 'place');

  // The canonical page names the place; its parent, the industry page, names the industry.
  const canonical =
    existingPages(pageIndex.pages, [`industry-city:${industry}:${place}`])[0] ?? page;
  const placeName = canonical.label ?? place;
  const industryPage = canonical.parent
    ? existingPages(pageIndex.pages, [canonical.parent])[0]
    : undefined;
  const industryName = industryPage?.label ?? industry;

  const services = existingPages(pageIndex.pages, content.serviceIds);
  const fullStudy = content.caseStudyId
    ? existingPages(pageIndex.pages, [content.caseStudyId])[0]
    : undefined;
  const otherPlaces = industryPage
    ? industryCityPages(pageIndex.pages, industryPage.id, place)
    : [];
  const locationPage = locationPageOf(pageIndex.pages, place);
  const related = [...(industryPage ? [industryPage] : []), ...otherPlaces];
  if (locationPage) related.push(locationPage);
  const quoteSearch = `?city=${place}`;

  const headings: MarketHeading[] = [
    { id: 'market', text: `The market in ${placeName}`, level: 2 },
    { id: 'challenges', text: 'Challenges', level: 2 },
    { id: 'strategies', text: 'Strategies', level: 2 },
    { id: 'kpis', text: 'KPIs and benchmarks', level: 2 },
    { id: 'case-study', text: 'Case study', level: 2 },
    { id: 'services', text: 'Services', level: 2 },
    { id: 'faq-heading', text: 'Questions', level: 2 },
    { id: 'related', text: 'Related pages', level: 2 },
  ];

  return (
    <>
      <PageIntro
        page={page}
        eyebrow={`${industryName} · ${placeName}`}
        intro={<p>{content.intro[0]}</p>}
      >
        <PageLink to="quote" search={quoteSearch} className="btn btn-primary">
          Get a Free Quote
        </PageLink>
        <a href="#case-study" className="btn btn-secondary">
          Read the case study
        </a>
      </PageIntro>

      <MarketArticle headings={headings}>
        <MarketSection id="market" title={`The ${inSentence(industryName)} market in ${placeName}`}>
          {[...content.intro.slice(1), ...content.localMarket].map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="market-prose">
              {paragraph}
            </p>
          ))}
          <h3 className="market-subtitle">Clusters and hubs</h3>
          <MarketChips
            items={content.clusters}
            label={`${industryName} clusters and hubs in ${placeName}`}
          />
        </MarketSection>

        <MarketSection id="challenges" title={`Challenges in ${placeName}`}>
          <MarketTitledCards items={content.challenges} />
        </MarketSection>

        <MarketSection id="strategies" title={`What works in ${placeName}`}>
          <MarketTitledCards items={content.strategies} numbered />
        </MarketSection>

        <MarketSection id="kpis" title={`KPIs and ${placeName} benchmarks`}>
          <MarketKpiTable
            kpis={content.kpis}
            caption={`${industryName} marketing KPIs with ${placeName} benchmarks`}
          />
        </MarketSection>

        <MarketSection id="case-study" title="Case study">
          <MarketCaseStudy study={content.caseStudy} fullStudy={fullStudy} />
        </MarketSection>

        <MarketSection
          id="services"
          title={`Services for ${inSentence(industryName)} in ${placeName}`}
        >
          <MarketLinkCards pages={services} />
        </MarketSection>

        <FaqList faqs={content.faqs} title={`Questions from ${placeName}`} />

        <MarketSection id="related" title="Related pages">
          <MarketLinkCards pages={related} />
        </MarketSection>
      </MarketArticle>

      <CtaBand
        title={`Grow your ${inSentence(industryName)} business in ${placeName}`}
        text={`Tell us about your business and we will reply ${replyPromise}, with a plan and INR pricing for ${placeName} ${proposalPromise}. Free, and no obligation.`}
        quoteSearch={quoteSearch}
      />
    </>
  );
}

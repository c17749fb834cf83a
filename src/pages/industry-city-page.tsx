// The industry-city template (/industries/{industry}-digital-marketing/{place}, and the Bangalore
// healthcare page that repeats one): an industry in one place, from its own content chunk.
import { use } from 'react';
import {
  coreParts,
  FAQ_PART,
  IndustryMarketBody,
} from '../components/content/industry-market-body';
import { MarketChips } from '../components/content/market-chips';
import { MarketLinkCards } from '../components/content/market-link-cards';
import {
  existingPages,
  industryCityPages,
  locationPageOf,
  paramOf,
} from '../components/content/market-related-pages';
import { inSentence } from '../components/content/market-words';
import { Fold } from '../components/content/fold';
import { pageIndex } from '../site/page-index';
import type { IndustryCityContent } from '../content/industries/schema';
import { withShownCaseStudy } from '../content/case-studies/summary-basis';
import { familyContent } from '../site/loading/family-content';
import type { TemplateProps } from '../site/loading/template-props';
import { replyPromise, proposalPromise } from '../../shared/facts/promise-phrases';

/**
 * Content files are named '<industry>-<place>', e.g. 'healthcare-bangalore'. The plan's figure is
 * drawn as markup and embedded with the content, so its code loads only on a move from another page.
 */
const industryCityContent = familyContent('industry-city', {
  modules: import.meta.glob<{ content: IndustryCityContent }>('../content/industries/by-city/*.ts'),
  value: async (module) => {
    const figures = await import('../components/content/plan-figure-markup');
    return {
      ...withShownCaseStudy(module.content),
      plan: figures.planFigureMarkup(module.content),
      lead: figures.splitLead(module.content.intro[0]),
    };
  },
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

  const otherPlaces = industryPage
    ? industryCityPages(pageIndex.pages, industryPage.id, place)
    : [];
  const locationPage = locationPageOf(pageIndex.pages, place);
  const related = [...(industryPage ? [industryPage] : []), ...otherPlaces];
  if (locationPage) related.push(locationPage);
  const quoteSearch = `?city=${place}`;
  const intro = content.lead;
  const core = coreParts(
    content,
    {
      challenges: `Challenges in ${placeName}`,
      strategies: `What works in ${placeName}`,
      kpis: `KPIs and ${placeName} benchmarks`,
      kpiCaption: `${industryName} marketing KPIs with ${placeName} benchmarks`,
      services: `Services for ${inSentence(industryName)} in ${placeName}`,
    },
    pageIndex.pages,
  );

  return (
    <IndustryMarketBody
      page={page}
      eyebrow={`${industryName} · ${placeName}`}
      lead={intro.lead}
      plan={content.plan}
      quoteSearch={quoteSearch}
      parts={[
        {
          id: 'market',
          nav: `The market in ${placeName}`,
          title: `The ${inSentence(industryName)} market in ${placeName}`,
          children: (
            <>
              {intro.rest && <p className="market-prose">{intro.rest}</p>}
              <Fold summary="Read about the market and its hubs">
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
              </Fold>
            </>
          ),
        },
        core.challenges,
        core.strategies,
        core.kpis,
        core.caseStudy,
        core.services,
        FAQ_PART,
        {
          id: 'related',
          nav: 'Related pages',
          title: 'Related pages',
          children: <MarketLinkCards pages={related} />,
        },
      ]}
      faqs={content.faqs}
      faqTitle={`Questions from ${placeName}`}
      cta={{
        title: `Grow your ${inSentence(industryName)} business in ${placeName}`,
        text: `Tell us about your business and we will reply ${replyPromise}, with a plan and INR pricing for ${placeName} ${proposalPromise}. Free, and no obligation.`,
      }}
    />
  );
}

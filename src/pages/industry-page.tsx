// The industry template (/industries/{slug}): the industry in India, its marketing challenges,
// strategies, KPIs, rules and a case study, from the industry's own content chunk.
import { use } from 'react';
import {
  coreParts,
  FAQ_PART,
  IndustryMarketBody,
  type MarketPart,
} from '../components/content/industry-market-body';
import { MarketLinkCards } from '../components/content/market-link-cards';
import { industryCityPages, paramOf } from '../components/content/market-related-pages';
import { TitledFolds } from '../components/content/titled-folds';
import { inSentence } from '../components/content/market-words';
import { Fold } from '../components/content/fold';
import { pageIndex } from '../site/page-index';
import type { IndustryContent } from '../content/industries/schema';
import { withShownCaseStudy } from '../content/case-studies/summary-basis';
import { familyContent } from '../site/loading/family-content';
import type { TemplateProps } from '../site/loading/template-props';
import { replyPromise, proposalPromise } from '../../shared/facts/promise-phrases';

// Only the industry files themselves: by-city content sits in a subfolder with its own template. The
// plan's figure is drawn as markup and embedded with the content, so its code loads only on a move
// from another page.
const industryContent = familyContent('industry', {
  modules: import.meta.glob<{ content: IndustryContent }>([
    '../content/industries/*.ts',
    '!**/schema.ts',
  ]),
  value: async (module) => {
    const figures = await import('../components/content/plan-figure-markup');
    return {
      ...withShownCaseStudy(module.content),
      plan: figures.planFigureMarkup(module.content),
      lead: figures.splitLead(module.content.overview[0]),
    };
  },
  file: (page) => paramOf(page, 'industry'),
});

export const preloadContent = industryContent.load;

export default function IndustryPage({ page }: TemplateProps) {
  const content = use(industryContent.load(page));
  const name = page.label ?? page.title;
  const intro = content.lead;
  const cityPages = industryCityPages(pageIndex.pages, page.id);
  const core = coreParts(
    content,
    {
      challenges: `The marketing challenges of ${inSentence(name)}`,
      strategies: 'Strategies that work',
      kpis: 'KPIs and benchmarks',
      kpiCaption: `${name} marketing KPIs with benchmarks`,
      services: `Services for ${inSentence(name)} businesses`,
    },
    pageIndex.pages,
  );
  const overview: MarketPart = {
    id: 'overview',
    nav: 'The market in India',
    title: `${name} in India: how buyers search and decide`,
    children: (
      <Fold summary="Read about the market">
        {[intro.rest, ...content.overview.slice(1)].map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="market-prose">
            {paragraph}
          </p>
        ))}
      </Fold>
    ),
  };
  const regulations: MarketPart = {
    id: 'regulations',
    nav: 'Rules to follow',
    title: 'Rules that shape the marketing',
    children: <TitledFolds items={content.regulations} />,
  };
  const cities: MarketPart[] =
    cityPages.length > 0
      ? [
          {
            id: 'cities',
            nav: 'By city',
            title: `${name} marketing by city`,
            children: (
              <Fold summary="See the cities">
                <MarketLinkCards pages={cityPages} />
              </Fold>
            ),
          },
        ]
      : [];

  return (
    <IndustryMarketBody
      page={page}
      eyebrow="Industries"
      lead={intro.lead}
      plan={content.plan}
      parts={[
        overview,
        core.challenges,
        core.strategies,
        core.kpis,
        regulations,
        core.caseStudy,
        core.services,
        ...cities,
        FAQ_PART,
      ]}
      faqs={content.faqs}
      faqTitle={`Questions about ${inSentence(name)} marketing`}
      cta={{
        title: `Plan your ${inSentence(name)} marketing with us`,
        text: `Tell us about your business, your buyers and your sales cycle, and we will reply ${replyPromise}, with a plan and INR pricing ${proposalPromise}. Free, and no obligation.`,
      }}
    />
  );
}

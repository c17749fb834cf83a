// The industry template (/industries/{slug}): the industry in India, its marketing challenges,
// strategies, KPIs, rules and a case study, from the industry's own content chunk.
import { use } from 'react';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { CtaBand } from '../components/content/cta-band';
import { FaqList } from '../components/content/faq-list';
import { MarketArticle } from '../components/content/market-article';
import { MarketCaseStudy } from '../components/content/market-case-study';
import { MarketKpiTable } from '../components/content/market-kpi-table';
import { MarketLinkCards } from '../components/content/market-link-cards';
import { MarketSection, type MarketHeading } from '../components/content/market-section';
import { MarketTitledCards } from '../components/content/market-titled-cards';
import {
  existingPages,
  industryCityPages,
  paramOf,
} from '../components/content/market-related-pages';
import { inSentence } from '../components/content/market-words';
import { pageIndex } from '../site/page-index';
import type { IndustryContent } from '../content/industries/schema';
import { familyContent } from '../site/loading/family-content';
import type { TemplateProps } from '../site/loading/template-props';
import { replyPromise, proposalPromise } from '../../shared/facts/promise-phrases';

// Only the industry files themselves: by-city content sits in a subfolder with its own template.
const industryContent = familyContent('industry', {
  modules: import.meta.glob<{ content: IndustryContent }>([
    '../content/industries/*.ts',
    '!**/schema.ts',
  ]),
  value: (module) => module.content,
  file: (page) => paramOf(page, 'industry'),
});

export const preloadContent = industryContent.load;

export default function IndustryPage({ page }: TemplateProps) {
  const content = use(industryContent.load(page));
  const name = page.label ?? page.title;
  const services = existingPages(pageIndex.pages, content.serviceIds);
  const cityPages = industryCityPages(pageIndex.pages, page.id);
  const fullStudy = content.caseStudyId
    ? existingPages(pageIndex.pages, [content.caseStudyId])[0]
    : undefined;

  const headings: MarketHeading[] = [
    { id: 'overview', text: 'The market in India', level: 2 },
    { id: 'challenges', text: 'Challenges', level: 2 },
    { id: 'strategies', text: 'Strategies', level: 2 },
    { id: 'kpis', text: 'KPIs and benchmarks', level: 2 },
    { id: 'regulations', text: 'Rules to follow', level: 2 },
    { id: 'case-study', text: 'Case study', level: 2 },
    { id: 'services', text: 'Services', level: 2 },
    ...(cityPages.length > 0 ? [{ id: 'cities', text: 'By city', level: 2 } as const] : []),
    { id: 'faq-heading', text: 'Questions', level: 2 },
  ];

  return (
    <>
      <PageIntro page={page} eyebrow="Industries" intro={<p>{content.overview[0]}</p>}>
        <PageLink to="quote" className="btn btn-primary">
          Get a Free Quote
        </PageLink>
        <a href="#case-study" className="btn btn-secondary">
          Read the case study
        </a>
      </PageIntro>

      <MarketArticle headings={headings}>
        <MarketSection id="overview" title={`${name} in India: how buyers search and decide`}>
          {content.overview.slice(1).map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="market-prose">
              {paragraph}
            </p>
          ))}
        </MarketSection>

        <MarketSection id="challenges" title={`The marketing challenges of ${inSentence(name)}`}>
          <MarketTitledCards items={content.challenges} />
        </MarketSection>

        <MarketSection id="strategies" title="Strategies that work">
          <MarketTitledCards items={content.strategies} numbered />
        </MarketSection>

        <MarketSection id="kpis" title="KPIs and benchmarks">
          <MarketKpiTable kpis={content.kpis} caption={`${name} marketing KPIs with benchmarks`} />
        </MarketSection>

        <MarketSection id="regulations" title="Rules that shape the marketing">
          <MarketTitledCards items={content.regulations} />
        </MarketSection>

        <MarketSection id="case-study" title="Case study">
          <MarketCaseStudy study={content.caseStudy} fullStudy={fullStudy} />
        </MarketSection>

        <MarketSection id="services" title={`Services for ${inSentence(name)} businesses`}>
          <MarketLinkCards pages={services} />
        </MarketSection>

        {cityPages.length > 0 && (
          <MarketSection id="cities" title={`${name} marketing by city`}>
            <MarketLinkCards pages={cityPages} />
          </MarketSection>
        )}

        <FaqList faqs={content.faqs} title={`Questions about ${inSentence(name)} marketing`} />
      </MarketArticle>

      <CtaBand
        title={`Plan your ${inSentence(name)} marketing with us`}
        text={`Tell us about your business, your buyers and your sales cycle, and we will reply ${replyPromise}, with a plan and INR pricing ${proposalPromise}. Free, and no obligation.`}
      />
    </>
  );
}

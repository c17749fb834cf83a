// The body both industry templates share (/industries/{slug} and an industry in one place): the
// intro with its quote and case-study buttons and the plan in one view (plan-figure-markup.ts), the sections beside their table of contents (built
// from the same list, so the two never disagree), the questions and the closing call to action.
// The case study is a client result (shared/facts/result-claims.ts): a page whose content loaded
// without it (case-studies/summary-basis.ts) has no case-study section, contents entry or button.
import type { ReactNode } from 'react';
import { PageIntro } from '../page-intro';
import { PageLink } from '../page-link';
import { CtaBand } from './cta-band';
import { FaqList, type Faq } from './faq-list';
import { MarketArticle } from './market-article';
import { MarketCaseStudy } from './market-case-study';
import { Fold } from './fold';
import { MarketKpiTable } from './market-kpi-table';
import { MarketLinkCards } from './market-link-cards';
import { existingPages } from './market-related-pages';
import { MarketSection, type MarketHeading } from './market-section';
import { TitledFolds } from './titled-folds';
import type { CaseStudySummary, IndustryContent } from '../../content/industries/schema';
import type { ShownResult } from '../../../shared/facts/result-claims';
import type { PageSummary } from '../../site/page-summary';
import { quoteCta } from '../../../shared/visitor-words';

/** One section: its h2 id, its name in the table of contents, its title and its content. */
export interface MarketPart {
  id: string;
  nav: string;
  title: string;
  children: ReactNode;
}

/** Where the questions sit among the parts: they render their own section. */
export const FAQ_PART = 'faq';

type Part = MarketPart | typeof FAQ_PART | undefined;

const FAQ_HEADING: MarketHeading = { id: 'faq-heading', text: 'Questions', level: 2 };

/** What both industry content shapes hold, for the sections every industry page has. */
type CoreContent = Pick<
  IndustryContent,
  'challenges' | 'strategies' | 'kpis' | 'caseStudyId' | 'serviceIds'
> & { caseStudy?: ShownResult<CaseStudySummary> };

interface CoreTitles {
  challenges: string;
  strategies: string;
  kpis: string;
  kpiCaption: string;
  services: string;
}

/**
 * The challenges, strategies, KPIs, case study and services sections, titled for the page; `pages`
 * is the page index, where the published case study and the service pages are looked up. The
 * case study part is undefined when the content comes without it.
 */
export function coreParts(content: CoreContent, titles: CoreTitles, pages: readonly PageSummary[]) {
  const fullStudy = content.caseStudyId
    ? existingPages(pages, [content.caseStudyId])[0]
    : undefined;
  return {
    challenges: {
      id: 'challenges',
      nav: 'Challenges',
      title: titles.challenges,
      children: <TitledFolds items={content.challenges} />,
    },
    strategies: {
      id: 'strategies',
      nav: 'Strategies',
      title: titles.strategies,
      children: <TitledFolds items={content.strategies} numbered />,
    },
    kpis: {
      id: 'kpis',
      nav: 'KPIs and benchmarks',
      title: titles.kpis,
      children: (
        <Fold summary="See the benchmarks">
          <MarketKpiTable kpis={content.kpis} caption={titles.kpiCaption} />
        </Fold>
      ),
    },
    caseStudy: content.caseStudy && {
      id: 'case-study',
      nav: 'Case study',
      title: 'Case study',
      children: <MarketCaseStudy study={content.caseStudy} fullStudy={fullStudy} />,
    },
    services: {
      id: 'services',
      nav: 'Services',
      title: titles.services,
      children: <MarketLinkCards pages={existingPages(pages, content.serviceIds)} />,
    },
  } satisfies Record<string, MarketPart | undefined>;
}

interface Props {
  page: PageSummary;
  eyebrow: string;
  /** The intro's paragraph. */
  lead: string;
  /** The inside of the plan's figure as markup: its drawing and caption. */
  plan: string;
  /** Pre-fills the quote form, e.g. '?city=pune'. */
  quoteSearch?: string;
  parts: Part[];
  faqs: Faq[];
  faqTitle: string;
  cta: { title: string; text: string };
}

export function IndustryMarketBody({
  page,
  eyebrow,
  lead,
  plan,
  quoteSearch,
  parts,
  faqs,
  faqTitle,
  cta,
}: Props) {
  const shown = parts.filter((part) => part !== undefined);
  const headings = shown.map((part): MarketHeading =>
    part === FAQ_PART ? FAQ_HEADING : { id: part.id, text: part.nav, level: 2 },
  );
  return (
    <>
      <PageIntro
        page={page}
        eyebrow={eyebrow}
        intro={<p>{lead}</p>}
        figure={<figure className="ar-figure" dangerouslySetInnerHTML={{ __html: plan }} />}
      >
        <PageLink to="quote" search={quoteSearch} className="btn btn-primary">
          {quoteCta}
        </PageLink>
        {shown.some((part) => part !== FAQ_PART && part.id === 'case-study') && (
          <a href="#case-study" className="btn btn-secondary">
            Read the case study
          </a>
        )}
      </PageIntro>

      <MarketArticle headings={headings}>
        {shown.map((part) =>
          part === FAQ_PART ? (
            <FaqList key={FAQ_PART} faqs={faqs} title={faqTitle} />
          ) : (
            <MarketSection key={part.id} id={part.id} title={part.title}>
              {part.children}
            </MarketSection>
          ),
        )}
      </MarketArticle>

      <CtaBand title={cta.title} text={cta.text} quoteSearch={quoteSearch} />
    </>
  );
}

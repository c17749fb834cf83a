// The resource pages (/resources/<slug>): the long-form digital marketing guide and the AI
// automation resources (Markdown with a sticky table of contents), and the industry benchmark
// report (charts and tables drawn from data). Each resource's content is its own chunk. The report's
// data comes from client accounts, a client result (shared/facts/result-claims.ts): a production
// build with real facts leaves it out without a basis, and the page offers the benchmarks on request.
// Its intro figure follows the same rule: cost per lead by industry, else what the report measures.
import { createElement, use } from 'react';
import { BookOpen, Clock } from 'lucide-react';
import { descriptions } from 'virtual:reachmark/page-descriptions/resource';
import { ArticleWithToc } from '../components/content/article-with-toc';
import { CtaBand } from '../components/content/cta-band';
import { ProseHtml } from '../components/content/prose-html';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import type { RenderedMarkdown } from '../content/blog/markdown';
import type { IndustryReport } from '../content/resources/schema';
import { familyContent } from '../site/loading/family-content';
import { createResourceCache } from '../site/loading/resource-cache';
import type { PageRef, TemplateProps } from '../site/loading/template-props';
import { proposalPromise } from '../../shared/facts/promise-phrases';
import { groupDigitsEnIn } from '../../shared/indian-numbers';
import { unbasedResultsShown } from '../../shared/facts/unbased-results';
import { SampleNote } from '../components/content/sample-note';

type ResourceContent =
  | { kind: 'markdown'; doc: RenderedMarkdown }
  | { kind: 'report'; report: IndustryReport; figure: string }
  | { kind: 'withheld'; figure: string };

const REPORT = 'industry-reports-resources';

const resourceOf = (page: PageRef): string => page.params?.resource ?? '';

const markdown = (module: { default: RenderedMarkdown }): ResourceContent => ({
  kind: 'markdown',
  doc: module.default,
});

/** Each resource page's content (data only, so the prerender can embed it), by params.resource. */
const content = familyContent<ResourceContent, ResourceContent>('resource', {
  modules: {
    'digital-marketing-guide': () =>
      import('../content/resources/digital-marketing-guide.md').then(markdown),
    'ai-automation-resources': () =>
      import('../content/resources/ai-automation-resources.md').then(markdown),
    // The report comes with its first-screen figure (build/content-figures/benchmark-report.ts),
    // embedded as page data: its results under the claim rule, else what they measure.
    [REPORT]: () =>
      import('../content/resources/industry-reports').then(({ industryReport: report }) =>
        report.basis || unbasedResultsShown
          ? import('virtual:content-figure/benchmark-report').then(
              ({ figure }): ResourceContent => ({ kind: 'report', report, figure }),
            )
          : import('virtual:content-figure/benchmark-measures').then(
              ({ figure }): ResourceContent => ({ kind: 'withheld', figure }),
            ),
      ),
  },
  value: (resource) => resource,
  file: resourceOf,
});

// The report's charts and tables are code of their own, so the guides never load them.
const reportView = createResourceCache(
  (_key: 'view') =>
    import('../components/content/industry-report-view').then((m) => m.IndustryReportView),
  { moduleOf: () => 'src/components/content/industry-report-view.tsx' },
);

export const preloadContent = (page: PageRef) =>
  Promise.all([
    content.load(page),
    resourceOf(page) === REPORT ? reportView.load('view') : undefined,
  ]);

/** Beyond this many headings, the sticky contents list only the h2 sections. */
const FULL_TOC_LIMIT = 20;

/** Where a reader of each resource is likely to go next. */
const nextSteps: Record<string, string[]> = {
  'digital-marketing-guide': ['tool:seo-analyzer', 'resource:industry-reports-resources', 'blog'],
  'ai-automation-resources': [
    'service:ai-automation',
    'service:marketing-automation',
    'post:ai-chatbots-that-qualify-leads',
  ],
  'industry-reports-resources': [
    'post:google-ads-cost-per-lead-india',
    'service:ppc',
    'tool:keyword-planner',
  ],
};

export default function ResourcePage({ page }: TemplateProps) {
  const resource = resourceOf(page);
  const loaded = use(content.load(page));
  return (
    <>
      {loaded.kind === 'markdown' ? (
        <MarkdownResource page={page} doc={loaded.doc} />
      ) : loaded.kind === 'withheld' ? (
        <>
          <PageIntro
            page={page}
            eyebrow="Benchmark report"
            intro={<p>{descriptions[page.id]}</p>}
            figure={<div dangerouslySetInnerHTML={{ __html: loaded.figure }} />}
          />
          <section className="section pt-0" aria-labelledby="benchmarks-heading">
            <h2 id="benchmarks-heading" className="section-title">
              Benchmarks on request
            </h2>
            <p className="mt-2 max-w-3xl text-muted">
              We share cost per click, click-through and conversion rates for your industry and city
              from the accounts we run, when you ask.
            </p>
            <PageLink to="contact" className="btn btn-primary mt-6">
              Ask for the benchmarks
            </PageLink>
          </section>
        </>
      ) : (
        <>
          <PageIntro
            page={page}
            eyebrow="Benchmark report"
            intro={<p>{loaded.report.summary}</p>}
            figure={<div dangerouslySetInnerHTML={{ __html: loaded.figure }} />}
          >
            <p className="ar-meta">
              {loaded.report.period} · {loaded.report.accounts} client accounts · Google Search
            </p>
            {/* The sample names no client records (shared/facts/result-claims.ts). */}
            {!loaded.report.basis && <SampleNote of="report" />}
          </PageIntro>
          <ReportView report={loaded.report} />
        </>
      )}
      <section className="section" aria-labelledby="next-heading">
        <h2 id="next-heading" className="section-title">
          Related pages
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {(nextSteps[resource] ?? []).map((id) => (
            <li key={id}>
              <PageLink to={id} className="card block h-full font-semibold" />
            </li>
          ))}
        </ul>
      </section>
      <CtaBand
        title="Rather have experts do it?"
        text={`We put this material to work for Indian businesses every day. Tell us your goals and get a plan with INR pricing ${proposalPromise}.`}
      />
    </>
  );
}

function ReportView({ report }: { report: IndustryReport }) {
  // The view's component comes from the cache, so it is the same function on every render.
  return createElement(use(reportView.load('view')), { report });
}

function MarkdownResource({ page, doc }: { page: TemplateProps['page']; doc: RenderedMarkdown }) {
  const sections = doc.headings.filter((heading) => heading.level === 2).length;
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Free resource"
        intro={<p>{descriptions[page.id]}</p>}
        figure={doc.figure && <div dangerouslySetInnerHTML={{ __html: doc.figure }} />}
      >
        <p className="ar-meta">
          <span className="inline-flex items-center gap-1">
            <Clock size={14} aria-hidden="true" />
            {doc.readingMinutes} min read
          </span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <BookOpen size={14} aria-hidden="true" />
            {sections} sections, {groupDigitsEnIn(doc.words)} words
          </span>
        </p>
      </PageIntro>
      <ArticleWithToc headings={doc.headings} topLevelOnly={doc.headings.length > FULL_TOC_LIMIT}>
        <ProseHtml html={doc.html} />
      </ArticleWithToc>
    </>
  );
}

// The page of one free SEO tool: its introduction, the tool itself, the other tools and a call to
// action. Each tool's UI is its own chunk, loaded by preloadContent before the page renders, so the
// prerendered HTML already holds the form and a visitor to one tool never downloads the others.
// Once hydrated, the page hands the tool's forms what was typed or sent before (replay-submits.ts).
// Beside the introduction, a screenshot of the tool's real result (decision 0026).
import { createElement, use, useEffect } from 'react';
import { descriptions } from 'virtual:reachmark/page-descriptions/tool';
import { CtaBand } from '../components/content/cta-band';
import { PageIntro } from '../components/page-intro';
import { LineIcon } from '../components/shell-icon';
import { PageLink } from '../components/page-link';
import { pageIndex } from '../site/page-index';
import type { SeoToolView } from '../features/seo-tools/ui/seo-tool-view';
import { REPLAY_READY_ATTRIBUTE } from '../../shared/inline-scripts/submit-hold-script';
import { createResourceCache } from '../site/loading/resource-cache';
import type { PageRef, TemplateProps } from '../site/loading/template-props';

const TOOLS: Record<string, () => Promise<SeoToolView>> = {
  'seo-analyzer': () =>
    import('../features/seo-tools/ui/seo-analyzer-tool').then((m) => m.seoAnalyzerTool),
  'seo-audit-tool': () =>
    import('../features/seo-tools/ui/seo-audit-tool').then((m) => m.seoAuditTool),
  'keyword-planner': () =>
    import('../features/seo-tools/ui/keyword-planner-tool').then((m) => m.keywordPlannerTool),
  'page-speed': () =>
    import('../features/seo-tools/ui/page-speed-tool').then((m) => m.pageSpeedTool),
  'competitor-analysis': () =>
    import('../features/seo-tools/ui/competitor-analysis-tool').then(
      (m) => m.competitorAnalysisTool,
    ),
};

const OTHER_TOOLS = Object.keys(TOOLS).map((slug) => `tool:${slug}`);

/** The tools that can also check a page by its address, through our server. */
const ADDRESS_TOOLS = new Set([
  'seo-analyzer',
  'seo-audit-tool',
  'competitor-analysis',
  'page-speed',
]);

/** The tool's module, loaded once per tool; an unknown tool is a registry error. */
const toolViews = createResourceCache(
  (slug: string) => {
    const load = TOOLS[slug];
    return load ? load() : Promise.reject(new Error(`No SEO tool "${slug}"`));
  },
  { moduleOf: (slug) => `src/features/seo-tools/ui/${slug.replace(/-tool$/, '')}-tool.tsx` },
);

const slugOf = (page: PageRef): string => page.params?.tool ?? '';

/** Lucide's shield-check (ISC licence): the tool pages' one icon, without lucide-react's 1.6 KB. */
const SHIELD_CHECK =
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zM9 12l2 2 4-4';

/** The tool's screenshot as figure HTML (npm run screenshots), embedded in the page as data. */
const screenshots = createResourceCache(
  (slug: string) =>
    import('virtual:tool-screenshots').then(({ toolScreenshots }) => toolScreenshots[slug]!.figure),
  { embedAs: 'tool' },
);

export const preloadContent = (page: PageRef) =>
  Promise.all([toolViews.load(slugOf(page)), screenshots.load(slugOf(page))]);

/** Loaded after hydration, outside the page's first load; if it cannot load, forms go through. */
const replaySubmits = () =>
  import('../features/seo-tools/replay-submits').then(
    (module) => module.replaySubmits(),
    () => document.documentElement.setAttribute(REPLAY_READY_ATTRIBUTE, ''),
  );

export default function ToolPage({ page }: TemplateProps) {
  const tool = use(toolViews.load(slugOf(page)));
  const screenshot = use(screenshots.load(slugOf(page)));
  useEffect(() => void replaySubmits(), []);
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Free SEO tool"
        figure={<div dangerouslySetInnerHTML={{ __html: screenshot }} />}
        intro={
          <>
            <p>{descriptions[page.id]}</p>
            <p className="tool-privacy">
              <LineIcon d={SHIELD_CHECK} />
              {ADDRESS_TOOLS.has(slugOf(page)) ? (
                <span>
                  <span className="tool-badge">Free</span> Pasted HTML and uploaded files are
                  analysed in your browser and never leave it. A web address you enter is fetched by
                  our server, which keeps nothing but speed test results, for a day.{' '}
                  <PageLink to="tool:seo-tools" search="#address-checks" className="link">
                    How address checks work
                  </PageLink>
                  . No sign-up.
                </span>
              ) : (
                <span>
                  <span className="tool-badge">Free</span> Runs entirely in your browser: nothing
                  you paste or upload is sent anywhere or stored. No sign-up, no limits.
                </span>
              )}
            </p>
          </>
        }
      />
      {createElement(tool.View)}
      <section className="section tool-no-print" aria-labelledby="other-tools-heading">
        <h2 id="other-tools-heading" className="section-title">
          More free tools
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {OTHER_TOOLS.filter((id) => id !== page.id).map((id) => (
            <li key={id}>
              <PageLink to={id} className="card block h-full">
                <span className="flex items-center justify-between gap-3 font-semibold">
                  {pageIndex.byId(id).title}
                  <span className="tool-badge">Free</span>
                </span>
                <span className="mt-2 block text-sm text-muted">{descriptions[id]}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </section>
      <div className="tool-no-print">
        <CtaBand title={tool.cta.title} text={tool.cta.text} quoteSearch="?service=seo" />
      </div>
    </>
  );
}

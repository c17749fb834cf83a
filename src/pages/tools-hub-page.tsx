// The free SEO tools hub (/tools/seo-tools, and /resources/seo-tools which points its canonical
// there): each tool as a card saying what it does and when to use it, how the tools keep data
// private, how checking a page by its address works (the page the fetcher's User-Agent names),
// which tool fits which job, and what free tools cannot tell you. The first screen and each card
// show the tools' real results, screenshots taken from the built site (decision 0026).
import { ArrowRight } from 'lucide-react';
import { descriptions } from 'virtual:reachmark/page-descriptions/tools-hub';
import { use } from 'react';
import { CtaBand } from '../components/content/cta-band';
import { createResourceCache } from '../site/loading/resource-cache';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { pageIndex } from '../site/page-index';
import { TOOL_IDS, ToolIcon, type ToolId } from '../features/seo-tools/ui/tool-icon';
import type { TemplateProps } from '../site/loading/template-props';
import { replyPromise, proposalPromise } from '../../shared/facts/promise-phrases';
import { TOOLS_PRODUCT_TOKEN } from '../../shared/tools-api-contract';

const TOOL_CARDS: Record<ToolId, { summary: string; checks: string[]; bestFor: string }> = {
  'tool:seo-analyzer': {
    summary: 'A scored checklist for one page, with why each point matters and how to fix it.',
    checks: [
      'Title, meta description and headings',
      'Alt text, canonical, robots and structured data',
      'Top keywords, density and links',
    ],
    bestFor: 'checking a new or rewritten page before it goes live.',
  },
  'tool:seo-audit-tool': {
    summary:
      'A crawl of up to 500 pages from your address, or the analyzer over pages you upload, plus the problems that only show across pages.',
    checks: [
      'Broken links, redirect chains, noindex pages and slow responses',
      'Sitemap gaps, duplicate titles and descriptions, thin pages',
      'A report to save as PDF, and a CSV',
    ],
    bestFor: 'a business site of 5 to 50 pages, before a redesign or after a migration.',
  },
  'tool:keyword-planner': {
    summary: 'Keyword ideas from a seed, a service and a city, grouped by what the searcher wants.',
    checks: [
      'Local searches with city spellings and “near me”',
      'Price and booking searches, questions, comparisons',
      'Copy the list or export it as CSV',
    ],
    bestFor: 'planning service and city pages, and blog topics that answer real questions.',
  },
  'tool:page-speed': {
    summary:
      'The Core Web Vitals of your own visit, and a plain reading of Lighthouse or HAR files.',
    checks: [
      'LCP, INP, CLS, FCP and TTFB against Google’s thresholds',
      'Heaviest files and bytes by type',
      'Render-blocking requests and what to fix first',
    ],
    bestFor: 'finding out why mobile visitors leave before the page has loaded.',
  },
  'tool:competitor-analysis': {
    summary: 'Two or three pages side by side on every SEO measure, with who wins each row.',
    checks: [
      'Scores, titles, descriptions and headings',
      'Words, alt text, links and structured data',
      'Scripts and stylesheets that slow a page down',
    ],
    bestFor: 'seeing what the page ranking above yours does better.',
  },
};

const PRIVACY_POINTS = [
  {
    title: 'Runs in your browser',
    text: 'Every analysis happens on your own device, in a background worker, so the page stays responsive even on a large file.',
  },
  {
    title: 'Pasted pages stay with you',
    text: 'No HTML, file or keyword you paste or upload leaves your computer. There is no account to create and no email to give.',
  },
  {
    title: 'No waiting on a server',
    text: 'Once a tool has loaded, each analysis runs on your device with no round trip, so a patchy signal on a train between Andheri and Churchgate does not slow it down.',
  },
  {
    title: 'Free, without limits',
    text: 'No daily caps and no “upgrade to see results”. The tools are how we show what we know; use them as often as you like.',
  },
];

const SITUATIONS: { need: string; tool: ToolId }[] = [
  {
    need: 'You have written or redesigned one page and want to check it',
    tool: 'tool:seo-analyzer',
  },
  { need: 'Your whole site needs a health check before a relaunch', tool: 'tool:seo-audit-tool' },
  {
    need: 'You are opening in a new city and need page and blog topics',
    tool: 'tool:keyword-planner',
  },
  { need: 'Visitors on mobile data leave before the page appears', tool: 'tool:page-speed' },
  { need: 'A competitor in your area ranks above you', tool: 'tool:competitor-analysis' },
];

/** The tools' screenshots as HTML (npm run screenshots), embedded in the page as data. */
const screenshots = createResourceCache(
  (_key: 'tools') => import('virtual:tool-screenshots').then((module) => module.toolScreenshots),
  { embedAs: 'tools-hub' },
);

export const preloadContent = () => screenshots.load('tools');

export default function ToolsHubPage({ page }: TemplateProps) {
  const shots = use(screenshots.load('tools'));
  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Free tools · no sign-up"
        intro={<p>{descriptions[page.id]}</p>}
        figure={<div dangerouslySetInnerHTML={{ __html: shots['seo-analyzer']!.figure }} />}
      >
        <PageLink to="tool:seo-analyzer" className="btn btn-primary">
          Analyse a page now
        </PageLink>
        <PageLink to="quote" search="?service=seo" className="btn btn-secondary">
          Ask for an expert audit
        </PageLink>
      </PageIntro>

      <section className="section" aria-labelledby="tools-heading">
        <h2 id="tools-heading" className="section-title">
          Five tools, one job each
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {TOOL_IDS.map((id) => {
            const card = TOOL_CARDS[id];
            return (
              <li key={id}>
                <PageLink to={id} className="card tool-card block h-full">
                  {/* The card's text says what the tool does; its screenshot shows it. */}
                  <span
                    className="block"
                    dangerouslySetInnerHTML={{ __html: shots[id.slice('tool:'.length)]!.card }}
                  />
                  <ToolIcon id={id} />
                  <div className="mt-4 flex items-center justify-between gap-3">
                    <h3 className="text-xl font-bold">{pageIndex.byId(id).title}</h3>
                    <span className="tool-badge">Free</span>
                  </div>
                  <span className="mt-2 block text-muted">{card.summary}</span>
                  <ul className="tool-checklist mt-4 text-sm">
                    {card.checks.map((check) => (
                      <li key={check}>{check}</li>
                    ))}
                  </ul>
                  <span className="mt-4 block text-sm">
                    <strong>Best for</strong> {card.bestFor}
                  </span>
                  <span className="tool-card-cta">
                    Open the tool <ArrowRight width={16} height={16} aria-hidden="true" />
                  </span>
                </PageLink>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="section" aria-labelledby="privacy-heading">
        <div className="tool-privacy-band">
          <h2 id="privacy-heading" className="section-title">
            Private by design
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PRIVACY_POINTS.map((point) => (
              <li key={point.title}>
                <h3 className="font-semibold">{point.title}</h3>
                <p className="mt-2 text-sm text-muted">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="address-checks" className="section" aria-labelledby="address-checks-heading">
        <div className="max-w-3xl space-y-4">
          <h2 id="address-checks-heading" className="section-title">
            Checking a page by its address
          </h2>
          <p>
            The SEO Analyzer, the SEO Audit Tool and Competitor Analysis can start from a web
            address, and the Page Speed Checker runs Lighthouse on one. Our server then requests
            that public page, as a search engine would, and passes what it received to your browser,
            where the analysis runs. For a site audit it also reads the site’s robots.txt and
            sitemaps and follows the site’s own links, up to 500 pages, skipping any page robots.txt
            asks crawlers to leave alone. It keeps nothing once it has answered, except speed test
            results, for a day.
          </p>
          <p>
            If you run a website and found <code>{TOOLS_PRODUCT_TOKEN}/1.0</code> in your logs, it
            was one of these checks, started by a visitor to this page. Each check reads at most 100
            pages, a few at a time, and only HTML, robots.txt and sitemaps; pages that take longer
            than 15 seconds or are larger than 5 MB are skipped. To keep the crawler out, add{' '}
            <code>User-agent: {TOOLS_PRODUCT_TOKEN}</code> and <code>Disallow: /</code> to your
            robots.txt.
          </p>
          <p>
            The server only fetches public web addresses on the usual web ports: never addresses on
            private networks, the server itself or cloud metadata services. Pasting the HTML instead
            works without our server at all.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="which-tool-heading">
        <h2 id="which-tool-heading" className="section-title">
          Which tool do I need?
        </h2>
        <ul className="tool-situations mt-6">
          {SITUATIONS.map((situation) => (
            <li key={situation.tool}>
              <span>{situation.need}</span>
              <PageLink to={situation.tool} className="link font-semibold" />
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="limits-heading">
        <div className="max-w-3xl space-y-4">
          <h2 id="limits-heading" className="section-title">
            What free tools cannot tell you
          </h2>
          <p>
            These tools read pages and files; they do not see inside Google. Where you rank, how
            many people search for a keyword, which sites link to you and how fast your site is for
            real visitors over a month come from Google Search Console, Google Keyword Planner and
            the Chrome UX Report, and from paid crawlers such as Ahrefs or Semrush.
          </p>
          <p>
            When we audit a site for a client, we combine all of those with a crawl of every page,
            then rank the fixes by effort and expected enquiries. See how our{' '}
            <PageLink to="service:seo/technical" className="link" /> and{' '}
            <PageLink to="service:seo/local" className="link" /> work, or ask for a proposal below.
          </p>
        </div>
      </section>

      <CtaBand
        title="Want an expert to read the results with you?"
        text={`Send us your site and we will reply ${replyPromise} with what to fix first, and send a proposal in INR ${proposalPromise}. Free, and no obligation.`}
        quoteSearch="?service=seo"
      />
    </>
  );
}

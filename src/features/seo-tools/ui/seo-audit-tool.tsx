// The SEO Audit Tool: a crawl of a site from its address (on our server, with progress and Cancel),
// or the analyzer over pages uploaded or pasted, with a site-level summary, the crawl's own checks,
// a report to print or save as PDF, and a CSV export. The analysis runs in the worker.
import {
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import type { SiteAudit } from '../analysis/site-audit';
import { AddressField } from './address-field';
import { AuditPageInputs, type PageDraft } from './audit-page-inputs';
import { describedBy, FieldError } from './field-error';
import { byteSize, HTML_FILE_TYPES, MAX_HTML_BYTES, readTextFile } from './input-limits';
import { htmlProblem } from './html-problem';
import { fetchableUrl, normaliseUrl } from './typed-address';
import { ToolForm } from './tool-form';
import { ToolResults } from './tool-results';
import { usePrintExpanded } from './use-print-expanded';
import { useToolJob } from './use-tool-job';
import { lazyView } from './lazy-view';
import { plural } from '../../../lib/plural';
import type { SeoToolView } from './seo-tool-view';
import { useSiteCrawl, type CrawlOutcome } from './use-site-crawl';

const MAX_PAGES = 50;

const reportView = lazyView(() => import('./audit-report').then((m) => m.AuditReport));
const progressView = lazyView(() => import('./crawl-progress').then((m) => m.CrawlProgress));

function auditSummary(audit: SiteAudit): string {
  const { pageCount, averageScore, siteIssues } = audit.summary;
  return `Audited ${plural(pageCount, 'page')}: average score ${averageScore} out of 100, ${plural(siteIssues, 'site-wide issue')}.`;
}

interface Errors {
  site?: string;
  form?: string;
  pages: Record<number, string>;
}

export function SeoAuditTool() {
  const id = useId();
  const nextKey = useRef(1);
  const report = useRef<HTMLDivElement>(null);
  const [drafts, setDrafts] = useState<PageDraft[]>([
    { key: 0, name: '', html: '', from: 'paste' },
  ]);
  const [siteAddress, setSiteAddress] = useState('');
  const [errors, setErrors] = useState<Errors>({ pages: {} });
  const [exportError, setExportError] = useState<string>();
  const [crawlAddress, setCrawlAddress] = useState('');
  const [crawlError, setCrawlError] = useState<string>();
  const [crawled, setCrawled] = useState<CrawlOutcome>();
  const { state, run } = useToolJob('audit');
  usePrintExpanded(report);

  // The pages the crawl could read are audited like uploaded ones, named by their address.
  const auditCrawl = useCallback(
    (outcome: CrawlOutcome) => {
      setCrawled(outcome);
      void reportView.preload();
      void run(outcome.audit);
    },
    [run],
  );
  const crawl = useSiteCrawl(auditCrawl);

  const recrawl = (url: string) => {
    setCrawlAddress(url);
    void crawl.start(url);
  };

  const startCrawl = (event: FormEvent) => {
    event.preventDefault();
    const url = fetchableUrl(crawlAddress);
    setCrawlError(url ? undefined : 'Enter your site’s address, such as https://www.example.in/.');
    if (!url) return;
    void progressView.preload();
    void crawl.start(url);
  };

  const draft = (fields: Omit<PageDraft, 'key'>): PageDraft => ({
    key: nextKey.current++,
    ...fields,
  });
  const change = (key: number, fields: Partial<PageDraft>) =>
    setDrafts((list) => list.map((item) => (item.key === key ? { ...item, ...fields } : item)));
  const remove = (key: number) => setDrafts((list) => list.filter((item) => item.key !== key));

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    const room = MAX_PAGES - drafts.filter((item) => item.html.trim()).length;
    const reads = await Promise.all(
      files.slice(0, room).map((file) => readTextFile(file, MAX_HTML_BYTES)),
    );
    const added = reads.flatMap((read, index) =>
      read.ok
        ? [
            draft({
              name: files[index]?.name ?? '',
              html: read.text,
              from: 'file',
              bytes: byteSize(read.text),
            }),
          ]
        : [],
    );
    const problems = reads.flatMap((read) => (read.ok ? [] : [read.message]));
    if (files.length > room)
      problems.push(`Only ${MAX_PAGES} pages fit in one audit; the rest were left out.`);
    // Uploading replaces the empty paste box the form starts with.
    setDrafts((list) => [...list.filter((item) => item.html.trim() || item.name.trim()), ...added]);
    setErrors((current) => ({ ...current, form: problems.join(' ') || undefined }));
  };

  const audit = (pages: PageDraft[], site: string) => {
    const siteOrigin = normaliseUrl(site);
    const pageErrors: Record<number, string> = {};
    pages.forEach((page, index) => {
      const problem = htmlProblem(page.html, page.name.trim() || `Page ${index + 1}`);
      if (problem) pageErrors[page.key] = problem;
    });
    const next: Errors = {
      pages: pageErrors,
      site:
        site.trim() && !siteOrigin
          ? 'Enter your site’s address, e.g. https://www.example.in, or leave it empty.'
          : undefined,
      form:
        pages.length === 0
          ? 'Add at least one page: upload .html files or paste a page’s HTML.'
          : undefined,
    };
    setErrors(next);
    if (next.site || next.form || Object.keys(pageErrors).length > 0) return;
    setCrawled(undefined);
    const origin = siteOrigin ? new URL(siteOrigin).origin : undefined;
    void reportView.preload();
    void run({
      pages: pages.map(({ name, html }) => ({ name: name.trim(), html })),
      siteOrigin: origin,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    audit(drafts, siteAddress);
  };

  const trySample = async () => {
    const { SAMPLE_AUDIT_PAGES } = await import('../analysis/sample-audit-pages');
    const samples = SAMPLE_AUDIT_PAGES.map((page) =>
      draft({ ...page, from: 'sample', bytes: byteSize(page.html) }),
    );
    setDrafts(samples);
    setSiteAddress('');
    audit(samples, '');
  };

  const exportCsv = async (result: SiteAudit) => {
    try {
      const { exportAuditCsv } = await import('./export-audit-csv');
      await exportAuditCsv(result, crawled);
      setExportError(undefined);
    } catch {
      setExportError('The CSV could not be made. Check your connection and try again.');
    }
  };

  const siteId = `${id}-site`;
  const filesId = `${id}-files`;
  const crawling = crawl.state.status === 'crawling';
  return (
    <>
      <section className="section tool-no-print" aria-labelledby={`${id}-title`}>
        <div className="tool-layout">
          <div className="card tool-form">
            <ToolForm
              titleId={`${id}-crawl-title`}
              title="Crawl a site"
              onSubmit={startCrawl}
              submit={!crawling && 'Crawl site'}
              busy={state.status === 'running'}
            >
              <AddressField
                id={`${id}-crawl`}
                label="Site address"
                help="Our server reads robots.txt first, as Google does, then the start page and the sitemap, then follows your site’s own links, up to 500 pages. Pages robots.txt disallows are skipped, and nothing is crawled when robots.txt cannot be read."
                value={crawlAddress}
                error={
                  crawlError ?? (crawl.state.status === 'failed' ? crawl.state.message : undefined)
                }
                onChange={setCrawlAddress}
              />
              {crawl.state.status === 'crawling' && (
                <Suspense fallback={<p className="tool-status">Crawling your site…</p>}>
                  <progressView.Component
                    found={crawl.state.found}
                    checked={crawl.state.checked}
                    limit={crawl.state.limit}
                    onCancel={crawl.cancel}
                  />
                </Suspense>
              )}
            </ToolForm>
            <ToolForm
              titleId={`${id}-title`}
              title="Or audit pages you upload or paste"
              onSubmit={submit}
              submit={`Audit ${drafts.length === 1 ? 'page' : `${drafts.length} pages`}`}
              busy={state.status === 'running' || crawling}
              onSample={() => void trySample()}
            >
              <div className="tool-field">
                <label htmlFor={filesId} className="tool-label">
                  Upload .html files
                </label>
                <p id={`${filesId}-help`} className="tool-help">
                  Choose up to {MAX_PAGES} pages at once (in Chrome: right-click a page, “Save as”,
                  “Webpage, HTML only”). Up to 2 MB each.
                </p>
                <input
                  id={filesId}
                  type="file"
                  multiple
                  accept={HTML_FILE_TYPES}
                  className="tool-file-input"
                  aria-describedby={describedBy(filesId, errors.form)}
                  onChange={(event) => void addFiles(event)}
                />
                <FieldError id={`${filesId}-error`} message={errors.form} />
              </div>
              <AuditPageInputs
                baseId={id}
                drafts={drafts}
                errors={errors.pages}
                onChange={change}
                onRemove={remove}
              />
              <button
                type="button"
                className="btn btn-secondary self-start"
                disabled={drafts.length >= MAX_PAGES}
                onClick={() =>
                  setDrafts((list) => [...list, draft({ name: '', html: '', from: 'paste' })])
                }
              >
                Paste another page
              </button>
              <div className="tool-field">
                <label htmlFor={siteId} className="tool-label">
                  Your site’s address <span className="tool-optional">(optional)</span>
                </label>
                <p id={`${siteId}-help`} className="tool-help">
                  Needed only when pages are named by file: it tells links to your site from links
                  to other sites.
                </p>
                <input
                  id={siteId}
                  className="tool-input"
                  type="text"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="https://www.example.in"
                  value={siteAddress}
                  aria-invalid={errors.site ? true : undefined}
                  aria-describedby={describedBy(siteId, errors.site)}
                  onChange={(event) => setSiteAddress(event.target.value)}
                />
                <FieldError id={`${siteId}-error`} message={errors.site} />
              </div>
            </ToolForm>
          </div>
          <div className="tool-aside">
            <h2 className="text-lg font-bold">What you get</h2>
            <ul className="tool-checklist">
              <li>From a crawl: broken links, redirect chains, noindex pages and slow responses</li>
              <li>Sitemap pages no page links to, and linked pages missing from the sitemap</li>
              <li>Every on-page check of the SEO Analyzer, for each page</li>
              <li>Titles and meta descriptions used on more than one page</li>
              <li>Pages without a canonical link</li>
              <li>Thin pages with under 300 words</li>
              <li>The problems found on the most pages, to fix site-wide</li>
              <li>A report to print or save as PDF, and a CSV for Excel or Google Sheets</li>
            </ul>
            <p className="tool-help">
              The sample is four pages of a Pune interiors studio’s site, with a shared title and
              description, a missing canonical and thin pages.
            </p>
          </div>
        </div>
      </section>
      <div ref={report}>
        <ToolResults
          title="Site audit report"
          state={state}
          working="Auditing the pages in your browser…"
          summary={auditSummary}
          actions={(result) => (
            <>
              <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
                Print or save as PDF
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void exportCsv(result)}
              >
                Export CSV
              </button>
              <FieldError id={`${id}-export-error`} message={exportError} />
            </>
          )}
        >
          {(result) => <reportView.Component audit={result} crawl={crawled} onRecrawl={recrawl} />}
        </ToolResults>
      </div>
    </>
  );
}

export const seoAuditTool: SeoToolView = {
  View: SeoAuditTool,
  cta: {
    title: 'Need a full audit of a large site?',
    text: 'We crawl every page, check Search Console and backlinks, and hand you a prioritised fix list with effort and impact. Tell us about your site for a free quote.',
  },
};

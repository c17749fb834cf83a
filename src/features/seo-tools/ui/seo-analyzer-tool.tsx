// The SEO Analyzer tool: give a page's address (our server fetches it) or paste its HTML (or upload
// it), and get a scored checklist with keywords and links; from an address, also checks on how the
// server answered (robots.txt, X-Robots-Tag, redirects, response time) and its facts, or, when the
// address answers an error (4xx, 5xx), an error-page report instead of a score. The analysis runs
// in the tools' Web Worker.
import { useId, useRef, useState, type FormEvent } from 'react';
import { AddressField } from './address-field';
import { HtmlSourceField } from './html-source-field';
import { htmlProblem } from './html-problem';
import { fetchableUrl, normaliseUrl } from './typed-address';
import { ToolForm } from './tool-form';
import { ToolResults } from './tool-results';
import { useToolJob } from './use-tool-job';
import { lazyView } from './lazy-view';
import type { PageReport } from '../analysis/html-analysis';
import type { PageResponse } from '../../../../shared/tools-api-contract';
import type { SeoToolView } from './seo-tool-view';
import { proposalPromise } from '../../../../shared/facts/promise-phrases';

const report = lazyView(() => import('./analyzer-report').then((m) => m.AnalyzerReport));
const errorReport = lazyView(() => import('./error-page-report').then((m) => m.ErrorPageReport));

/** An address that answered an error: reported as such, never scored. */
interface ErrorPage {
  page: PageResponse;
  serial: number;
}

const isReport = (result: PageReport | PageResponse): result is PageReport => 'findings' in result;

/** One sentence for the live region, e.g. "Score 68 out of 100: 2 failed, 4 need work, 10 passed." */
function reportSummary(result: PageReport): string {
  const { fail, warn, pass } = result.counts;
  return `Score ${result.score} out of 100: ${fail} failed, ${warn} need work, ${pass} passed.`;
}

export function SeoAnalyzerTool() {
  const id = useId();
  const [html, setHtml] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<{ html?: string; address?: string }>({});
  const [fetching, setFetching] = useState(false);
  const [fetched, setFetched] = useState<PageResponse>();
  const [errorPage, setErrorPage] = useState<ErrorPage>();
  const attempt = useRef(0);
  const { state, run } = useToolJob('analyze');

  const analyse = (source: string, pageAddress: string) => {
    attempt.current += 1;
    const url = normaliseUrl(pageAddress);
    const next = {
      html: htmlProblem(source),
      address:
        pageAddress.trim() && !url
          ? 'Enter a full address such as https://www.example.in/services/ or leave it empty.'
          : undefined,
    };
    setErrors(next);
    setFetched(undefined);
    setErrorPage(undefined);
    if (next.html || next.address) return;
    void report.preload();
    void run({ html: source, url });
  };

  /** Our server fetches the page; the HTML it returns is analysed here like a pasted page. */
  const check = async (pageAddress: string) => {
    const url = fetchableUrl(pageAddress);
    if (!url) {
      setErrors({
        address: pageAddress.trim()
          ? 'Enter a full address such as https://www.example.in/services/.'
          : 'Enter the page’s web address, or paste its HTML below.',
      });
      return;
    }
    const serial = ++attempt.current;
    setErrors({});
    setErrorPage(undefined);
    setFetching(true);
    void report.preload();
    const answer = await import('../api/tools-api-client')
      .then(({ fetchPageByAddress }) => fetchPageByAddress(url))
      .catch(() => undefined);
    if (serial !== attempt.current) return;
    setFetching(false);
    if (answer?.ok && answer.value.status >= 400) {
      void errorReport.preload();
      setErrorPage({ page: answer.value, serial });
      return;
    }
    if (!answer?.ok || answer.value.html === undefined) {
      const message = !answer
        ? 'The address check could not load. Check your connection and try again.'
        : answer.ok
          ? (answer.value.skipped ?? 'The address did not answer with a web page.')
          : answer.message;
      setErrors({ address: message });
      return;
    }
    const { html: page, ...facts } = answer.value;
    setFetched(answer.value);
    void run({ html: page, url: facts.finalUrl, fetched: facts });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (html.trim() === '' && address.trim() !== '') void check(address);
    else analyse(html, address);
  };

  const trySample = async () => {
    const { SAMPLE_PAGE_HTML, SAMPLE_PAGE_URL } = await import('../sample-inputs');
    setHtml(SAMPLE_PAGE_HTML);
    setAddress(SAMPLE_PAGE_URL);
    analyse(SAMPLE_PAGE_HTML, SAMPLE_PAGE_URL);
  };

  const addressId = `${id}-address`;
  return (
    <>
      <section className="section tool-no-print" aria-labelledby={`${id}-title`}>
        <div className="tool-layout">
          <ToolForm
            card
            titleId={`${id}-title`}
            title="Check a page"
            onSubmit={submit}
            submit="Analyse page"
            busy={state.status === 'running' || fetching}
            onSample={() => void trySample()}
          >
            <AddressField
              id={addressId}
              label="Page address"
              help="Our server fetches the page, as a search engine would, and the analysis runs on what it gets. With pasted HTML, the address tells links to your own site from others."
              placeholder="https://www.example.in/services/"
              value={address}
              error={errors.address}
              onChange={setAddress}
            />
            <p className="tool-label">Or paste the HTML</p>
            <HtmlSourceField
              id={`${id}-html`}
              label="Page HTML"
              value={html}
              error={errors.html}
              rows={10}
              onChange={setHtml}
            />
          </ToolForm>
          <div className="tool-aside">
            <h2 className="text-lg font-bold">What it checks</h2>
            <ul className="tool-checklist">
              <li>Title and meta description: present, one each, the right length</li>
              <li>One h1 and headings in order</li>
              <li>Images without alt text</li>
              <li>Canonical link and robots meta (noindex, nofollow)</li>
              <li>Open Graph and Twitter tags for WhatsApp, LinkedIn and X previews</li>
              <li>JSON-LD structured data: present and valid</li>
              <li>Language, mobile viewport and word count</li>
              <li>Top keywords, internal and external links</li>
              <li>Pages drawn by JavaScript, which search engines may see empty</li>
              <li>From an address: robots.txt, X-Robots-Tag, redirects and server response time</li>
            </ul>
            <p className="tool-help">
              The sample is a Pune interiors studio's kitchen page with a few typical mistakes.
            </p>
          </div>
        </div>
      </section>
      <ToolResults<PageReport | PageResponse>
        title="Your SEO report"
        state={
          fetching
            ? { status: 'running' }
            : errorPage
              ? { status: 'done', result: errorPage.page, serial: -errorPage.serial }
              : state
        }
        working={fetching ? 'Fetching the page…' : 'Analysing the page in your browser…'}
        summary={(result) =>
          isReport(result)
            ? reportSummary(result)
            : `The address answers with error ${result.status}: there is no page to score.`
        }
      >
        {(result) =>
          isReport(result) ? (
            <report.Component report={result} fetched={fetched} />
          ) : (
            <errorReport.Component page={result} />
          )
        }
      </ToolResults>
    </>
  );
}

export const seoAnalyzerTool: SeoToolView = {
  View: SeoAnalyzerTool,
  cta: {
    title: 'Want these fixes done for you?',
    text: `Our SEO team fixes on-page issues across your whole site, then builds the content and local signals that move rankings. Get a proposal with INR pricing ${proposalPromise}.`,
  },
};

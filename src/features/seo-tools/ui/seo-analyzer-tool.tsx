// The SEO Analyzer tool: paste a page's HTML (or upload it), optionally give its address, and get a
// scored checklist with keywords and links. The analysis runs in the tools' Web Worker.
import { useId, useState, type FormEvent } from 'react';
import { describedBy, FieldError } from './field-error';
import { HtmlSourceField } from './html-source-field';
import { htmlProblem, normaliseUrl } from './input-limits';
import { ToolResults } from './tool-results';
import { useToolJob } from './use-tool-job';
import { lazyView } from './lazy-view';
import type { PageReport } from '../html-analysis';
import type { SeoToolView } from './seo-tool-view';
import { proposalPromise } from '../../../content/facts/promise-phrases';

const report = lazyView(() => import('./analyzer-report').then((m) => m.AnalyzerReport));

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
  const { state, run } = useToolJob('analyze');

  const analyse = (source: string, pageAddress: string) => {
    const url = normaliseUrl(pageAddress);
    const next = {
      html: htmlProblem(source),
      address:
        pageAddress.trim() && !url
          ? 'Enter a full address such as https://www.example.in/services/ or leave it empty.'
          : undefined,
    };
    setErrors(next);
    if (next.html || next.address) return;
    void report.preload();
    void run({ html: source, url });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    analyse(html, address);
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
          <form className="card tool-form" noValidate onSubmit={submit}>
            <h2 id={`${id}-title`} className="text-2xl font-bold">
              Check a page
            </h2>
            <div className="tool-field">
              <label htmlFor={addressId} className="tool-label">
                Page address <span className="tool-optional">(optional)</span>
              </label>
              <p id={`${addressId}-help`} className="tool-help">
                Tells links to your own site apart from links to other sites.
              </p>
              <input
                id={addressId}
                className="tool-input"
                type="text"
                inputMode="url"
                autoComplete="url"
                placeholder="https://www.example.in/services/"
                value={address}
                aria-invalid={errors.address ? true : undefined}
                aria-describedby={describedBy(addressId, errors.address)}
                onChange={(event) => setAddress(event.target.value)}
              />
              <FieldError id={`${addressId}-error`} message={errors.address} />
            </div>
            <HtmlSourceField
              id={`${id}-html`}
              label="Page HTML"
              value={html}
              error={errors.html}
              rows={10}
              onChange={setHtml}
            />
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                className="btn btn-primary"
                disabled={state.status === 'running'}
              >
                Analyse page
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => void trySample()}>
                Try a sample
              </button>
            </div>
          </form>
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
            </ul>
            <p className="tool-help">
              The sample is a Pune interiors studio's kitchen page with a few typical mistakes.
            </p>
          </div>
        </div>
      </section>
      <ToolResults
        title="Your SEO report"
        state={state}
        working="Analysing the page in your browser…"
        summary={reportSummary}
      >
        {(result) => <report.Component report={result} />}
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

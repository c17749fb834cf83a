// The Page Speed Checker: the live Core Web Vitals of this visit, and the analysis of an uploaded
// Lighthouse report or HAR file (or the sample) in the tools' Web Worker. Testing an address on the
// server is not offered (see the SEO tools API in the README); the form says so.
import { useId, useState, type ChangeEvent } from 'react';
import type { PerformanceSummary } from '../performance-summary';
import { describedBy, FieldError } from './field-error';
import { formatFileSize, MAX_REPORT_BYTES, readTextFile } from './input-limits';
import { LiveWebVitals } from './live-web-vitals';
import { ToolResults } from './tool-results';
import { useToolJob, type JobState } from './use-tool-job';
import { lazyView } from './lazy-view';
import type { SeoToolView } from './seo-tool-view';

const reportView = lazyView(() =>
  import('./performance-report-view').then((m) => m.PerformanceReportView),
);

function performanceSummaryText(summary: PerformanceSummary): string {
  const source = summary.source === 'lighthouse' ? 'Lighthouse report' : 'HAR file';
  return `${source} read: ${summary.requests} requests, ${formatFileSize(summary.totalBytes)}, ${summary.fixFirst.length} things to fix.`;
}

/** A Lighthouse report always names its version; anything else is read as a HAR file. */
const kindOf = (text: string) => (text.includes('"lighthouseVersion"') ? 'lighthouse' : 'har');

export function PageSpeedTool() {
  const id = useId();
  const [readError, setReadError] = useState<string>();
  const lighthouse = useToolJob('lighthouse');
  const har = useToolJob('har');
  const [active, setActive] = useState<'lighthouse' | 'har'>('har');
  const { state } = active === 'lighthouse' ? lighthouse : har;

  const analyse = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const read = await readTextFile(file, MAX_REPORT_BYTES);
    if (!read.ok) {
      setReadError(read.message);
      return;
    }
    setReadError(undefined);
    const kind = kindOf(read.text);
    void reportView.preload();
    setActive(kind);
    // The text goes to the worker as is: parsing a large report there keeps the page responsive.
    void (kind === 'lighthouse'
      ? lighthouse.run({ json: read.text })
      : har.run({ json: read.text }));
  };

  const trySample = async () => {
    const { SAMPLE_HAR } = await import('../sample-performance');
    setReadError(undefined);
    setActive('har');
    void reportView.preload();
    void har.run({ json: SAMPLE_HAR });
  };

  // A file that is not a report comes back as an error result: shown by the file field.
  const fileError =
    readError ??
    (state.status === 'done' && !state.result.ok ? state.result.error.message : undefined);
  const shown: JobState<PerformanceSummary> =
    state.status !== 'done'
      ? state
      : state.result.ok
        ? { status: 'done', result: state.result.summary, serial: state.serial }
        : { status: 'idle' };
  const fileId = `${id}-file`;
  return (
    <>
      <LiveWebVitals />
      <section className="section tool-no-print" aria-labelledby={`${id}-title`}>
        <div className="tool-layout">
          <div className="card tool-form">
            <h2 id={`${id}-title`} className="text-2xl font-bold">
              Analyse a Lighthouse report or HAR file
            </h2>
            <p className="tool-disclaimer">
              Speed tests from a web address are not available here: they need Lighthouse running in
              a browser on our server, which this site does not run. Test the page in your own
              Chrome (steps alongside) and upload the file below instead.
            </p>
            <div className="tool-field">
              <label htmlFor={fileId} className="tool-label">
                Lighthouse JSON or HAR file
              </label>
              <p id={`${fileId}-help`} className="tool-help">
                Any page, any site: the file is read on this device and never uploaded. Up to 40 MB.
              </p>
              <input
                id={fileId}
                type="file"
                accept=".json,.har,application/json"
                className="tool-file-input"
                aria-invalid={fileError ? true : undefined}
                aria-describedby={describedBy(fileId, fileError)}
                onChange={(event) => void analyse(event)}
              />
              <FieldError id={`${fileId}-error`} message={fileError} />
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="button" className="btn btn-secondary" onClick={() => void trySample()}>
                Try a sample report
              </button>
            </div>
          </div>
          <div className="tool-aside">
            <h2 className="text-lg font-bold">How to get a file</h2>
            <ol className="tool-steps">
              <li>
                <strong>Lighthouse:</strong> in Chrome open the page, press F12, choose the
                Lighthouse tab, “Analyze page load”, then the ⋮ menu and “Save as JSON”.
              </li>
              <li>
                <strong>HAR:</strong> in Chrome press F12, open the Network tab, reload the page,
                then click the download arrow (“Export HAR”).
              </li>
            </ol>
            <p className="tool-help">
              The sample is a WordPress kitchen-studio page in Pune with a 1 MB banner, a slider
              plugin and Google Fonts.
            </p>
          </div>
        </div>
      </section>
      <ToolResults
        title="Report analysis"
        state={shown}
        working="Reading the file in your browser…"
        summary={performanceSummaryText}
      >
        {(summary) => <reportView.Component summary={summary} />}
      </ToolResults>
    </>
  );
}

export const pageSpeedTool: SeoToolView = {
  View: PageSpeedTool,
  cta: {
    title: 'Is a slow site costing you enquiries?',
    text: 'Our developers fix Core Web Vitals on WordPress, Shopify and custom sites: images, scripts, hosting and caching. Get a quote with a speed target in writing.',
  },
};

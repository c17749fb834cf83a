// The Page Speed Checker: Lighthouse runs on an address (mobile, then desktop, shown in tabs; by
// our server or Google's PageSpeed Insights), the analysis of an uploaded Lighthouse report or HAR
// file (or the sample), and after them the live Core Web Vitals of this visit. Reports are read in
// the tools' Web Worker. Room for the tabs and the report is kept from the click, so a report
// arriving tens of seconds later moves nothing on the page (no layout shift).
import { Suspense, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { SpeedFormFactor } from '../../../../shared/tools-api-contract';
import { AddressField } from './address-field';
import type { PerformanceSummary } from '../performance/performance-summary';
import { describedBy, FieldError } from './field-error';
import { formatFileSize, MAX_REPORT_BYTES, readTextFile } from './input-limits';
import { ToolForm } from './tool-form';
import { ToolResults } from './tool-results';
import { useToolJob, type JobState } from './use-tool-job';
import { lazyView } from './lazy-view';
import type { SeoToolView } from './seo-tool-view';

const reportView = lazyView(() =>
  import('./performance-report-view').then((m) => m.PerformanceReportView),
);
const tabsView = lazyView(() => import('./form-factor-tabs').then((m) => m.FormFactorTabs));
// The visit's own Web Vitals come after the form and its results: the address field is the first
// thing on the page, and the measuring code (with the web-vitals library, 1.7 KB gzip) loads after
// it; the library reads the page load's buffered entries, so nothing is missed.
const liveView = lazyView(() => import('./live-web-vitals').then((m) => m.LiveWebVitals));

/** The latest address test: which reports are in, and its number (results take focus once). */
interface Tested {
  serial: number;
  ready: Partial<Record<SpeedFormFactor, boolean>>;
}

/** The tabs' room (their classes, an invisible button), kept from the click until they arrive. */
function TabsRoom() {
  return (
    <div
      aria-hidden="true"
      className="container-page tool-no-print invisible mb-4 flex flex-wrap gap-3 pt-6"
    >
      <span className="btn btn-secondary">Mobile</span>
    </div>
  );
}

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
  const desktop = useToolJob('lighthouse');
  const har = useToolJob('har');
  const [active, setActive] = useState<'lighthouse' | 'har'>('har');
  const [tested, setTested] = useState<Tested>();
  const [shownFactor, setShownFactor] = useState<SpeedFormFactor>('mobile');
  const { state } =
    tested && shownFactor === 'desktop' ? desktop : active === 'lighthouse' ? lighthouse : har;
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string>();
  const [testing, setTesting] = useState<SpeedFormFactor>();

  /** Lighthouse runs on the server, mobile then desktop; each report is read here like a file. */
  const testAddress = async (event: FormEvent) => {
    event.preventDefault();
    setAddressError(undefined);
    setTested(undefined);
    setShownFactor('mobile');
    setTesting('mobile');
    void reportView.preload();
    void tabsView.preload();
    const serial = (tested?.serial ?? 0) + 1;
    const answer = await import('./run-speed-test')
      .then(({ speedReports }) =>
        speedReports(address, setTesting, (formFactor, json) => {
          setTested((last) => ({ serial, ready: { ...last?.ready, [formFactor]: true } }));
          setActive('lighthouse');
          void (formFactor === 'mobile' ? lighthouse : desktop).run({ json });
        }),
      )
      .catch(() => ({ ok: false as const, message: 'The test could not load. Try again.' }));
    setTesting(undefined);
    if (!answer.ok) setAddressError(answer.message);
  };

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
    setTested(undefined);
    const kind = kindOf(read.text);
    void reportView.preload();
    setActive(kind);
    // The text goes to the worker as is: parsing a large report there keeps the page responsive.
    void (kind === 'lighthouse'
      ? lighthouse.run({ json: read.text })
      : har.run({ json: read.text }));
  };

  const trySample = async () => {
    const { SAMPLE_HAR } = await import('../performance/sample-performance');
    setReadError(undefined);
    setTested(undefined);
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
        ? {
            status: 'done',
            result: state.result.summary,
            serial: tested ? -tested.serial : state.serial,
          }
        : { status: 'idle' };
  const fileId = `${id}-file`;
  const panelId = `${id}-report`;
  return (
    <>
      <section className="section tool-no-print" aria-labelledby={`${id}-title`}>
        <div className="tool-layout">
          <div className="card tool-form">
            <ToolForm
              titleId={`${id}-test-title`}
              title="Test a page"
              onSubmit={(event) => void testAddress(event)}
              submit="Test page speed"
              busy={testing !== undefined || state.status === 'running'}
            >
              <AddressField
                id={`${id}-address`}
                label="Page address"
                help="Lighthouse tests it as a mobile visitor, then as a desktop one (up to a minute each, one test at a time); results are kept a day."
                value={address}
                error={addressError}
                onChange={setAddress}
              />
            </ToolForm>
            <h2 id={`${id}-title`} className="text-2xl font-bold">
              Or analyse a Lighthouse report or HAR file
            </h2>
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
      {testing && !tested && <TabsRoom />}
      {tested && (
        // Its own boundary: the tabs loading must not hide the page around them.
        <Suspense fallback={<TabsRoom />}>
          <tabsView.Component
            idPrefix={id}
            panelId={panelId}
            ready={tested.ready}
            testing={testing}
            shown={shownFactor}
            onShow={setShownFactor}
          />
        </Suspense>
      )}
      <div
        id={panelId}
        role={tested ? 'tabpanel' : undefined}
        aria-labelledby={tested ? `${id}-${shownFactor}` : undefined}
      >
        <ToolResults
          title="Report analysis"
          state={testing && !tested ? { status: 'running' } : shown}
          working={
            testing
              ? 'Running Lighthouse as a mobile visitor, then as a desktop one (up to a minute each)…'
              : 'Reading the file in your browser…'
          }
          summary={performanceSummaryText}
          reserve
        >
          {(summary) => <reportView.Component summary={summary} />}
        </ToolResults>
      </div>
      <Suspense fallback={null}>
        <liveView.Component />
      </Suspense>
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

// A developer page (/routing-test, noindex): every route of the page index with its template, and a
// button that requests each path from this server (a few at a time) and loads each template's
// chunk, showing the HTTP status and chunk result per route and announcing the summary.
import { useState } from 'react';
import { descriptions } from 'virtual:reachmark/page-descriptions/routing-test';
import { figure } from 'virtual:content-figure/route-tree';
import { PageIntro } from '../components/page-intro';
import { ScrollRegion } from '../components/content/scroll-region';
import { PageLink } from '../components/page-link';
import type { TemplateKey } from '../content/families';
import { pageIndex } from '../site/page-index';
import type { PageSummary } from '../site/page-summary';
import { useAnnouncer } from '../features/a11y/announcer-context';
import { preloadTemplate } from '../site/loading/template-loader';
import { runPool } from '../lib/run-pool';
import { RenderErrorDemo } from '../features/errors/render-error-demo';
import type { TemplateProps } from '../site/loading/template-props';

/** Requests in flight at once: enough to finish quickly, few enough not to queue in the browser. */
const CONCURRENCY = 4;

interface RouteResult {
  /** HTTP status, or 0 when the request itself failed. */
  status: number;
  chunk: 'loaded' | 'failed';
}

const isOk = (result: RouteResult): boolean => result.status === 200 && result.chunk === 'loaded';

// Counted at render, not when the module loads: the browser's index may still be a slice then.
const templateCount = () => new Set(pageIndex.pages.map((page) => page.template)).size;
const noindexCount = () => pageIndex.pages.filter((page) => page.noindex).length;
const duplicateCount = () => pageIndex.pages.filter((page) => page.canonicalOf).length;

async function requestStatus(path: string): Promise<number> {
  try {
    const response = await fetch(path, {
      method: 'GET',
      headers: { Accept: 'text/html' },
      cache: 'no-store',
      credentials: 'same-origin',
    });
    // The body is not needed; cancelling it frees the connection for the next check.
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

export default function RoutingTestPage({ page }: TemplateProps) {
  const [results, setResults] = useState<Record<string, RouteResult>>({});
  const [running, setRunning] = useState(false);
  const { announce } = useAnnouncer();
  const [summary, setSummary] = useState<string>();

  const checkAll = async () => {
    setRunning(true);
    setResults({});
    setSummary(undefined);
    announce(`Checking ${pageIndex.pages.length} routes`);
    // One chunk load per template, shared by every route that uses it.
    const chunks = new Map<TemplateKey, Promise<RouteResult['chunk']>>();
    const chunkOf = (template: TemplateKey) => {
      let chunk = chunks.get(template);
      if (!chunk) {
        chunk = preloadTemplate(template).then(
          () => 'loaded' as const,
          () => 'failed' as const,
        );
        chunks.set(template, chunk);
      }
      return chunk;
    };
    const all = await runPool(
      pageIndex.pages,
      CONCURRENCY,
      async (entry): Promise<RouteResult> => {
        const [status, chunk] = await Promise.all([
          requestStatus(entry.path),
          chunkOf(entry.template),
        ]);
        return { status, chunk };
      },
      (result, index) =>
        setResults((previous) => ({ ...previous, [pageIndex.pages[index]!.id]: result })),
    );
    const ok = all.filter(isOk).length;
    const message = `${ok} of ${all.length} routes OK`;
    setSummary(message);
    setRunning(false);
    announce(message);
  };

  const checked = Object.keys(results).length;
  const failures = pageIndex.pages.filter((entry) => {
    const result = results[entry.id];
    return result && !isOk(result);
  });

  return (
    <>
      <PageIntro
        page={page}
        eyebrow="Developer tools"
        intro={<p>{descriptions[page.id]}</p>}
        figure={<div dangerouslySetInnerHTML={{ __html: figure }} />}
      >
        <p className="ar-meta">
          {pageIndex.pages.length} routes · {templateCount()} templates · {noindexCount()} noindex ·{' '}
          {duplicateCount()} duplicates of a canonical page
        </p>
      </PageIntro>
      <section className="section pt-0" aria-labelledby="error-demo-heading">
        <h2 id="error-demo-heading" className="section-title">
          Error screen
        </h2>
        <p className="mt-2 mb-4 max-w-3xl text-muted">
          Makes the next render throw, to show the app-level error screen and its technical details.
        </p>
        <RenderErrorDemo />
      </section>
      <section className="section pt-0" aria-labelledby="check-heading">
        <h2 id="check-heading" className="section-title">
          Check every route
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          Requests each path from this server with GET, {CONCURRENCY} at a time, and loads the
          JavaScript chunk of each template. A route is OK when the server answers 200 and its
          template chunk loads.
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void checkAll()}
            disabled={running}
            aria-busy={running}
          >
            {running && <span className="spinner" aria-hidden="true" />}
            {running ? 'Checking routes...' : 'Check all routes'}
          </button>
          <p className="font-semibold" data-testid="routing-summary">
            {summary ??
              (running ? `Checked ${checked} of ${pageIndex.pages.length}` : 'Not checked yet')}
          </p>
        </div>
        {failures.length > 0 && (
          <div className="ar-note mt-6">
            <p className="font-semibold">Routes with problems</p>
            <ul className="mt-2 list-disc pl-5">
              {failures.map((entry) => (
                <li key={entry.id}>
                  <code>{entry.path}</code>: {describe(results[entry.id]!)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section className="section pt-0" aria-labelledby="routes-heading">
        <h2 id="routes-heading" className="section-title">
          All routes
        </h2>
        <ScrollRegion labelledBy="routes-caption" className="mt-6">
          <table className="ar-table">
            <caption id="routes-caption">Every route of the page index, in registry order</caption>
            <thead>
              <tr>
                <th scope="col">Path</th>
                <th scope="col">Template</th>
                <th scope="col">Flags</th>
                <th scope="col">HTTP</th>
                <th scope="col">Template chunk</th>
              </tr>
            </thead>
            <tbody>
              {pageIndex.pages.map((entry) => (
                <RouteRow key={entry.id} entry={entry} result={results[entry.id]} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </>
  );
}

function describe(result: RouteResult): string {
  const http = result.status === 0 ? 'request failed' : `HTTP ${result.status}`;
  return `${http}, template chunk ${result.chunk}`;
}

function RouteRow({ entry, result }: { entry: PageSummary; result?: RouteResult }) {
  const flags = [entry.noindex && 'noindex', entry.canonicalOf && 'duplicate'].filter(Boolean);
  return (
    <tr>
      <th scope="row" className="font-normal">
        <PageLink to={entry.id} className="link break-all">
          {entry.path}
        </PageLink>
      </th>
      <td>
        <code>{entry.template}</code>
      </td>
      <td>{flags.join(', ')}</td>
      <td>
        {result && (
          <span
            className={`ar-status ${result.status === 200 ? 'ar-status-ok' : 'ar-status-fail'}`}
          >
            {result.status === 0 ? 'failed' : result.status}
          </span>
        )}
      </td>
      <td>
        {result && (
          <span
            className={`ar-status ${result.chunk === 'loaded' ? 'ar-status-ok' : 'ar-status-fail'}`}
          >
            {result.chunk}
          </span>
        )}
      </td>
    </tr>
  );
}

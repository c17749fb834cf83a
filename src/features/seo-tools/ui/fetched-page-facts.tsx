// What our server saw when it fetched a page for the SEO Analyzer: the final address after
// redirects, the status, how long the server took to answer, each redirect, and the response
// headers that matter for search (robots, content type, caching). The findings judge them; this
// card lists them.
import type { PageResponse } from '../../../../shared/tools-api-contract';
import { METRICS } from '../performance/web-vitals-thresholds';

const HEADER_LABELS: [keyof PageResponse['headers'], string][] = [
  ['content-type', 'Content-Type'],
  ['x-robots-tag', 'X-Robots-Tag'],
  ['cache-control', 'Cache-Control'],
  ['expires', 'Expires'],
  ['last-modified', 'Last-Modified'],
  ['etag', 'ETag'],
  ['content-language', 'Content-Language'],
  ['link', 'Link'],
  ['strict-transport-security', 'Strict-Transport-Security'],
];

function timingNote(ms: number): string {
  if (ms <= METRICS.TTFB.good) return 'good';
  return ms <= METRICS.TTFB.poor ? 'needs improvement' : 'slow';
}

export function FetchedPageFacts({ page }: { page: PageResponse }) {
  return (
    <div className="card space-y-4">
      <h3 className="text-xl font-bold">The page as our server fetched it</h3>
      <dl className="tool-stats">
        <div>
          <dt>Status</dt>
          <dd>{page.status}</dd>
        </div>
        <div>
          <dt>Server response time (measured once from our server)</dt>
          <dd>
            {page.responseMs} ms ({timingNote(page.responseMs)})
          </dd>
        </div>
        <div>
          <dt>Redirects</dt>
          <dd>{page.redirects.length}</dd>
        </div>
        <div>
          <dt>Fetched in all</dt>
          <dd>{page.totalMs} ms</dd>
        </div>
      </dl>
      <p className="break-all">
        <strong>Final address:</strong> {page.finalUrl}
      </p>
      {page.redirects.length > 0 && (
        <ol className="tool-steps break-all" aria-label="Redirects">
          {page.redirects.map((hop) => (
            <li key={hop.url}>
              {hop.url} answered {hop.status}, redirecting to {hop.location}
            </li>
          ))}
        </ol>
      )}
      <table className="tool-table">
        <caption className="text-left font-semibold">Response headers that matter for SEO</caption>
        <tbody>
          {HEADER_LABELS.map(([name, label]) => (
            <tr key={name}>
              <th scope="row">{label}</th>
              <td className="break-all">{page.headers[name] ?? 'not sent'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// The crawl's part of the SEO Audit Tool's report: what the crawl covered (pages checked, the
// sitemap's pages here and elsewhere, pages robots.txt kept it from, whether it stopped early, and
// why when robots.txt stopped it) and its findings, each with its pages. When the sitemap lists
// this site under another address, a button crawls that address instead. Failed checks come
// first, and each names its first 10 pages with a button for the rest.
import { crawlFindings } from '../analysis/crawl-report';
import type { CrawlFinding } from '../analysis/crawl-finding';
import { crawlCoverage } from '../analysis/crawl-coverage';
import type { CrawlOutcome } from './use-site-crawl';
import { FindingItem } from './finding-item';
import { FINDING_ITEMS_CLASS, FirstItemsList } from './first-items-list';
import { bySeverity } from '../analysis/by-severity';

/** Pages a finding names before "Show all". */
const FIRST_ITEMS = 10;

interface Props {
  crawl: CrawlOutcome;
  /** Starts a crawl of `url`; the crawl form shows its progress. */
  onRecrawl?: (url: string) => void;
}

function CrawlCheck({ item, onRecrawl }: { item: CrawlFinding; onRecrawl?: Props['onRecrawl'] }) {
  const { recrawl } = item;
  return (
    <FindingItem item={item}>
      {item.items.length > 0 && (
        <FirstItemsList
          items={item.items}
          first={FIRST_ITEMS}
          noun={item.id === 'broken-assets' || item.id === 'blocked-assets' ? 'files' : 'pages'}
          keyOf={(entry) => entry.url}
          render={(entry) => (
            <>
              <strong>{entry.url}</strong>: {entry.note}
            </>
          )}
          className={FINDING_ITEMS_CLASS}
        />
      )}
      {recrawl && onRecrawl && (
        <button
          type="button"
          className="btn btn-secondary mt-3 tool-no-print"
          onClick={() => {
            onRecrawl(recrawl);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        >
          Crawl {recrawl} instead
        </button>
      )}
    </FindingItem>
  );
}

export function CrawlFindings({ crawl, onRecrawl }: Props) {
  const findings = bySeverity(crawlFindings(crawl));
  return (
    <div>
      <h3 className="text-xl font-bold">Crawl checks</h3>
      <p className="mt-2 text-muted">
        {crawlCoverage(crawl)}
        {crawl.incomplete &&
          ' The crawl stopped before every page was checked, so pages it did not reach are not in these checks.'}
      </p>
      {crawl.stopped && <p className="tool-disclaimer mt-3">{crawl.stopped}</p>}
      <ul className="findings mt-3">
        {findings.map((item) => (
          <CrawlCheck key={item.id} item={item} onRecrawl={onRecrawl} />
        ))}
      </ul>
    </div>
  );
}

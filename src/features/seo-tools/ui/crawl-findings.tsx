// The crawl's part of the SEO Audit Tool's report: what the crawl covered (pages checked, the
// sitemap, whether it stopped early, and why when robots.txt stopped it) and its findings (broken
// links, redirect chains, sitemap orphans, pages missing from the sitemap, noindex pages, slow
// responses), each with its pages.
import { crawlFindings } from '../analysis/crawl-report';
import type { CrawlFinding } from '../analysis/crawl-finding';
import { plural } from '../../../lib/plural';
import type { CrawlOutcome } from './use-site-crawl';
import { FindingItem } from './finding-item';

function CrawlCheck({ item }: { item: CrawlFinding }) {
  return (
    <FindingItem item={item}>
      {item.items.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm break-all">
          {item.items.map((entry) => (
            <li key={entry.url}>
              <strong>{entry.url}</strong>: {entry.note}
            </li>
          ))}
        </ul>
      )}
    </FindingItem>
  );
}

export function CrawlFindings({ crawl }: { crawl: CrawlOutcome }) {
  const findings = crawlFindings(crawl);
  const sitemap = crawl.sitemapUrls;
  return (
    <div>
      <h3 className="text-xl font-bold">Crawl checks</h3>
      <p className="mt-2 text-muted">
        Checked {plural(crawl.pages.length, 'page')}
        {sitemap ? `; the sitemap lists ${plural(sitemap.length, 'page')}` : '; no sitemap found'}.
        {crawl.incomplete &&
          ' The crawl stopped before every page was checked, so pages it did not reach are not in these checks.'}
      </p>
      {crawl.stopped && <p className="tool-disclaimer mt-3">{crawl.stopped}</p>}
      <ul className="findings mt-3">
        {findings.map((item) => (
          <CrawlCheck key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}

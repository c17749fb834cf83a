// Runs one crawl of a loopback test site to its end (up to 100 pages) and collects its events,
// then closes the fetcher and the site's server, whatever happened: the last step the crawl tests
// share.
import { crawlSite } from '../../../server/tools/crawler';
import type { PageFetcher } from '../../../server/tools/page-fetcher';
import type { CrawlEvent } from '../../../shared/tools-api-contract';

export async function crawlToEnd(
  start: string,
  fetcher: PageFetcher,
  server: { close(): Promise<void> },
): Promise<CrawlEvent[]> {
  const events: CrawlEvent[] = [];
  try {
    for await (const event of crawlSite(start, {
      fetcher,
      maxPages: 100,
      signal: new AbortController().signal,
    }))
      events.push(event);
  } finally {
    await fetcher.close();
    await server.close();
  }
  return events;
}

// The sitemaps a crawl reads: those robots.txt names (or /sitemap.xml), then the child sitemaps of
// each sitemap index, in turn. At most 10 files are fetched and 2,000 page addresses kept. An
// address the fetcher refuses before asking anything of it (a loopback or private address, a port
// off the list) is listed with its reason but does not use up one of the 10 files, so a robots.txt
// naming refused sitemaps cannot crowd out the real one; and no more than 50 sitemap addresses
// are looked at in all, so a robots.txt or index naming thousands keeps the loop short.
import type { CrawlEvent } from '../../shared/tools-api-contract';
import type { FetchResult, PageFetcher } from './page-fetcher';
import { readSitemap } from './sitemap-reader';

export type SitemapEvent = Extract<CrawlEvent, { type: 'sitemap' }>;

export const MAX_SITEMAP_FILES = 10;
export const MAX_SITEMAP_URLS = 2_000;
/** Sitemap addresses looked at, fetched or refused, from robots.txt and indexes together. */
export const MAX_SITEMAP_ADDRESSES = 50;

/** Whether a request was sent: a refusal before the first hop sends none. */
const sentRequest = (result: FetchResult): boolean =>
  result.ok || result.kind !== 'refused' || result.redirects.length > 0;

export async function readSitemaps(
  fetcher: Pick<PageFetcher, 'fetch'>,
  first: string[],
  signal: AbortSignal,
): Promise<SitemapEvent> {
  const files: SitemapEvent['files'] = [];
  const urls = new Set<string>();
  const queue = [...new Set(first)].slice(0, MAX_SITEMAP_ADDRESSES);
  const seen = new Set(queue);
  let fetched = 0;
  while (queue.length > 0 && fetched < MAX_SITEMAP_FILES && urls.size < MAX_SITEMAP_URLS) {
    const url = queue.shift() as string;
    const result = await fetcher.fetch(url, 'sitemap', signal);
    if (sentRequest(result)) fetched += 1;
    if (!result.ok || result.body === undefined || result.status >= 400) {
      const error = !result.ok ? result.reason : (result.skipped ?? `HTTP ${result.status}`);
      files.push({ url, pages: 0, error });
      continue;
    }
    const content = readSitemap(result.body);
    if (content.kind === 'index') {
      for (const child of content.locations) {
        if (seen.size >= MAX_SITEMAP_ADDRESSES) break;
        if (seen.has(child)) continue;
        seen.add(child);
        queue.push(child);
      }
      files.push({ url, pages: 0 });
    } else {
      for (const location of content.locations.slice(0, MAX_SITEMAP_URLS - urls.size))
        urls.add(location);
      files.push({ url, pages: content.locations.length });
    }
  }
  return { type: 'sitemap', files, urls: [...urls] };
}

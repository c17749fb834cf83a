// What a crawl covered, in one sentence for the top of the SEO Audit Tool's crawl checks: the
// pages checked, the sitemap's pages on this site and on other addresses, and the pages robots.txt
// asked us to leave alone, so the figures add up for the reader. Pure.
import { plural } from '../../../lib/plural';
import type { CrawledPage } from '../../../../shared/tools-api-contract';
import { crawledOrigin, type DisallowedPage } from './crawl-finding';

export function crawlCoverage(crawl: {
  pages: CrawledPage[];
  sitemapUrls: string[] | undefined;
  disallowed?: DisallowedPage[];
}): string {
  const parts = [`Checked ${plural(crawl.pages.length, 'page')}`];
  const listed = crawl.sitemapUrls ?? [];
  if (listed.length === 0) parts.push('no sitemap found');
  else {
    const origin = crawledOrigin(crawl.pages);
    const onSite = listed.filter((url) => origin === undefined || url.startsWith(`${origin}/`));
    const elsewhere = listed.length - onSite.length;
    parts.push(
      `your sitemap lists ${onSite.length === 0 ? 'no page' : plural(onSite.length, 'page')} on this site${elsewhere > 0 ? ` and ${plural(elsewhere, 'page')} on other addresses` : ''}`,
    );
  }
  const blocked = crawl.disallowed?.length ?? 0;
  if (blocked > 0)
    parts.push(`robots.txt asked us to leave ${plural(blocked, 'page')} alone, so we did not`);
  return `${parts.join('; ')}.`;
}

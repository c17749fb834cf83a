// What robots.txt says about one page for the SEO Analyzer: the robots.txt of the page's origin is
// read as Google reads it (robots-rules.ts) and matched for Googlebot, the crawler that matters to
// a site owner, with the rule and line that block the page when one does.
import robotsParser from 'robots-parser';
import type { PageRobots } from '../../shared/tools-api-contract';
import type { PageFetcher } from './page-fetcher';
import { readResult } from './robots-rules';

/** The user agent the analyzer checks robots.txt rules for. */
export const GOOGLEBOT = 'Googlebot';

/** The robots.txt verdict on `pageUrl` for Googlebot; fetch failures are verdicts, not throws. */
export async function checkPageRobots(
  fetcher: Pick<PageFetcher, 'fetch'>,
  pageUrl: string,
  signal: AbortSignal,
): Promise<PageRobots> {
  const url = new URL('/robots.txt', pageUrl).href;
  const { text, ...read } = readResult(await fetcher.fetch(url, 'robots', signal));
  if (read.status === 'unreadable') return { url, ...read, googlebot: 'unknown' };
  const robots = robotsParser(url, text ?? '');
  if (robots.isAllowed(pageUrl, GOOGLEBOT) !== false) return { url, ...read, googlebot: 'allowed' };
  const line = robots.getMatchingLineNumber(pageUrl, GOOGLEBOT);
  const lines = (text ?? '').split(/\r\n|\r|\n/);
  const rule = (lines[line - 1] ?? '').replace(/#.*/, '').trim();
  return { url, ...read, googlebot: 'blocked', rule, line };
}

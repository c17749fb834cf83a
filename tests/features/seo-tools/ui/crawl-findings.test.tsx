// The crawl part of the audit report says, in plain words, why the crawl stopped when robots.txt
// stopped it, and nothing of the kind after a whole crawl; it names the pages robots.txt kept the
// crawl from, lists failed checks first, names a finding's first 10 pages with a button for the
// rest, and offers to crawl the address the sitemap lists when that is the same site.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrawlFindings } from '../../../../src/features/seo-tools/ui/crawl-findings';
import type { CrawlOutcome } from '../../../../src/features/seo-tools/ui/use-site-crawl';

const outcome = (stopped?: string): CrawlOutcome => ({
  pages: [
    {
      url: 'https://shop.example/',
      finalUrl: 'https://www.shop.example/',
      status: 200,
      redirects: [],
      noindex: false,
      links: [],
      html: '<title>Shop</title>',
    },
  ],
  sitemapUrls: undefined,
  disallowed: [],
  incomplete: false,
  stopped,
  audit: { pages: [], siteOrigin: 'https://www.shop.example' },
});

describe('CrawlFindings', () => {
  it('shows why robots.txt stopped the crawl', () => {
    const stopped =
      'The start page redirects to https://www.shop.example. We couldn’t read that site’s robots.txt, the file that tells search engines which pages they may visit (it answered with error 503). Google doesn’t crawl a site whose robots.txt it can’t read, so we checked only the start page. Check that https://www.shop.example/robots.txt opens in a browser, then try again.';
    render(<CrawlFindings crawl={outcome(stopped)} />);
    expect(screen.getByText(stopped)).toBeDefined();
  });

  it('says nothing about robots.txt after a whole crawl', () => {
    render(<CrawlFindings crawl={outcome()} />);
    expect(screen.queryByText(/was crawled/)).toBeNull();
  });

  it('names the pages robots.txt kept the crawl from, with the line that did', () => {
    render(
      <CrawlFindings
        crawl={{
          ...outcome(),
          sitemapUrls: ['https://www.shop.example/', 'https://www.shop.example/forms/quote'],
          disallowed: [
            {
              url: 'https://www.shop.example/forms/quote',
              rule: { line: 2, text: 'Disallow: /forms/' },
            },
          ],
        }}
      />,
    );
    expect(
      screen.getByText(
        'Checked 1 page; your sitemap lists 2 pages on this site; robots.txt asked us to leave 1 page alone, so we did not.',
      ),
    ).toBeDefined();
    expect(
      screen.getByRole('heading', { name: 'Pages robots.txt keeps search engines out of' }),
    ).toBeDefined();
    expect(
      screen.getByText(
        /Blocked by line 2 of robots\.txt, “Disallow: \/forms\/”; your sitemap lists it/,
      ),
    ).toBeDefined();
  });

  it('lists failed checks first, then those needing work, then passed ones', () => {
    render(
      <CrawlFindings
        crawl={{
          ...outcome(),
          pages: [
            ...outcome().pages,
            {
              url: 'https://www.shop.example/gone',
              status: 404,
              redirects: [],
              noindex: false,
              links: [],
            },
          ],
        }}
      />,
    );
    const statuses = screen
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.closest('li')?.className.match(/finding-(fail|warn|pass)/)?.[1]);
    expect(statuses[0]).toBe('fail');
    expect(statuses).toEqual(
      [...statuses].sort(
        (a, b) =>
          ['fail', 'warn', 'pass'].indexOf(a ?? '') - ['fail', 'warn', 'pass'].indexOf(b ?? ''),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set(['fail', 'warn', 'pass']));
  });

  it('names the first 10 pages of a finding, and all of them after “Show all”', async () => {
    const sitemapUrls = Array.from(
      { length: 14 },
      (_, index) => `https://www.shop.example/p/${index}`,
    );
    render(<CrawlFindings crawl={{ ...outcome(), sitemapUrls }} />);
    const orphans = () =>
      screen
        .getByRole('heading', { name: 'Pages only the sitemap lists' })
        .closest('li')
        ?.querySelectorAll('ul > li');
    expect(orphans()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 14 pages' }));
    expect(orphans()).toHaveLength(14);
  });

  it('offers to crawl the sitemap’s address when it is this site under another form', () => {
    const onRecrawl = vi.fn();
    vi.stubGlobal('scrollTo', vi.fn());
    render(
      <CrawlFindings
        crawl={{ ...outcome(), sitemapUrls: ['https://shop.example/', 'https://shop.example/a'] }}
        onRecrawl={onRecrawl}
      />,
    );
    expect(
      screen.getByText(
        'Your sitemap lists 2 pages on https://shop.example, but we checked https://www.shop.example, so we could not compare them with your links.',
      ),
    ).toBeDefined();
    screen.getByRole('button', { name: 'Crawl https://shop.example/ instead' }).click();
    expect(onRecrawl).toHaveBeenCalledWith('https://shop.example/');
    vi.unstubAllGlobals();
  });
});

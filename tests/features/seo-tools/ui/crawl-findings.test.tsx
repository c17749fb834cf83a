// The crawl part of the audit report says, in plain words, why the crawl stopped when robots.txt
// stopped it, and nothing of the kind after a whole crawl.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});

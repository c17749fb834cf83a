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
      'The start page leads to https://www.shop.example, whose robots.txt could not be read (HTTP 503), so, as Google does, nothing past the start page was crawled.';
    render(<CrawlFindings crawl={outcome(stopped)} />);
    expect(screen.getByText(stopped)).toBeDefined();
  });

  it('says nothing about robots.txt after a whole crawl', () => {
    render(<CrawlFindings crawl={outcome()} />);
    expect(screen.queryByText(/was crawled/)).toBeNull();
  });
});

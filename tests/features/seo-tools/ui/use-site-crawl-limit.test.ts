// The audit form's page limit before the server's start event arrives is written out (to keep the
// API contract out of the tool page's first download); it must be the contract's limit.
import { expect, it } from 'vitest';
import { FIRST_CRAWL_LIMIT } from '../../../../src/features/seo-tools/ui/use-site-crawl';
import { MAX_CRAWL_PAGES } from '../../../../shared/tools-api-contract';

it('shows the crawl limit the server applies', () => {
  expect(FIRST_CRAWL_LIMIT).toBe(MAX_CRAWL_PAGES);
});

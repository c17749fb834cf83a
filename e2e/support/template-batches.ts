// The specs that check one page of every template (axe, call and WhatsApp) share their page list
// and split it the same way: a few tests, each visiting its share of the templates in one browser
// page (a fresh load each, so scripts and styles come from the cache after the first).
import { pages } from '../../src/content/registry';
import type { PageProblems } from './fixtures';

/** A path that no page has: the not-found template. */
export const NOT_FOUND_PATH = '/no-such-page';

/** [template, path] for the first registry page of each template, then the not-found page. */
export const onePagePerTemplate: readonly (readonly [string, string])[] = [
  ...new Map(pages.map((page) => [page.template, page.path])).entries(),
  ['not-found', NOT_FOUND_PATH],
];

/** `items` dealt round-robin into `count` batches, so each batch mixes light and heavy pages. */
export function inBatches<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, index) =>
    items.filter((_, position) => position % count === index),
  );
}

/** What a batch test is named after: its templates. */
export const batchTitle = (batch: readonly (readonly [string, string])[]) =>
  batch.map(([template]) => template).join(', ');

/** A minute for each template, the time a test of its own gave it. */
export const batchTimeout = (batch: readonly unknown[]) => batch.length * 60_000;

/** Only the not-found page's own document may answer 404. */
export function allowNotFoundDocument(problems: PageProblems): void {
  problems.allow(new RegExp(`status of 404 \\(Not Found\\) \\(http://[^/]+${NOT_FOUND_PATH}\\)$`));
}

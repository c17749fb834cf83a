// axe-core (WCAG 2.2 A and AA rules and best practices) finds no violations on one page of every
// template, in the light and the dark theme. Each test visits its share of the templates in one
// page, a fresh load each in its theme, so the scripts and styles come from the cache after the
// first; each template is a step of its own, and a violation on one hides none on the others.
import AxeBuilder from '@axe-core/playwright';
import { pages } from '../src/content/registry';
import { expect, test, waitForHydration } from './support/fixtures';

const NOT_FOUND_PATH = '/no-such-page';
const onePerTemplate = [
  // The offline page as the service worker serves it, here opened at its own file's address. It
  // lists the pages the worker holds, so it comes first in its batch, before any page was visited.
  ['offline', '/offline.html'],
  ...new Map(pages.map((page) => [page.template, page.path])).entries(),
  ['not-found', NOT_FOUND_PATH],
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BATCHES = 3;
const batches = Array.from({ length: BATCHES }, (_, index) =>
  onePerTemplate.filter((_, position) => position % BATCHES === index),
);

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    for (const [index, batch] of batches.entries()) {
      test(`axe finds nothing on each template, batch ${index + 1} of ${BATCHES}: ${batch
        .map(([template]) => template)
        .join(', ')}`, async ({ page, problems }) => {
        // The minute a test of its own gave each template.
        test.setTimeout(batch.length * 60_000);
        // Only the not-found page's own document answers 404.
        problems.allow(
          new RegExp(`status of 404 \\(Not Found\\) \\(http://[^/]+${NOT_FOUND_PATH}\\)$`),
        );
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        for (const [template, path] of batch) {
          await test.step(`the ${template} template (${path})`, async () => {
            await page.goto(path!);
            await waitForHydration(page);
            const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
            const found = results.violations.map(
              (violation) =>
                `${violation.id}: ${violation.nodes
                  .map((node) => node.target.join(' '))
                  .slice(0, 3)
                  .join(', ')}`,
            );
            expect.soft(found, `${template} template (${path})`).toEqual([]);
          });
        }
      });
    }
  });
}

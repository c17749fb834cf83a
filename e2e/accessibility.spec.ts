// axe-core (WCAG 2.2 A and AA rules and best practices) finds no violations on one page of every
// template, in the light and the dark theme. Each test visits its share of the templates in one
// page, a fresh load each in its theme, so the scripts and styles come from the cache after the
// first; each template is a step of its own, and a violation on one hides none on the others.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './support/fixtures';
import {
  allowNotFoundDocument,
  batchTimeout,
  batchTitle,
  inBatches,
  onePagePerTemplate,
} from './support/template-batches';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BATCHES = 3;
const batches = inBatches(
  [
    // The offline page as the service worker serves it, here opened at its own file's address. It
    // lists the pages the worker holds, so it comes first in its batch, before any page was visited.
    ['offline', '/offline.html'] as const,
    ...onePagePerTemplate,
  ],
  BATCHES,
);

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    for (const [index, batch] of batches.entries()) {
      test(`axe finds nothing on each template, batch ${index + 1} of ${BATCHES}: ${batchTitle(
        batch,
      )}`, async ({ page, problems }) => {
        test.setTimeout(batchTimeout(batch));
        allowNotFoundDocument(problems);
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

// axe-core (WCAG 2.2 A and AA rules and best practices) finds no violations on one page of every
// template, in the light and the dark theme.
import AxeBuilder from '@axe-core/playwright';
import { pages } from '../src/content/registry';
import { expect, test, waitForHydration } from './support/fixtures';

const onePerTemplate = [
  ...new Map(pages.map((page) => [page.template, page.path])).entries(),
  ['not-found', '/no-such-page'],
  // The offline page as the service worker serves it, here opened at its own file's address.
  ['offline', '/offline.html'],
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    for (const [template, path] of onePerTemplate) {
      test(`axe finds nothing on the ${template} template (${path})`, async ({
        page,
        problems,
      }) => {
        problems.allow(/status of 404/);
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
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
        expect(found).toEqual([]);
      });
    }
  });
}

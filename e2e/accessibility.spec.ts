// axe-core (WCAG 2.2 A and AA rules) finds no violations on one page of every template, in the
// light and the dark theme.
import AxeBuilder from '@axe-core/playwright';
import { pages } from '../src/content/registry';
import { expect, test, waitForHydration } from './support/fixtures';

const onePerTemplate = [
  ...new Map(pages.map((page) => [page.template, page.path])).values(),
  '/no-such-page',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    test(`axe finds nothing on one page of every template`, async ({ page, problems }) => {
      problems.allow(/status of 404/);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const failures: string[] = [];
      for (const path of onePerTemplate) {
        await page.goto(path);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        for (const violation of results.violations) {
          failures.push(
            `${path}: ${violation.id} (${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  });
}

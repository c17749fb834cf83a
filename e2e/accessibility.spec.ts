// axe-core finds no violations on the offline page, as the service worker serves it, in the light
// and the dark theme. (Every template's page is scanned in both themes by every-template.spec.ts,
// in the same visit as its other first-screen checks.)
import { axeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the offline page (${theme} theme)`, async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    // Opened at its own file's address before any page was visited: it lists the pages the worker
    // holds, so it is scanned as a first-time visitor who went offline would see it.
    await page.goto('/offline.html');
    await waitForHydration(page);
    const found = (await axeViolations(page)).map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' '))}`,
    );
    expect(found).toEqual([]);
    expect(problems.messages, 'console errors or failed requests on the offline page').toEqual([]);
  });
}

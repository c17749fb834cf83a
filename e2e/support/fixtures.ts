// Shared test fixtures: every page a test opens is watched for console errors and warnings,
// uncaught exceptions and requests that leave the site; a test fails if any occurred.
import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  messages: string[];
  /** Requests that are allowed to fail in this test (e.g. ones it blocks on purpose). */
  allow: (pattern: RegExp) => void;
}

export function watchPage(page: Page, baseURL: string): PageProblems {
  const messages: string[] = [];
  const allowed: RegExp[] = [];
  const ignored = (text: string) => allowed.some((pattern) => pattern.test(text));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = `${message.type()}: ${message.text()} (${message.location().url})`;
    if (!ignored(text)) messages.push(text);
  });
  page.on('pageerror', (error) => {
    if (!ignored(error.message)) messages.push(`pageerror: ${error.message}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (
      !url.startsWith(baseURL) &&
      !url.startsWith('data:') &&
      !url.startsWith('blob:') &&
      !ignored(url)
    ) {
      messages.push(`request left the site: ${url}`);
    }
  });
  return { messages, allow: (pattern) => allowed.push(pattern) };
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page, baseURL }, use) => {
    const problems = watchPage(page, baseURL!);
    await use(problems);
    expect(problems.messages, 'console errors, warnings or outside requests').toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

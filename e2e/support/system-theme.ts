// Turns an open page to the light or the dark theme as a visitor's system setting does (with no
// theme chosen, the site's colours follow prefers-color-scheme live) and waits until the page is
// painted in it, its colour transitions finished: a report drawn once can then be checked in both
// themes.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function switchSystemTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect
    .poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    .toBe(theme === 'dark');
  await page.evaluate(async () => {
    // Read a style so the new colours apply now, and let a frame start their transitions.
    void getComputedStyle(document.body).backgroundColor;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition);
    await Promise.all(running.map((transition) => transition.finished.catch(() => undefined)));
  });
}

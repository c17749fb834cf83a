// A phone's screen for the first-screen specs, and the rule that a template's page reaches its
// footer within seven of them (docs/design.md, "Spacing and layout"; articles are excepted).
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const PHONE = { width: 375, height: 812 };

/** The footer's top, from the top of the page, is at most seven phone screens down. */
export async function withinSevenScreens(page: Page): Promise<void> {
  const footerTop = await page
    .getByRole('contentinfo')
    .evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
  expect(footerTop).toBeLessThanOrEqual(7 * PHONE.height);
}

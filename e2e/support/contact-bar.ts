// The call and WhatsApp links of the contact bar, as a visitor finds them, and the check that one
// sits whole on the first screen, large enough to tap.
import type { Locator, Page } from '@playwright/test';
import { site } from '../../shared/site';
import { expect } from './fixtures';

const bar = (page: Page) => page.locator('.contact-bar');
export const callLink = (page: Page) => bar(page).getByRole('link', { name: `Call ${site.phone}` });
export const whatsappLink = (page: Page) =>
  bar(page).getByRole('link', { name: /^WhatsApp us about / });

export interface Screen {
  width: number;
  height: number;
}

/**
 * The link is whole inside the first screen (no edge cut off at either side) and at least 48 px
 * tall and wide. Where a test checks several pages, `where` names the page and the checks are
 * soft, so one page's failure hides no other page's.
 */
export async function expectOnFirstScreen(
  link: Locator,
  screen: Screen,
  where = '',
): Promise<void> {
  const check = where ? expect.soft : expect;
  const box = await link.boundingBox();
  check(box, `${where}laid out`).not.toBeNull();
  if (!box) return;
  check(box.y, `${where}top`).toBeGreaterThanOrEqual(0);
  check(box.y + box.height, `${where}bottom`).toBeLessThanOrEqual(screen.height);
  check(box.x, `${where}left`).toBeGreaterThanOrEqual(0);
  check(box.x + box.width, `${where}right`).toBeLessThanOrEqual(screen.width);
  check(box.height, `${where}height`).toBeGreaterThanOrEqual(48);
  check(box.width, `${where}width`).toBeGreaterThanOrEqual(48);
}

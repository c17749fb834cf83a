// The developer demo pages: the contrast checker's live results, the accessibility demo's
// announcements and focus moves, and the routing test's 'Check all routes' run.
import type { Page } from '@playwright/test';
import { pages } from '../src/content/registry';
import { expect, test, waitForHydration } from './support/fixtures';

/** Records every text the polite live region shows, since it clears itself after 100 ms. */
async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="live-polite"]')!;
    const heard: string[] = [];
    Object.assign(window, { __heard: heard });
    new MutationObserver(() => {
      const text = region.textContent?.trim();
      if (text) heard.push(text);
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
}

const verdict = (page: Page, name: RegExp) =>
  page.getByRole('list', { name: 'WCAG results' }).getByRole('listitem').filter({ hasText: name });

test('the contrast checker rates colours live for AA and AAA', async ({ page }) => {
  await page.goto('/accessibility-demo');
  await waitForHydration(page);
  const heard = await recordAnnouncements(page);
  const text = page.getByRole('textbox', { name: 'Text colour (hex)' });
  const background = page.getByRole('textbox', { name: 'Background colour (hex)' });
  const ratio = page.getByTestId('contrast-ratio');

  await background.fill('#ffffff');
  await text.fill('#777777');
  await expect(ratio).toHaveText('4.47:1');
  await expect(verdict(page, /^AA normal text/)).toContainText('Fail');
  await expect(verdict(page, /^AA large text/)).toContainText('Pass');
  await expect(verdict(page, /^AAA large text/)).toContainText('Fail');

  await text.fill('#767676');
  await expect(ratio).toHaveText('4.54:1');
  await expect(verdict(page, /^AA normal text/)).toContainText('Pass');
  await expect(verdict(page, /^AAA large text/)).toContainText('Pass');
  await expect(verdict(page, /^AAA normal text/)).toContainText('Fail');
  await expect(page.getByLabel('Text colour picker')).toHaveValue('#767676');
  await expect.poll(heard).toContainEqual(expect.stringContaining('Contrast 4.54 to 1'));

  await text.fill('#595959');
  await expect(ratio).toHaveText('7.00:1');
  await expect(verdict(page, /^AAA normal text/)).toContainText('Pass');

  await text.fill('#12');
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a hex colour such as #1e293b or #fff.')).toBeVisible();
  await expect(ratio).toHaveText('–');

  await text.fill('#000');
  await page.getByRole('button', { name: 'Swap colours' }).click();
  await expect(text).toHaveValue('#ffffff');
  await expect(background).toHaveValue('#000');
  await expect(ratio).toHaveText('21.00:1');
});

test('the accessibility demo announces messages and moves focus', async ({ page }) => {
  await page.goto('/accessibility-demo');
  await waitForHydration(page);
  const heard = await recordAnnouncements(page);
  await page.getByRole('textbox', { name: 'Message' }).fill('Your report is ready to download');
  await page.getByRole('button', { name: 'Announce message' }).click();
  await expect.poll(heard).toContain('Your report is ready to download');

  await page.getByRole('button', { name: 'Move focus to the target heading' }).click();
  await expect(page.getByRole('heading', { name: 'Focus target heading' })).toBeFocused();
  await page.getByRole('button', { name: 'Return focus to the button' }).click();
  await expect(
    page.getByRole('button', { name: 'Move focus to the target heading' }),
  ).toBeFocused();

  await page.getByRole('button', { name: 'Focus the first skip link' }).click();
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
});

test('the routing test checks every route and announces the summary', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/routing-test');
  await waitForHydration(page);
  const heard = await recordAnnouncements(page);
  await expect(page.getByRole('table')).toContainText('/accessibility-demo');
  await page.getByRole('button', { name: 'Check all routes' }).click();
  const summary = `${pages.length} of ${pages.length} routes OK`;
  await expect(page.getByTestId('routing-summary')).toHaveText(summary, { timeout: 150_000 });
  await expect(page.getByText('Routes with problems')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: '/case-studies/mumbai-d2c-skincare-roas' });
  await expect(row).toContainText('200');
  await expect(row).toContainText('loaded');
  await expect.poll(heard).toContain(summary);
});

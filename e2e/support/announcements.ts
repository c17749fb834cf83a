// Records what the live regions say: their text is cleared after 100 ms, so a test reads the log.
import type { Page } from '@playwright/test';

/** Records every message written to the live regions from the next page load on. */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    Object.assign(window, { __heard: heard });
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live]')) {
        const text = region.textContent?.trim();
        if (text && heard[heard.length - 1] !== text) heard.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
}

// An init script for the whole-site crawl. Before the app's module scripts run (document
// 'interactive'), it remembers every element of the prerendered page and starts watching it. When
// React marks the page hydrated, it records which of those elements React threw away and which
// texts or children it changed (hydration adopts the prerendered DOM as it is, so any change is a
// mismatch React repaired), and which scripts had been fetched by then.
import type { Page } from '@playwright/test';

export interface HydrationProbe {
  /** Prerendered elements no longer in the document once hydrated. */
  replaced: string[];
  /** Texts and child lists of the prerendered page that changed before hydration finished. */
  changed: string[];
  /** Script URLs fetched before hydration finished. */
  scripts: string[];
  /** Scripts the HTML names (module entry and modulepreloads). */
  declared: string[];
}

declare global {
  interface Window {
    __hydrationProbe?: HydrationProbe;
  }
}

function probe(): void {
  const prerendered: Element[] = [];
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('root');
    prerendered.push(...document.querySelectorAll('#root *'));
    const changed: string[] = [];
    const note = (records: MutationRecord[]) => {
      for (const record of records) {
        const target =
          record.target instanceof Element ? record.target : record.target.parentElement;
        changed.push(`${record.type} in ${target ? describe(target) : '?'}`);
      }
    };
    const changes = new MutationObserver(note);
    if (root) changes.observe(root, { childList: true, characterData: true, subtree: true });
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      note(changes.takeRecords());
      changes.disconnect();
      window.__hydrationProbe = {
        replaced: prerendered.filter((element) => !element.isConnected).map(describe),
        changed,
        scripts: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith('.js')),
        declared: [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
          ...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'),
        ].map((element) => (element instanceof HTMLLinkElement ? element.href : element.src)),
      };
    });
    observer.observe(document.documentElement, { attributes: true });
  });
}

export async function installHydrationProbe(page: Page): Promise<void> {
  await page.addInitScript(probe);
}

export async function readHydrationProbe(page: Page): Promise<HydrationProbe> {
  await page.waitForFunction(() => window.__hydrationProbe !== undefined);
  return page.evaluate(() => window.__hydrationProbe!);
}

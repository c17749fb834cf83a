// The pages this device can open offline: every page held in the service worker's caches (visited
// pages and the precached ones), in the order the caches list them, found through the page index
// (the full one, precached too; without it, the pages of the slice this document embeds).
import { loadFullIndex, pageIndex } from '../../site/page-index';
import type { PageSummary } from '../../site/page-summary';

export async function savedPages(): Promise<PageSummary[]> {
  if (!('caches' in window)) return [];
  await loadFullIndex().catch(() => undefined);
  const found = new Map<string, PageSummary>();
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const page = pageIndex.atPath(new URL(request.url).pathname);
      if (page) found.set(page.id, page);
    }
  }
  return [...found.values()];
}

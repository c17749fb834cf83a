// Loaded after a client-side navigation (never on first load, where the prerendered head is
// already right): looks up the full registry entry and applies its head tags.
import { getPage } from '../../content/page-lookup';
import { applyHead } from './apply-head';
import { headTags } from './head-tags';
import { notFoundPage } from '../../content/registry';

export function updateHead(id: string): void {
  applyHead(headTags(id === notFoundPage.id ? notFoundPage : getPage(id)));
}

// Loaded after a client-side navigation (never on first load, where the prerendered head is
// already right): looks up the full registry entry and applies its head tags, and has the contact
// bar's WhatsApp message name the new page.
import { registryPages } from '../site/registry-pages';
import { applyHead } from '../site/head/apply-head';
import { updateContactBar } from '../features/contact/update-contact-bar';
import { headTags } from '../site/head/head-tags';
import { notFoundPage, offlinePage } from '../content/registry';

const standIns = new Map([notFoundPage, offlinePage].map((entry) => [entry.id, entry]));

export function updateHead(id: string): void {
  const entry = standIns.get(id) ?? registryPages.byId(id);
  applyHead(headTags(entry));
  updateContactBar(entry.title);
}

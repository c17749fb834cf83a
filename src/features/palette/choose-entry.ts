// What choosing a palette entry does, after it was saved to recents and the palette closed:
// internal pages navigate client-side, external links open in a new tab without access to this
// page, and tel:/mailto: links hand over to the phone or mail app.
import type { PaletteEntry } from './palette-entry';

export type EntryTarget = 'navigate' | 'new-tab' | 'hand-over';

export function entryTarget(entry: Pick<PaletteEntry, 'path' | 'external'>): EntryTarget {
  if (entry.external) return 'new-tab';
  return entry.path.startsWith('/') && !entry.path.startsWith('//') ? 'navigate' : 'hand-over';
}

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

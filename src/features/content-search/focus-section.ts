// Brings the section a '/path#heading-id' link points to into view and gives its heading focus, as
// content search promises: the page's headings get their ids first (a client-rendered page has
// none of its own until then). Returns the heading's text, for the announcement, or undefined when
// the page has no such section. A folded section opens.
import { assignHeadingIds } from './assign-heading-ids';

export function focusSection(hash: string): string | undefined {
  const main = document.getElementById('main-content');
  if (!main || !hash.startsWith('#')) return undefined;
  assignHeadingIds(main);
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target || !main.contains(target)) return undefined;
  // A section folded on a phone (fold.tsx, titled-folds.tsx) opens, with any fold around it.
  for (
    let fold = target.closest('details');
    fold;
    fold = fold.parentElement?.closest('details') ?? null
  )
    fold.open = true;
  target.scrollIntoView();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target.textContent?.trim() || undefined;
}

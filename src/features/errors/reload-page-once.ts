// The last resort of 'Try Again': a document load of the page itself, for failures that no retry
// in this document can mend (the page's files are gone after a deploy, or the browser's module
// loader remembers a failure). At most once per page: if the reloaded page fails the same way, the
// error screen stays, so a page that cannot load never reloads in a loop.
import { readString, removeKey, writeString } from '../../lib/safe-storage';

const RELOADED_KEY = 'site:reloaded-for';

const here = (): string => `${window.location.pathname}${window.location.search}`;

/** Loads the current page in full, unless that was already tried for it; says whether it did. */
export function reloadPageOnce(): boolean {
  if (readString('session', RELOADED_KEY) === here()) return false;
  writeString('session', RELOADED_KEY, here());
  window.location.reload();
  return true;
}

/** A page rendered: a later failure of any page may be mended by a document load again. */
export function pageRendered(): void {
  if (readString('session', RELOADED_KEY) !== undefined) removeKey('session', RELOADED_KEY);
}

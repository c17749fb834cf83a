// Vite's preload helper, replaced (build/vite-plugin-verified-preload.ts, docs/decisions/0007):
// every lazy `import()` in the built site runs through `__vitePreload`, with the files of the chunk's
// module graph as `deps`. Vite's own helper starts the import at once, so a missing or unreachable
// file fails inside the browser's module loader, and some browsers (Debian's Chromium 150) remember
// that failure for the life of the document: importing the same URL again fails without a request.
// This helper fetches every file the page does not already have first, and imports only when all of
// them arrived; a failed load therefore never reaches the module loader, and trying again works in
// every browser. Fetched files are in the HTTP cache (hashed assets are immutable), so the import
// that follows costs no second download. Lazy chunks bring no stylesheets of their own (the plugin
// fails the build if one does), so unlike Vite's helper this one does not load CSS.
import { ChunkLoadError } from './chunk-load-error';

/** Files known to be loadable: fetched successfully, or named by the page itself. */
const verified = new Set<string>();
/** Files of a graph whose import failed: fetched again next time, even if the page names them. */
const suspect = new Set<string>();
const inFlight = new Map<string, Promise<void>>();

function inPage(href: string): boolean {
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[rel=modulepreload],script[type=module][src]',
  )) {
    if ((element instanceof HTMLLinkElement ? element.href : element.src) === href) return true;
  }
  return false;
}

function fetchOnce(href: string): Promise<void> {
  if (verified.has(href) || (!suspect.has(href) && inPage(href))) return Promise.resolve();
  let loading = inFlight.get(href);
  if (!loading) {
    loading = fetch(href, { credentials: 'same-origin' })
      .then(
        async (response) => {
          if (!response.ok)
            throw new ChunkLoadError('missing', `${href} answered ${response.status}`);
          // Read to the end, so the whole file is in the HTTP cache when the import asks for it.
          await response.arrayBuffer();
          verified.add(href);
          suspect.delete(href);
        },
        (error: unknown) => {
          throw new ChunkLoadError('offline', `${href} could not be fetched`, error);
        },
      )
      .finally(() => inFlight.delete(href));
    inFlight.set(href, loading);
  }
  return loading;
}

export async function __vitePreload<T>(
  baseModule: () => Promise<T>,
  deps?: readonly string[],
): Promise<T> {
  const hrefs = (deps ?? []).map(
    (dep) => new URL(`${import.meta.env.BASE_URL}${dep}`, document.baseURI).href,
  );
  // A failure is reported only once every fetch of the graph has ended, so that trying again at
  // once (the connection is back) starts fresh fetches instead of joining ones about to fail.
  const fetches = await Promise.allSettled(hrefs.map(fetchOnce));
  const failed = fetches.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  try {
    return await baseModule();
  } catch (error) {
    for (const href of hrefs) {
      verified.delete(href);
      suspect.add(href);
    }
    throw new ChunkLoadError('import', 'the module loader failed', error);
  }
}

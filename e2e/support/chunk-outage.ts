// Failed chunk loads, on demand: while an outage lasts, every script file the page has not loaded
// yet fails (404, or a dropped connection). `moduleLoaderOnly` fails only the module loader's own
// requests and lets fetch() through. `rememberingBrowser` plays a browser whose module loader
// remembers a failed module fetch until the next document load (Debian's Chromium 150 does), so the
// suite proves recovery in such a browser whatever Chromium runs it.
import type { Page, Request, Route } from '@playwright/test';

export interface OutageOptions {
  failure?: '404' | 'abort';
  moduleLoaderOnly?: boolean;
  rememberingBrowser?: boolean;
  /** Fails only these paths (else every script file the page has not loaded). */
  only?: ReadonlySet<string>;
}

export interface ChunkOutage {
  /** Starts failing; files the page asked for before this are served as usual. */
  begin(): void;
  /** Serves files again (a remembering browser still fails what it remembers). */
  end(): void;
  /** Script files that failed, with who asked: 'script' is the module loader, 'fetch' a fetch(). */
  failures: { url: string; by: string }[];
  /** Document loads of the main frame since the outage began. */
  documentLoads(): number;
}

const SCRIPT = /\/assets\/[^/?]+\.js(\?|$)/;
const pathOf = (url: string) => new URL(url).pathname;

/** Call before the page loads, so that every request it makes is seen. */
export async function chunkOutage(
  page: Page,
  {
    failure = '404',
    moduleLoaderOnly = false,
    rememberingBrowser = false,
    only,
  }: OutageOptions = {},
): Promise<ChunkOutage> {
  const requestedBefore = new Set<string>();
  const failures: ChunkOutage['failures'] = [];
  const remembered = new Set<string>();
  let begun = false;
  let active = false;
  let documentLoads = 0;
  page.on('request', (request: Request) => {
    if (!begun) requestedBefore.add(pathOf(request.url()));
    else if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documentLoads += 1;
      remembered.clear();
    }
  });

  const fail = async (route: Route, request: Request) => {
    failures.push({ url: request.url(), by: request.resourceType() });
    if (failure === 'abort') await route.abort('internetdisconnected');
    else await route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
  };
  await page.route(SCRIPT, async (route, request) => {
    const path = pathOf(request.url());
    const byLoader = request.resourceType() === 'script';
    if (rememberingBrowser && byLoader && remembered.has(request.url()))
      return fail(route, request);
    const failing =
      active &&
      !requestedBefore.has(path) &&
      (only?.has(path) ?? true) &&
      (!moduleLoaderOnly || byLoader);
    if (!failing) return route.continue();
    if (byLoader) remembered.add(request.url());
    return fail(route, request);
  });

  return {
    begin: () => {
      begun = true;
      active = true;
    },
    end: () => {
      active = false;
    },
    failures,
    documentLoads: () => documentLoads,
  };
}

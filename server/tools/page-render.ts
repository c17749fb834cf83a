// Draws one page in a fresh Chromium (chromium-run.ts: sandboxed, unprivileged, every request
// through the checked proxy, memory capped) the way a search engine's renderer would: it loads
// the page over the DevTools protocol (puppeteer-core, which Lighthouse uses too), waits for the
// load event and then for the network to go quiet, briefly, and returns the document as its
// scripts left it. Each wait is capped, and the caller's signal (the route's deadline) ends the
// browser whatever it is doing.
import { chromiumRunner, type ChromiumRunOptions } from './chromium-run';
import { MAX_PAGE_BYTES } from './page-fetcher';
import { TOOLS_USER_AGENT } from './user-agent';

/** A failure whose message is meant for the visitor. */
export class RenderError extends Error {
  override readonly name = 'RenderError';
}

export interface RenderedPage {
  finalUrl: string;
  html: string;
}

export interface PageRenderOptions extends ChromiumRunOptions {
  /** The longest the load event is waited for (default 9 s). */
  loadMs?: number;
  /** How long the network must stay quiet after the load (default 500 ms)... */
  quietMs?: number;
  /** ...waited for at most this long (default 2.5 s); then the page is read as it is. */
  maxQuietWaitMs?: number;
}

export const RENDER_LOAD_MS = 9_000;

/** A phone's screen, as Google's smartphone renderer uses. */
const VIEWPORT = { width: 412, height: 915, deviceScaleFactor: 1, isMobile: true, hasTouch: true };

export type PageRender = (url: string, signal: AbortSignal) => Promise<RenderedPage>;

export function pageRender(options: PageRenderOptions): PageRender {
  const inChromium = chromiumRunner(options, (message) => new RenderError(message));
  const loadMs = options.loadMs ?? RENDER_LOAD_MS;
  return async (url, signal) => {
    const { default: puppeteer } = await import('puppeteer-core');
    return inChromium(signal, async (port) => {
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${port}`,
        defaultViewport: VIEWPORT,
        protocolTimeout: loadMs + 5_000,
      });
      try {
        const [page = await browser.newPage()] = await browser.pages();
        // Chromium's own, so pages draw as for any phone, naming the tools as every fetch does.
        await page.setUserAgent(`${await browser.userAgent()} ${TOOLS_USER_AGENT}`);
        const response = await page
          .goto(url, { waitUntil: 'load', timeout: loadMs })
          .catch((error: unknown) => {
            if (signal.aborted) throw error;
            throw new RenderError(
              error instanceof Error && error.name === 'TimeoutError'
                ? `The page did not finish loading in Chromium within ${loadMs / 1000} seconds.`
                : 'Chromium could not load the page.',
            );
          });
        if (response && response.status() >= 400)
          throw new RenderError(`The page answered error ${response.status()} in Chromium.`);
        await page
          .waitForNetworkIdle({
            idleTime: options.quietMs ?? 500,
            timeout: options.maxQuietWaitMs ?? 2_500,
          })
          .catch(() => undefined); // still busy: read what is drawn by now
        const html = await page.content();
        return { finalUrl: page.url(), html: html.slice(0, MAX_PAGE_BYTES) };
      } finally {
        await browser.disconnect().catch(() => undefined);
      }
    });
  };
}

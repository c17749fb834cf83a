// The browser side of the SEO tools' address checks: asks the server for one page, or streams a
// crawl's NDJSON events to a callback. Every failure becomes one message for the visitor; when no
// server answers (offline, or a copy of the site on a static host) the message says to paste the
// HTML instead, which works without the server. Loaded only when an address is checked.
import { createLineSplitter } from './ndjson-lines';
import {
  TOOLS_CRAWL_ENDPOINT,
  TOOLS_PAGE_ENDPOINT,
  TOOLS_RENDER_ENDPOINT,
  TOOLS_SPEED_ENDPOINT,
  type RenderResponse,
  type SpeedFormFactor,
  type CrawlEvent,
  type PageResponse,
  type ToolsErrorResponse,
} from '../../../../shared/tools-api-contract';

export type ApiResult<T> =
  { ok: true; value: T } | { ok: false; message: string; unreachable: boolean };

export const UNREACHABLE_MESSAGE =
  'Address checks need our server, and it could not be reached from here (you may be offline). Paste the page’s HTML or upload the file instead: that works in your browser alone.';

const isJson = (response: Response): boolean =>
  (response.headers.get('content-type') ?? '').startsWith('application/json');

const unreachable = <T>(): ApiResult<T> => ({
  ok: false,
  message: UNREACHABLE_MESSAGE,
  unreachable: true,
});

async function post(
  endpoint: string,
  body: object,
  signal?: AbortSignal,
): Promise<Response | undefined> {
  try {
    return await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return undefined;
  }
}

/** The server's message for a refusal, or the unreachable message when no tools server answered. */
async function failure<T>(response: Response): Promise<ApiResult<T>> {
  if (!isJson(response)) return unreachable();
  const body = (await response.json().catch(() => undefined)) as ToolsErrorResponse | undefined;
  if (!body?.message) return unreachable();
  return { ok: false, message: body.message, unreachable: false };
}

export async function fetchPageByAddress(
  url: string,
  signal?: AbortSignal,
): Promise<ApiResult<PageResponse>> {
  const response = await post(TOOLS_PAGE_ENDPOINT, { url }, signal);
  if (!response) return unreachable();
  if (!response.ok) return failure(response);
  if (!isJson(response)) return unreachable();
  return { ok: true, value: (await response.json()) as PageResponse };
}

/** A Lighthouse report (JSON text, for the worker to read) of `url`, run on our server. */
export async function runSpeedTest(
  url: string,
  formFactor: SpeedFormFactor,
): Promise<ApiResult<string>> {
  const response = await post(TOOLS_SPEED_ENDPOINT, { url, formFactor });
  if (!response) return unreachable();
  if (!response.ok) return failure(response);
  if (!isJson(response)) return unreachable();
  return { ok: true, value: await response.text() };
}

/**
 * The page at `url` as Chromium drew it on our server, scripts run. A server without Chromium
 * (501) answers as if unreachable: either way there is no rendered page to show.
 */
export async function renderPage(
  url: string,
  signal: AbortSignal,
): Promise<ApiResult<RenderResponse>> {
  const response = await post(TOOLS_RENDER_ENDPOINT, { url }, signal);
  if (!response || response.status === 501) return unreachable();
  if (!response.ok) return failure(response);
  if (!isJson(response)) return unreachable();
  return { ok: true, value: (await response.json()) as RenderResponse };
}

/**
 * Streams a crawl, calling `onEvent` for each event as it arrives; resolves when the crawl is done.
 * Aborting `signal` cancels the crawl on the server too (the request is closed).
 */
export async function streamCrawl(
  url: string,
  onEvent: (event: CrawlEvent) => void,
  signal: AbortSignal,
): Promise<ApiResult<null>> {
  const response = await post(TOOLS_CRAWL_ENDPOINT, { url }, signal);
  if (!response) return unreachable();
  if (!response.ok) return failure(response);
  if (
    !(response.headers.get('content-type') ?? '').startsWith('application/x-ndjson') ||
    !response.body
  )
    return unreachable();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const lines = createLineSplitter();
  let finished = false;
  const handle = (line: string) => {
    const event = JSON.parse(line) as CrawlEvent;
    if (event.type === 'done') finished = true;
    onEvent(event);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      lines.push(value).forEach(handle);
    }
    lines.end().forEach(handle);
  } catch (error) {
    if (signal.aborted) throw error;
  }
  return finished
    ? { ok: true, value: null }
    : {
        ok: false,
        message:
          'The crawl stopped before the end: the connection to our server was lost. Try again.',
        unreachable: false,
      };
}

// What a prerendered page hands its first render in the browser. While prerendering a page,
// resource caches record the content they loaded (data, embedded in the HTML as a JSON data block,
// so the browser hydrates without downloading the content's chunk) and the source files of code
// they loaded (which the prerender script modulepreloads). In the browser, caches read the
// embedded data once; a missing or unreadable block only means the content is fetched as usual.

/** Id of the `<script type="application/json">` block that carries the embedded content. */
export const PAGE_DATA_ID = 'rm-page-data';

/** Content by cache name, then by key. */
export type EmbeddedContent = Record<string, Record<string, unknown>>;

export interface PagePayload {
  content: EmbeddedContent;
  /** Root-relative source files of code the page loads before it can hydrate. */
  modules: string[];
}

let collecting: PagePayload | undefined;

/** Starts recording what the next render loads (prerender only). */
export function startPagePayload(): void {
  collecting = { content: {}, modules: [] };
}

/** Stops recording and returns what was recorded. */
export function takePagePayload(): PagePayload {
  const payload = collecting ?? { content: {}, modules: [] };
  collecting = undefined;
  return payload;
}

/** True while a prerender records a page. */
export const collectingPagePayload = (): boolean => collecting !== undefined;

export function recordContent(cache: string, key: string, value: unknown): void {
  if (!collecting) return;
  (collecting.content[cache] ??= {})[key] = value;
}

/** What this render recorded so far for this cache and key (prerender only). */
export const recordedContent = (cache: string, key: string): unknown =>
  collecting?.content[cache]?.[key];

export function recordModule(source: string): void {
  if (collecting && !collecting.modules.includes(source)) collecting.modules.push(source);
}

let embedded: EmbeddedContent | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readEmbedded(): EmbeddedContent {
  if (embedded) return embedded;
  embedded = {};
  if (typeof document === 'undefined') return embedded;
  try {
    const parsed: unknown = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '{}');
    if (isRecord(parsed)) {
      for (const [cache, entries] of Object.entries(parsed))
        if (isRecord(entries)) embedded[cache] = entries;
    }
  } catch {
    // Unreadable data block: the content loads from its chunk instead.
  }
  return embedded;
}

/** The content the prerender embedded for this cache and key, if any. */
export function embeddedContent(cache: string, key: string): { value: unknown } | undefined {
  const entries = readEmbedded()[cache];
  return entries && Object.hasOwn(entries, key) ? { value: entries[key] } : undefined;
}

/** Everything the prerender embedded for this cache, by key. */
export const embeddedEntries = (cache: string): Record<string, unknown> =>
  readEmbedded()[cache] ?? {};

/** The data block for a page's HTML; `<` is escaped so no text can close the script element. */
export const pageDataHtml = (content: EmbeddedContent): string =>
  `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(content).replace(/</g, '\\u003c')}</script>`;

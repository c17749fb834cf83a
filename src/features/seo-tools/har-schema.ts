// The parts of a HAR 1.2 file (Chrome DevTools, Firefox, Playwright exports) the page-speed tool
// reads, as zod schemas. Browser-specific extras (_transferSize, _resourceType, _priority) are
// optional; a malformed entry is skipped rather than failing the whole file.
import { z } from 'zod';

const optionalNumber = z.number().optional().catch(undefined);
const optionalString = z.string().optional().catch(undefined);

const headerSchema = z.object({ name: z.string(), value: z.string() });

export const harEntrySchema = z.object({
  pageref: optionalString,
  startedDateTime: z.string(),
  time: z.number().catch(0),
  request: z.object({ url: z.string() }),
  response: z.object({
    status: z.number().catch(0),
    headers: z.array(headerSchema).catch([]),
    headersSize: optionalNumber,
    bodySize: optionalNumber,
    _transferSize: optionalNumber,
    content: z.object({ size: optionalNumber, mimeType: optionalString }).catch({ size: undefined, mimeType: undefined }),
  }),
  timings: z
    .object({
      blocked: optionalNumber,
      dns: optionalNumber,
      connect: optionalNumber,
      send: optionalNumber,
      wait: optionalNumber,
      receive: optionalNumber,
    })
    .catch({}),
  _resourceType: optionalString,
  /** Chrome's fetch priority: async and deferred scripts load at Low. */
  _priority: optionalString,
  _initiator: z.object({ type: z.string() }).optional().catch(undefined),
});
export type HarEntry = z.infer<typeof harEntrySchema>;

const harPageSchema = z.object({
  id: z.string(),
  startedDateTime: z.string(),
  title: optionalString,
  pageTimings: z.object({ onContentLoad: optionalNumber, onLoad: optionalNumber }).catch({}),
});
export type HarPage = z.infer<typeof harPageSchema>;

export const harSchema = z.object({
  log: z.object({
    version: optionalString,
    creator: z.object({ name: z.string(), version: optionalString }).optional().catch(undefined),
    pages: z.array(z.unknown()).catch([]),
    entries: z.array(z.unknown()),
  }),
});

export const parseHarPage = (page: unknown) => harPageSchema.safeParse(page);
export const parseHarEntry = (entry: unknown) => harEntrySchema.safeParse(entry);

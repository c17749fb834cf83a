// The parts of a HAR 1.2 file (Chrome DevTools, Firefox, Playwright exports) the page-speed tool
// reads, as zod schemas. Browser-specific extras (_transferSize, _resourceType, _priority) are
// optional; a malformed entry is skipped rather than failing the whole file.
import * as z from 'zod/mini';

const optionalNumber = z.catch(z.optional(z.number()), undefined);
const optionalString = z.catch(z.optional(z.string()), undefined);

const headerSchema = z.object({ name: z.string(), value: z.string() });

export const harEntrySchema = z.object({
  pageref: optionalString,
  startedDateTime: z.string(),
  time: z.catch(z.number(), 0),
  request: z.object({ url: z.string() }),
  response: z.object({
    status: z.catch(z.number(), 0),
    headers: z.catch(z.array(headerSchema), []),
    headersSize: optionalNumber,
    bodySize: optionalNumber,
    _transferSize: optionalNumber,
    content: z.catch(z.object({ size: optionalNumber, mimeType: optionalString }), {
      size: undefined,
      mimeType: undefined,
    }),
  }),
  timings: z.catch(
    z.object({
      blocked: optionalNumber,
      dns: optionalNumber,
      connect: optionalNumber,
      send: optionalNumber,
      wait: optionalNumber,
      receive: optionalNumber,
    }),
    {},
  ),
  _resourceType: optionalString,
  /** Chrome's fetch priority: async and deferred scripts load at Low. */
  _priority: optionalString,
  _initiator: z.catch(z.optional(z.object({ type: z.string() })), undefined),
});
export type HarEntry = z.infer<typeof harEntrySchema>;

const harPageSchema = z.object({
  id: z.string(),
  startedDateTime: z.string(),
  title: optionalString,
  pageTimings: z.catch(z.object({ onContentLoad: optionalNumber, onLoad: optionalNumber }), {}),
});
export type HarPage = z.infer<typeof harPageSchema>;

export const harSchema = z.object({
  log: z.object({
    version: optionalString,
    creator: z.catch(
      z.optional(z.object({ name: z.string(), version: optionalString })),
      undefined,
    ),
    pages: z.catch(z.array(z.unknown()), []),
    entries: z.array(z.unknown()),
  }),
});

export const parseHarPage = (page: unknown) => harPageSchema.safeParse(page);
export const parseHarEntry = (entry: unknown) => harEntrySchema.safeParse(entry);

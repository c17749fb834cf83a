// Reads a response body up to a byte limit and decodes it with the charset the response names
// (UTF-8 when it names none or one the runtime does not know). Past the limit the download is
// stopped, not finished: a 50 MB answer costs at most the limit. Over the limit is an error for a
// page (readCapped); robots.txt keeps what came before it, as Google does (readTruncated).

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

type Body = AsyncIterable<Buffer> & { destroy(): unknown };

/** The first `maxBytes` of the body, and whether there was more (then it was not downloaded). */
export async function readTruncated(
  body: Body,
  maxBytes: number,
): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const room = maxBytes - total;
    if (chunk.length > room) {
      body.destroy();
      chunks.push(chunk.subarray(0, room));
      return { bytes: Buffer.concat(chunks, maxBytes), truncated: true };
    }
    chunks.push(chunk);
    total += chunk.length;
  }
  return { bytes: Buffer.concat(chunks, total), truncated: false };
}

export async function readCapped(body: Body, maxBytes: number): Promise<Buffer> {
  const { bytes, truncated } = await readTruncated(body, maxBytes);
  if (truncated)
    throw new BodyTooLargeError(`The page is larger than ${Math.round(maxBytes / 1_000_000)} MB`);
  return bytes;
}

/** The charset a Content-Type header names, if any. */
export function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

export function decodeBody(bytes: Buffer, contentType: string | undefined): string {
  const label = charsetOf(contentType) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

// Reads a response body up to a byte limit and decodes it with the charset the response names
// (UTF-8 when it names none or one the runtime does not know). Past the limit the download is
// stopped, not finished: a 50 MB answer costs at most the limit.

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

export async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > maxBytes) {
      body.destroy();
      throw new BodyTooLargeError(`The page is larger than ${Math.round(maxBytes / 1_000_000)} MB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
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

// A lazily loaded chunk could not be loaded, and why: the browser could not reach the server
// ('offline'), the server no longer has the file ('missing', the usual case after a deploy), or
// every file arrived but the browser's module loader still failed ('import': some browsers remember
// a failed module fetch for the life of the document, so only a new document can load it).

export type ChunkLoadFailure = 'offline' | 'missing' | 'import';

export class ChunkLoadError extends Error {
  readonly failure: ChunkLoadFailure;

  constructor(failure: ChunkLoadFailure, detail: string, cause?: unknown) {
    super(detail, { cause });
    this.name = 'ChunkLoadError';
    this.failure = failure;
  }
}

/** The ChunkLoadError behind `error`, following its chain of causes, if there is one. */
export function chunkLoadFailure(error: unknown): ChunkLoadFailure | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    if (current instanceof ChunkLoadError) return current.failure;
    current = current.cause;
  }
  return undefined;
}

/**
 * Whether loading again in this document cannot help, so only a document load of the page can:
 * the file is gone from the server, or the browser's module loader keeps failing.
 */
export const needsDocumentLoad = (error: unknown): boolean => {
  const failure = chunkLoadFailure(error);
  return failure === 'missing' || failure === 'import';
};

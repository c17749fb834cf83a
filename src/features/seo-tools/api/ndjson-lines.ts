// Splits a stream of text chunks into complete lines for NDJSON: a line cut between two chunks is
// held until its end arrives. Pure, for the crawl's progress stream.

export interface LineSplitter {
  /** The complete lines `chunk` finishes (empty lines dropped). */
  push(chunk: string): string[];
  /** What is left after the last newline, at the end of the stream. */
  end(): string[];
}

export function createLineSplitter(): LineSplitter {
  let pending = '';
  return {
    push(chunk) {
      const parts = (pending + chunk).split('\n');
      pending = parts.pop() ?? '';
      return parts.filter((line) => line.trim() !== '');
    },
    end() {
      const last = pending;
      pending = '';
      return last.trim() === '' ? [] : [last];
    },
  };
}

// A log destination for tests: keeps everything the logger writes, as text and as JSON lines.
import { Writable } from 'node:stream';

export interface LogCapture {
  destination: Writable;
  text(): string;
  /** Every line written, parsed (JSON output only). */
  lines(): Record<string, unknown>[];
}

export function captureLog(): LogCapture {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    destination,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

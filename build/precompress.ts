// Writes .br and .gz siblings of every text asset in a directory, so the server sends compressed
// bytes without compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every eligible file; returns how many. */
export async function precompressDirectory(dir: string): Promise<number> {
  let count = 0;
  const work: Promise<void>[] = [];
  for await (const path of files(dir)) {
    if (!TEXT.test(path)) continue;
    work.push(
      (async () => {
        const data = await readFile(path);
        if (data.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz(data, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        count += 1;
      })(),
    );
  }
  await Promise.all(work);
  return count;
}

// Looks for strings in every file of a build output folder, in file names and in contents (reading
// the .gz and .br copies decompressed), so tests can prove the developer diagnostics never reach a
// production build. Shared by the unit test and the E2E spec that runs after the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The project's build output folder. */
export const DIST_DIR = fileURLToPath(new URL('../../../dist', import.meta.url));

/** Files whose contents are text worth searching (images and fonts are not). */
const TEXT_FILE = /\.(?:js|mjs|cjs|css|html|json|webmanifest|map|txt|xml|svg)$/;

export interface MarkerHit {
  /** Path relative to the searched folder. */
  file: string;
  marker: string;
  where: 'name' | 'contents';
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

/** A file's text, decompressed when it is a .gz or .br copy; undefined for binary files. */
function textOf(path: string): string | undefined {
  if (path.endsWith('.gz') || path.endsWith('.br')) {
    const original = path.slice(0, -3);
    if (!TEXT_FILE.test(original)) return undefined;
    const bytes = readFileSync(path);
    return (path.endsWith('.gz') ? gunzipSync(bytes) : brotliDecompressSync(bytes)).toString(
      'utf8',
    );
  }
  return TEXT_FILE.test(path) ? readFileSync(path, 'utf8') : undefined;
}

/** Every place in `dir` where one of `markers` occurs; empty when none does. */
export function findMarkers(dir: string, markers: readonly string[]): MarkerHit[] {
  const hits: MarkerHit[] = [];
  for (const path of filesUnder(dir)) {
    const file = relative(dir, path);
    const text = textOf(path);
    for (const marker of markers) {
      if (file.includes(marker)) hits.push({ file, marker, where: 'name' });
      if (text?.includes(marker)) hits.push({ file, marker, where: 'contents' });
    }
  }
  return hits;
}

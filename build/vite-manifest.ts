// Reading the client build's manifest (dist/.vite/manifest.json): which files a source module's
// chunk needs, following its static imports.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files of the chunk for `key` and of everything it imports statically, each once. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen)),
  ];
}

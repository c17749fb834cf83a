// The script files a lazily loaded source module needs, read from the build manifest, without those
// the given page loads itself (its prerendered HTML names them all, the entry's among them).
import { readFileSync } from 'node:fs';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export function lazyChunkFiles(source: string, besidesPage: string): Set<string> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const graph = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(`/${chunk.file}`)) return into;
    into.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) graph(imported, into);
    return into;
  };
  const html = readFileSync(`dist${besidesPage === '/' ? '' : besidesPage}/index.html`, 'utf8');
  const pageFiles = new Set(html.match(/\/assets\/[^"'\s]+\.js/g) ?? []);
  return new Set([...graph(source, new Set())].filter((file) => !pageFiles.has(file)));
}

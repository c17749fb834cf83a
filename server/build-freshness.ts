// Decides whether dist/ must be rebuilt before serving: missing, or older than any source file.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

/** The reason dist/ needs a build, or undefined when it is up to date. */
export function staleReason(root: string): string | undefined {
  const stamp = join(root, 'dist', 'pages.json');
  if (!existsSync(stamp)) return 'there is no build yet';
  const built = statSync(stamp).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

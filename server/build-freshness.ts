// Decides whether dist/ must be rebuilt before serving: missing, or older than any source file.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a build is made of: the site's code and files, the business facts (content/business.yaml),
 * which name the agency on every page and in the social images, the code shared with the server,
 * and the build steps.
 */
const SOURCES = [
  'src',
  'public',
  'content',
  'shared',
  'build',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

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

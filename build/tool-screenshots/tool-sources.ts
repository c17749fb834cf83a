// What each free tool's screenshot depends on: the tool's UI module and every module of the tools
// (src/features/seo-tools/) and of src/lib/ it imports, statically, lazily or as a worker
// (new URL(...)), plus the tools' stylesheet; and one hash over them. The page around the tool
// (facts, content, the page index) is not in the screenshot, so it is not followed. `npm run screenshots` records the hash beside each
// screenshot and a unit test compares it, so a screenshot is retaken when its tool changes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TOOL_SLUGS = [
  'seo-analyzer',
  'seo-audit-tool',
  'keyword-planner',
  'page-speed',
  'competitor-analysis',
] as const;

export type ToolSlug = (typeof TOOL_SLUGS)[number];

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STYLES = 'src/styles/seo-tools.css';
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|new URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const FOLLOWED = /^src\/(features\/seo-tools|lib)\//;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The tool's UI module, as the tool page loads it (src/pages/tool-page.tsx). */
export const toolEntry = (slug: ToolSlug): string =>
  `src/features/seo-tools/ui/${slug.replace(/-tool$/, '')}-tool.tsx`;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = join(dirname(join(ROOT, from)), specifier.split('?')[0]!);
  const found = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return found && relative(ROOT, found);
}

/** The files the tool's screenshot depends on, relative to the project, sorted. */
export function toolSourceFiles(slug: ToolSlug): string[] {
  const seen = new Set<string>([STYLES]);
  const queue = [toolEntry(slug)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target && FOLLOWED.test(target) && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

/** One hash over the files' names and contents. */
export function toolSourceHash(slug: ToolSlug): string {
  const hash = createHash('sha256');
  for (const file of toolSourceFiles(slug))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
}

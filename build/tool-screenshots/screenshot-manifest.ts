// Where the free tools' screenshots live and what is recorded beside each: its file, its alt text
// and the hash of the tool's sources when it was taken (tool-sources.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ToolSlug } from './tool-sources.ts';

export const SCREENSHOTS_DIR = fileURLToPath(
  new URL('../../src/content/tool-screenshots/', import.meta.url),
);
export const SCREENSHOTS_MANIFEST = `${SCREENSHOTS_DIR}tool-screenshots.json`;

export interface ToolScreenshotRecord {
  file: string;
  alt: string;
  sources: string;
}

export const readScreenshotManifest = (): Partial<Record<ToolSlug, ToolScreenshotRecord>> =>
  JSON.parse(readFileSync(SCREENSHOTS_MANIFEST, 'utf8')) as Partial<
    Record<ToolSlug, ToolScreenshotRecord>
  >;

// The free tools' screenshots are retaken when a tool changes: each records the hash of its tool's
// sources when it was taken (npm run screenshots), and this fails, naming the script, once a
// source changed after it. The hash follows the tool's imports through the tools and src/lib.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readScreenshotManifest,
  SCREENSHOTS_DIR,
} from '../../build/tool-screenshots/screenshot-manifest';
import {
  TOOL_SLUGS,
  toolEntry,
  toolSourceFiles,
  toolSourceHash,
} from '../../build/tool-screenshots/tool-sources';

const manifest = readScreenshotManifest();

describe.each(TOOL_SLUGS)('the screenshot of %s', (slug) => {
  it('was taken from the tool as its sources are now', () => {
    const record = manifest[slug];
    expect(
      record,
      `No screenshot of ${slug}: run \`npm run build && npm run screenshots\``,
    ).toBeDefined();
    expect(existsSync(join(SCREENSHOTS_DIR, record!.file)), `${record!.file} is missing`).toBe(
      true,
    );
    expect(
      record!.sources,
      `The ${slug} tool's sources changed after its screenshot was taken: run \`npm run build && npm run screenshots\` and commit src/content/tool-screenshots/`,
    ).toBe(toolSourceHash(slug));
  });

  it('says in its alt text what it shows', () => {
    expect(manifest[slug]?.alt).toMatch(/^Screenshot of .{40,}/);
  });
});

describe('a tool screenshot’s sources', () => {
  it('follow the tool’s imports, lazy ones and its worker included, and its stylesheet', () => {
    const files = toolSourceFiles('seo-analyzer');
    expect(files).toContain(toolEntry('seo-analyzer'));
    expect(files).toContain('src/styles/seo-tools.css');
    expect(files.some((file) => file.includes('/worker/'))).toBe(true);
    expect(files.every((file) => /^src\/(features\/seo-tools|lib|styles)\//.test(file))).toBe(true);
  });
});

// The developer diagnostics must never reach production: the built files in dist/ contain none of
// their strings (checked here when a build exists, and always by e2e/diagnostics-bundle.spec.ts
// after the build), and the only way into them is main.tsx's import behind import.meta.env.DEV.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PRODUCTION_BUNDLE_MARKERS,
  TOUCH_TITLE,
  TOOLBAR_TEST_ID,
} from '../../../src/features/diagnostics/diagnostics-constants';
import { DIST_DIR, findMarkers } from './bundle-scan';

const srcDir = new URL('../../../src/', import.meta.url);
const built = existsSync(DIST_DIR);

describe('the bundle search', () => {
  const dir = mkdtempSync(join(tmpdir(), 'diagnostics-scan-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds markers in plain, gzip and brotli files and in file names', () => {
    writeFileSync(join(dir, 'index-a1.js'), `const t="${TOUCH_TITLE}";`);
    writeFileSync(join(dir, 'entry-b2.js.gz'), gzipSync(`x("${TOOLBAR_TEST_ID}")`));
    writeFileSync(join(dir, 'entry-c3.css.br'), brotliCompressSync(`.dev-diag-box{}`));
    writeFileSync(join(dir, 'load-diagnostics-d4.png'), 'binary');
    expect(findMarkers(dir, PRODUCTION_BUNDLE_MARKERS)).toEqual(
      expect.arrayContaining([
        { file: 'index-a1.js', marker: TOUCH_TITLE, where: 'contents' },
        { file: 'entry-b2.js.gz', marker: TOOLBAR_TEST_ID, where: 'contents' },
        { file: 'entry-c3.css.br', marker: 'dev-diag-', where: 'contents' },
        { file: 'load-diagnostics-d4.png', marker: 'load-diagnostics', where: 'name' },
      ]),
    );
  });

  it('finds nothing in files without the markers', () => {
    const clean = mkdtempSync(join(dir, 'clean-'));
    writeFileSync(join(clean, 'home-page.js'), 'export const title="Reachmark, Mumbai";');
    writeFileSync(join(clean, 'home-page.js.gz'), gzipSync('Local SEO in Pune'));
    expect(findMarkers(clean, PRODUCTION_BUNDLE_MARKERS)).toEqual([]);
  });
});

describe('the production build', () => {
  it.skipIf(!built)(
    built
      ? 'contains none of the diagnostics strings in dist/'
      : 'contains none of the diagnostics strings in dist/ (skipped: no dist/ until `npm run build`; e2e/diagnostics-bundle.spec.ts checks it after the build)',
    () => {
      expect(findMarkers(DIST_DIR, PRODUCTION_BUNDLE_MARKERS)).toEqual([]);
    },
  );

  it('reaches the diagnostics only from app/main.tsx and only behind import.meta.env.DEV', () => {
    const importers = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(join('features', 'diagnostics')))
      .filter((file) =>
        readFileSync(new URL(file, srcDir), 'utf8').includes('features/diagnostics'),
      );
    expect(importers.filter((file) => file !== 'app/main.tsx')).toEqual([]);
    const main = readFileSync(new URL('app/main.tsx', srcDir), 'utf8');
    const mentions = main.match(/features\/diagnostics/g) ?? [];
    const guarded =
      main.match(
        /if \(import\.meta\.env\.DEV\)\s*\{?\s*void import\(\s*'\.\.\/features\/diagnostics\//g,
      ) ?? [];
    expect(guarded).toHaveLength(mentions.length);
  });
});

// After the build, no file in dist/ carries the developer diagnostics (issue 4): not their chunk,
// their titles, their test id nor their stylesheet. Reads the files from disk; no browser needed.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PRODUCTION_BUNDLE_MARKERS } from '../src/features/diagnostics/diagnostics-constants';
import { DIST_DIR, findMarkers } from '../tests/features/diagnostics/bundle-scan';

test('the production build contains none of the developer diagnostics', () => {
  expect(existsSync(DIST_DIR), 'dist/ exists: the E2E tests run after `npm run build`').toBe(true);
  expect(findMarkers(DIST_DIR, PRODUCTION_BUNDLE_MARKERS)).toEqual([]);
});

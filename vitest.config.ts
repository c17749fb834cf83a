// Vitest: unit tests of plain TypeScript modules (tests/**/*.test.ts, in Node) and component tests
// with Testing Library (tests/**/*.test.tsx, in happy-dom), both run by `npm run test:unit`.
import { defineConfig } from 'vitest/config';
import { contentPlugins } from './build/content-plugins.ts';

export default defineConfig({
  plugins: contentPlugins(),
  test: {
    // The JSON report feeds `npm run bench:test-times` (the time of each file).
    reporters: ['default', 'json'],
    outputFile: { json: 'test-reports/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup-page-index.ts'],
          // A directory for this run's shared fixtures (the template PGlite cluster).
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup-page-index.ts', 'tests/components/setup-dom.ts'],
          // The first test to open the palette transforms its lazy chunks (cmdk, the entries):
          // seconds on a loaded 2-core CI machine, more than Vitest's default 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});

// The readers behind `npm run bench:test-times`: a Vitest file's time is its wall time from start
// to end, a Playwright spec's the sum of its tests' attempts (retries cost the run too), nested
// describe blocks included, and each names its slowest test.
import { describe, expect, it } from 'vitest';
import { readPlaywrightSpecs, readVitestFiles } from '../../scripts/test-time-reports';

describe('readVitestFiles', () => {
  it("gives each file's wall time, test count and slowest test", () => {
    const files = readVitestFiles({
      testResults: [
        {
          name: '/repo/tests/a.test.ts',
          startTime: 1_000,
          endTime: 4_500,
          assertionResults: [
            { fullName: 'a quick', duration: 5 },
            { fullName: 'a slow', duration: 3_000 },
            { fullName: 'a skipped', duration: null },
          ],
        },
      ],
    });
    expect(files).toEqual([
      {
        file: '/repo/tests/a.test.ts',
        ms: 3_500,
        tests: 3,
        slowest: { title: 'a slow', ms: 3_000 },
      },
    ]);
  });
});

describe('readPlaywrightSpecs', () => {
  it('sums every attempt of every test of a spec, nested suites included', () => {
    const files = readPlaywrightSpecs({
      suites: [
        {
          title: 'crawl.spec.ts',
          file: 'crawl.spec.ts',
          specs: [{ title: 'batch 1', tests: [{ results: [{ duration: 10_000 }] }] }],
          suites: [
            {
              title: 'on a phone',
              file: 'crawl.spec.ts',
              specs: [
                {
                  title: 'retried',
                  tests: [{ results: [{ duration: 20_000 }, { duration: 15_000 }] }],
                },
              ],
            },
          ],
        },
        {
          title: 'routes.spec.ts',
          file: 'routes.spec.ts',
          specs: [{ title: 'batch 1', tests: [{ results: [{ duration: 2_000 }] }] }],
        },
      ],
    });
    expect(files).toEqual([
      {
        file: 'crawl.spec.ts',
        ms: 45_000,
        tests: 2,
        slowest: { title: 'on a phone › retried', ms: 35_000 },
      },
      { file: 'routes.spec.ts', ms: 2_000, tests: 1, slowest: { title: 'batch 1', ms: 2_000 } },
    ]);
  });
});

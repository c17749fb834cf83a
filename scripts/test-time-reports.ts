// Reads the JSON reports of Vitest (`--reporter=json`) and Playwright (its 'json' reporter) into
// one shape, a time per test file, for bench/bench-test-times.ts.

export interface FileTime {
  file: string;
  ms: number;
  tests: number;
  /** The file's slowest test, by its own duration. */
  slowest?: { title: string; ms: number };
}

interface VitestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null }[];
  }[];
}

/** Each Vitest file's wall time from its start to its end, with its slowest test. */
export function readVitestFiles(json: unknown): FileTime[] {
  return (json as VitestReport).testResults.map((file) => {
    const slowest = file.assertionResults.reduce<FileTime['slowest']>(
      (worst, test) =>
        (test.duration ?? 0) > (worst?.ms ?? -1)
          ? { title: test.fullName, ms: test.duration ?? 0 }
          : worst,
      undefined,
    );
    return {
      file: file.name,
      ms: file.endTime - file.startTime,
      tests: file.assertionResults.length,
      ...(slowest ? { slowest } : {}),
    };
  });
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs: { title: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Each Playwright spec file's summed test time (every attempt), with its slowest test. */
export function readPlaywrightSpecs(json: unknown): FileTime[] {
  const byFile = new Map<string, FileTime>();
  const visit = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs) {
      const entry = byFile.get(suite.file) ?? { file: suite.file, ms: 0, tests: 0 };
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        entry.ms += ms;
        entry.tests += 1;
        if (ms > (entry.slowest?.ms ?? -1))
          entry.slowest = { title: [...path, spec.title].join(' › '), ms };
      }
      byFile.set(suite.file, entry);
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of (json as { suites: PlaywrightSuite[] }).suites) visit(suite, []);
  return [...byFile.values()];
}

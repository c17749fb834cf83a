// Vitest globalSetup of the 'unit' project: a directory for this run's shared fixtures, given to the
// test files as inject('runFixturesDir') and removed when the run ends. What it holds is made by the
// first test file that needs it (the template PGlite cluster of tests/support/pglite-template.ts),
// so a run of files that need none of it pays nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory that lives as long as this run of Vitest. */
    runFixturesDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reachmark-test-run-'));
  project.provide('runFixturesDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

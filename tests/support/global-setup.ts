// Vitest globalSetup of the 'unit' project: a directory for this run's shared fixtures, given to the
// test files as inject('runFixturesDir') and removed when the run ends. What it holds is made by the
// first test file that needs it (the template PGlite cluster of tests/support/pglite-template.ts,
// the shared PostgreSQL server of tests/server/leads/postgres-server.ts), so a run of files that
// need neither pays for neither; the server is stopped here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { stopSharedPostgresServer } from '../server/leads/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory that lives as long as this run of Vitest. */
    runFixturesDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reachmark-test-run-'));
  project.provide('runFixturesDir', dir);
  return () => {
    try {
      stopSharedPostgresServer(dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}

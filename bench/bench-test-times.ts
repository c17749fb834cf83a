// `npm run bench:test-times`: where `npm test`'s time goes, read from the JSON reports the last
// runs wrote (Vitest's and Playwright's, test-reports/*.json by default; other paths as
// `-- --vitest=FILE --playwright=FILE`). Prints each suite's total, then its slowest files: a
// Vitest file's wall time from its start to its end (imports, setup and tests), a Playwright spec's
// summed test time (retries included, as they cost the run as much). A report that is missing is
// said so, not guessed.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { readPlaywrightSpecs, readVitestFiles, type FileTime } from '../scripts/test-time-reports';

const { values } = parseArgs({
  options: {
    vitest: { type: 'string', default: 'test-reports/vitest.json' },
    playwright: { type: 'string', default: 'test-reports/playwright.json' },
    top: { type: 'string', default: '15' },
  },
});
const top = Number(values.top);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printTable(title: string, files: FileTime[], note: string): void {
  const total = files.reduce((sum, file) => sum + file.ms, 0);
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  console.log(`\n${title}: ${files.length} files, ${tests} tests, ${seconds(total)} ${note}`);
  const rows = [...files].sort((a, b) => b.ms - a.ms).slice(0, top);
  const width = Math.max(...rows.map((row) => row.file.length));
  for (const row of rows) {
    const slowest = row.slowest ? `  slowest ${seconds(row.slowest.ms)}: ${row.slowest.title}` : '';
    console.log(
      `  ${row.file.padEnd(width)}  ${seconds(row.ms).padStart(8)}  ${String(row.tests).padStart(4)} tests${slowest}`,
    );
  }
}

function report(path: string, name: string, read: (json: unknown) => FileTime[], note: string) {
  if (!existsSync(path)) {
    console.log(`\n${name}: no report at ${path} (run the suite first; see README).`);
    return;
  }
  const files = read(JSON.parse(readFileSync(path, 'utf8'))).map((file) => ({
    ...file,
    file: relative(process.cwd(), file.file) || file.file,
  }));
  printTable(name, files, note);
}

report(values.vitest, 'Vitest', readVitestFiles, 'summed over files (workers run side by side)');
report(values.playwright, 'Playwright', readPlaywrightSpecs, 'of test time summed over specs');

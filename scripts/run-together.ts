// `tsx scripts/run-together.ts typecheck lint format:check build`: runs npm scripts side by side
// (as `npm test` runs the checks that read the sources beside the build that writes dist/), each
// one's output held and printed whole when it ends, with its wall time, so the logs do not
// interleave. Exits 1 when any of them failed, after all have ended.
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number | null;
  ms: number;
  output: string;
}

function runScript(script: string): Promise<Outcome> {
  const started = performance.now();
  const child = spawn('npm', ['run', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    shell: process.platform === 'win32',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ script, code, ms: performance.now() - started, output })),
  );
}

const scripts = process.argv.slice(2);
const outcomes = await Promise.all(
  scripts.map((script) =>
    runScript(script).then((outcome) => {
      const verdict = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
      process.stdout.write(
        `${outcome.output}\n── ${script}: ${verdict} in ${(outcome.ms / 1000).toFixed(1)} s\n\n`,
      );
      return outcome;
    }),
  ),
);
const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}

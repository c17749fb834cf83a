// The server's log does not hold up the process when its reader lags: lines written while stdout
// (a pipe to the log collector) is full wait in memory instead of stopping the event loop, and
// every one of them is written by the time the process has exited; a quiet server’s lines are not
// held back waiting for more.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';

const floodScript = fileURLToPath(new URL('./log-flood.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
// About 280 bytes each: 800 KB, a dozen times what a pipe holds.
const FLOOD_LINES = 3_000;

it('logs 800 KB into a pipe nobody reads without waiting, and loses none of it', async () => {
  const child = spawn(process.execPath, ['--import', tsxLoader, floodScript, String(FLOOD_LINES)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Nothing reads stdout until the child has said how long its logging took (or 15 s have passed).
  child.stdout.pause();
  const report = await new Promise<string>((resolve) => {
    let text = '';
    const timer = setTimeout(() => resolve(`no report: ${text}`), 10_000);
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(text);
      }
    });
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk)).resume();
  const exited = new Promise((resolve) => child.once('close', resolve));
  child.stdin.end();
  expect(await exited).toBe(0);

  // A pipe holds 64 KB: a synchronous write would have slept until this test read it, and the
  // report would never have come; the bound is loose for a busy machine (it takes ~0.1 s).
  const waited = Number(/logged in (\d+) ms/.exec(report)?.[1]);
  expect(waited, report).toBeLessThan(5_000);
  const lines = Buffer.concat(output).toString('utf8').trim().split('\n');
  expect(lines).toHaveLength(FLOOD_LINES);
  expect(JSON.parse(lines.at(-1)!)).toMatchObject({ level: 'info', line: FLOOD_LINES });
}, 40_000);

it('writes a quiet server’s lines within a moment, though they fill no write of their own', async () => {
  const child = spawn(process.execPath, ['--import', tsxLoader, floodScript, '2'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  try {
    // The child is still running (it waits for stdin to close): the lines came by the timer.
    const text = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`only this arrived: ${output}`)), 5_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.split('\n').length > 2) {
          clearTimeout(timer);
          resolve(output);
        }
      });
    });
    expect(
      text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as object),
    ).toMatchObject([{ line: 1 }, { line: 2 }]);
  } finally {
    child.stdin.end();
    await new Promise((resolve) => child.once('close', resolve));
  }
}, 20_000);

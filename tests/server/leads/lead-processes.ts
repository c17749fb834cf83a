// Runs the lead dev server and the leads CLI as real child processes (through tsx), for the tests
// that need a process boundary: kill -9 durability, and the CLI talking to a running server.
// runCliInProcess runs the same CLI in the test's own process (no Node start, a few seconds less
// per command), for the tests of what a command prints.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLeadsCli } from '../../../server/leads/cli-run';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsxArgs = (script: string, args: string[]) => [
  '--import',
  'tsx',
  path.join(root, script),
  ...args,
];

export interface DevServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
}

export function startDevServer(env: Record<string, string>): Promise<DevServer> {
  const child = spawn(process.execPath, tsxArgs('server/leads/dev-server.ts', ['--port', '0']), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /listening on (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, child, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    void exited.then((code) =>
      reject(new Error(`The dev server exited (${String(code)}) before listening:\n${output}`)),
    );
  });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(process.execPath, tsxArgs('server/leads/cli.ts', args), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** runCli without the child process: the CLI's runLeadsCli with the same environment. */
export async function runCliInProcess(
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runLeadsCli(args, {
    env: { ...process.env, ...env },
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

// Runs the production server (server/start.ts, through tsx) as a real child process on loopback,
// serving a fixture build, for the tests of what happens on SIGTERM, on restarts, with several
// processes, and in its log; and probes it as a load balancer would.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makeFixtureDist } from './fixture-dist';

const startScript = fileURLToPath(new URL('../../server/start.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** A working directory whose dist/ is a fixture build, as `npm start` expects. */
export function makeFixtureRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reachmark-root-'));
  fs.symlinkSync(makeFixtureDist(), path.join(root, 'dist'));
  return root;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the port once the server says it is serving. */
  serving: Promise<number>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** Everything the process wrote to stdout (its log) so far. */
  stdout(): string;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
}

export function startServer(root: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', tsxLoader, startScript], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: '1', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const serving = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const port = /serving on http:\/\/localhost:(\d+)/.exec(stdout)?.[1];
      if (port) resolve(Number(port));
    });
    void exited.then((code) =>
      reject(new Error(`The server exited (${String(code)}) before serving:\n${stdout}${stderr}`)),
    );
  });
  return { child, serving, exited, stdout: () => stdout, stderr: () => stderr };
}

/** A GET on a connection of its own (no keep-alive pool): what a load balancer's probe does. */
export function getOnNewConnection(
  port: number,
  path: string,
): Promise<{ status: number; requestId: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          requestId: response.headers['x-request-id'] as string | undefined,
        }),
      );
    });
    request.on('error', reject);
  });
}

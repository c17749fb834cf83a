// The compiled production server (dist-node/start.js) started for a benchmark on an ephemeral
// loopback port, with its own throwaway leads folder and a small young generation as in
// production; `stop` ends it and removes the folder. It must log at info (the default), the level
// of the line that says it serves.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface CompiledServer {
  process: ChildProcessByStdio<null, Readable, null>;
  port: number;
  stop(): Promise<void>;
}

/** Starts the server with `env` added to this process's environment; resolves once it serves. */
export async function startCompiledServer(
  root: string,
  name: string,
  env: Record<string, string>,
): Promise<CompiledServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-bench-`));
  const server = spawn(
    process.execPath,
    ['--max-semi-space-size=2', path.join(root, 'dist-node/start.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        LEADS_DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const served = /serving on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!served) return;
      // From now on the log (a line a request at info) is read and dropped, not kept and searched.
      server.stdout.off('data', onData);
      server.stdout.resume();
      resolve(Number(served));
    };
    server.stdout.on('data', onData);
    server.once('exit', (code) => reject(new Error(`The server exited (${code}) before serving`)));
  });
  return {
    process: server,
    port,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

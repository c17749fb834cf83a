// The production server process on SIGTERM: a client trickling a lead submission gets the grace
// period and is then dropped, and the process exits; a replacement started meanwhile on the same
// leads data directory takes over as soon as the old process is gone, without a listener leak.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFixtureRoot, startServer } from './server-process';
import type { ServerProcess } from './server-process';

const processes: ServerProcess[] = [];
afterEach(() => {
  for (const server of processes.splice(0)) server.child.kill('SIGKILL');
});

function serverOn(root: string, dataDir: string, graceMs: number): ServerProcess {
  const server = startServer(root, {
    LEADS_DATA_DIR: dataDir,
    SHUTDOWN_GRACE_MS: String(graceMs),
  });
  processes.push(server);
  return server;
}

/** A lead submission that sends one body byte every 200 ms; resolves when the server hangs up. */
function trickleLead(port: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 10000\r\n\r\n{',
      ),
    );
    const timer = setInterval(() => socket.writable && socket.write(' '), 200);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      clearInterval(timer);
      resolve();
    });
  });
}

const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'reachmark-leads-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server process on SIGTERM', () => {
  it('drops a slow client after the grace period and exits', async () => {
    const graceMs = 1_000;
    const server = serverOn(makeFixtureRoot(), tempDataDir(), graceMs);
    const port = await server.serving;
    const hungUp = trickleLead(port);
    await sleep(300);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const tookMs = performance.now() - signalled;
    await hungUp;
    expect(tookMs).toBeGreaterThanOrEqual(graceMs - 50);
    expect(tookMs).toBeLessThan(graceMs + 3_000);
  }, 60_000);

  it('a replacement started during the shutdown takes over once the old process is gone', async () => {
    // Longer than ten of the replacement's tries to claim the data directory (200 ms apart).
    const graceMs = 3_000;
    const root = makeFixtureRoot();
    const dataDir = tempDataDir();
    const old = serverOn(root, dataDir, graceMs);
    const oldPort = await old.serving;
    void trickleLead(oldPort);
    await sleep(300);
    old.child.kill('SIGTERM');
    const replacement = serverOn(root, dataDir, graceMs);
    expect(await old.exited).toBe(0);
    const oldGone = performance.now();
    const port = await replacement.serving;
    expect(performance.now() - oldGone).toBeLessThan(3_000);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(replacement.stderr()).not.toMatch(/MaxListenersExceededWarning|DataDirBusyError/);
    replacement.child.kill('SIGTERM');
    expect(await replacement.exited).toBe(0);
  }, 60_000);
});

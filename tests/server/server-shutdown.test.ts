// The production server process on SIGTERM: /readyz answers 503 at once, while the server still
// accepts connections and serves for SHUTDOWN_DRAIN_MS; a client trickling a lead submission gets
// the grace period and is then dropped, and the process exits; a replacement started meanwhile on
// the same leads data directory takes over as soon as the old process is gone, without a listener
// leak. What the process logs meanwhile is JSON lines carrying the request ids it answered with.
import { afterEach, describe, expect, it } from 'vitest';
import { getOnNewConnection, makeFixtureRoot, startServer } from './server-process';
import type { ServerProcess } from './server-process';
import { trickleLead } from './trickle-lead';
import { freshLeadsDataDir } from '../support/pglite-template';

const processes: ServerProcess[] = [];
afterEach(() => {
  for (const server of processes.splice(0)) server.child.kill('SIGKILL');
});

function serverOn(root: string, dataDir: string, graceMs: number, drainMs = 0): ServerProcess {
  const server = startServer(root, {
    LEADS_DATA_DIR: dataDir,
    SHUTDOWN_GRACE_MS: String(graceMs),
    SHUTDOWN_DRAIN_MS: String(drainMs),
  });
  processes.push(server);
  return server;
}

const tempDataDir = () => freshLeadsDataDir('reachmark-leads-');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server process on SIGTERM', () => {
  it('answers /readyz 503 at once, then serves through the drain period before closing', async () => {
    const drainMs = 2_000;
    const graceMs = 1_000;
    const server = serverOn(makeFixtureRoot(), await tempDataDir(), graceMs, drainMs);
    const port = await server.serving;
    expect((await getOnNewConnection(port, '/readyz')).status).toBe(200);
    let hungUpAt: number | undefined;
    const hungUp = trickleLead(port).then(() => (hungUpAt = performance.now()));
    await sleep(300);

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    while ((await getOnNewConnection(port, '/readyz')).status !== 503) await sleep(20);
    const notReadyAfter = performance.now() - signalled;
    // Taken out of rotation while new connections are still accepted and pages served, and the
    // request in flight still open.
    const page = await getOnNewConnection(port, '/about');
    expect(page.status).toBe(200);
    expect(performance.now() - signalled).toBeLessThan(drainMs);
    expect(notReadyAfter).toBeLessThan(drainMs);
    expect(hungUpAt).toBeUndefined();

    expect(await server.exited).toBe(0);
    await hungUp;
    expect((hungUpAt ?? 0) - signalled).toBeGreaterThanOrEqual(drainMs + graceMs - 50);

    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'info',
        msg: 'request completed',
        requestId: page.requestId,
        req: expect.objectContaining({ url: '/about' }),
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: expect.stringMatching(/^SIGTERM received: \/readyz answers 503/),
      }),
    );
  }, 180_000);

  it('drops a slow client after the grace period and exits', async () => {
    const graceMs = 1_000;
    const server = serverOn(makeFixtureRoot(), await tempDataDir(), graceMs);
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
    const dataDir = await tempDataDir();
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

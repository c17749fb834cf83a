import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DataDirBusyError,
  askDataDirOwner,
  claimDataDir,
  socketPathFor,
} from '../../../server/leads/data-dir-guard';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-guard-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the data directory claim', () => {
  it('lets one owner in and turns the next away until it lets go', async () => {
    const dir = tempDir();
    const claim = await claimDataDir(dir);
    await expect(claimDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    await claim.release();
    const next = await claimDataDir(dir);
    await next.release();
  });

  it('waits for the owner to let go when given time', async () => {
    const dir = tempDir();
    const claim = await claimDataDir(dir);
    setTimeout(() => void claim.release(), 300);
    const next = await claimDataDir(dir, { timeoutMs: 5_000 });
    await next.release();
  });

  it('retries for as long as it waits without piling up listeners', async () => {
    const dir = tempDir();
    const owner = await claimDataDir(dir);
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const createServer = vi.spyOn(net, 'createServer');
    try {
      const next = claimDataDir(dir, { timeoutMs: 10_000 });
      // 200 ms between tries: 3 s is 15 of them, more than an emitter's default 10 listeners.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const waiting = createServer.mock.results[0]?.value as net.Server;
      expect(waiting.listenerCount('listening')).toBeLessThanOrEqual(1);
      expect(waiting.listenerCount('error')).toBeLessThanOrEqual(1);
      await owner.release();
      const released = performance.now();
      const claim = await next;
      // One retry interval (200 ms) plus the try itself: it does not wait out its timeout.
      expect(performance.now() - released).toBeLessThan(1_000);
      expect(waiting.listenerCount('listening')).toBe(0);
      expect(waiting.listenerCount('error')).toBe(0);
      await claim.release();
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  }, 15_000);

  it('takes over from an owner that died without cleaning up', async () => {
    const dir = tempDir();
    fs.writeFileSync(socketPathFor(dir), '');
    const claim = await claimDataDir(dir);
    await claim.release();
  });

  it("carries a request to the owner's handler and its answer back", async () => {
    const dir = tempDir();
    expect(await askDataDirOwner(dir, { command: 'leads' })).toEqual({ owned: false });
    const claim = await claimDataDir(dir);
    try {
      expect(await askDataDirOwner(dir, { command: 'leads' })).toMatchObject({
        owned: true,
        error: expect.stringMatching(/in use/),
      });
      claim.setHandler(async (request) => ({ echoed: request }));
      expect(await askDataDirOwner(dir, { command: 'leads' })).toEqual({
        owned: true,
        result: { echoed: { command: 'leads' } },
      });
      claim.setHandler(async () => {
        throw new Error('no such command');
      });
      expect(await askDataDirOwner(dir, {})).toEqual({ owned: true, error: 'no such command' });
    } finally {
      await claim.release();
    }
  });

  it('keeps the socket to its owner', async () => {
    const dir = tempDir();
    const claim = await claimDataDir(dir);
    expect(fs.statSync(socketPathFor(dir)).mode & 0o777).toBe(0o600);
    await claim.release();
  });
});

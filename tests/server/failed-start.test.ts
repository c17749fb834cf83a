// A start that fails after the lead database was opened (the port taken, no build to serve) ends
// with status 1 and one line saying why, no stack trace, and closes what it had opened: the data
// directory's admin.sock is gone, so the next start or CLI command finds no stale owner. buildApp
// itself closes what its plugins opened when it fails half-way.
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { makeFixtureDist } from './fixture-dist';
import { makeFixtureRoot, startServer, type ServerProcess } from './server-process';

const processes: ServerProcess[] = [];
const servers: net.Server[] = [];
afterEach(async () => {
  for (const server of processes.splice(0)) server.child.kill('SIGKILL');
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A loopback port something else is already listening on. */
async function takenPort(): Promise<number> {
  const server = net.createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const emptyRoot = () => fs.mkdtempSync(path.join(os.tmpdir(), 'reachmark-no-dist-'));

describe('a start that fails after the lead database opened', () => {
  // One data directory for both starts (the first creates the database): the second start also
  // finds that the first left no owner behind.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reachmark-leads-'));
  it.each([
    [
      'the port is taken',
      async () => ({ root: makeFixtureRoot(), port: String(await takenPort()) }),
    ],
    ['dist/ has no build', async () => ({ root: emptyRoot(), port: '0' })],
  ])(
    'when %s: exits 1 with the reason in one line, and leaves no admin.sock',
    async (_case, setUp) => {
      const { root, port } = await setUp();
      const server = startServer(root, { PORT: port, LEADS_DATA_DIR: dataDir, DATABASE_URL: '' });
      processes.push(server);
      await expect(server.serving).rejects.toThrow('The server exited (1) before serving');
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toMatch(/^Not starting the server: .*(EADDRINUSE|pages\.json)/m);
      expect(server.stderr()).not.toMatch(/^\s+at /m);
      // The database had been opened (its files are there) and was closed with its admin socket.
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);
    },
    90_000,
  );
});

describe('buildApp failing half-way', () => {
  it('closes what the plugins registered so far had opened, then throws', async () => {
    let closed = false;
    const failing = buildApp({
      distDir: makeFixtureDist(),
      trustProxy: false,
      extend: async (app) => {
        await app.register(async (scope) => {
          scope.addHook('onClose', async () => {
            closed = true;
          });
        });
        throw new Error('the tools could not start');
      },
    });
    await expect(failing).rejects.toThrow('the tools could not start');
    expect(closed).toBe(true);
  });
});

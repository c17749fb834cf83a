// closeWithGrace on a real loopback server: requests in flight finish within the grace period; a
// client still trickling its request when it runs out is dropped, and the app closes anyway.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import {
  DEFAULT_GRACE_MS,
  closeWithGrace,
  parseDrainMs,
  parseGraceMs,
} from '../../server/graceful-close';
import { makeFixtureDist } from './fixture-dist';

describe('parseGraceMs', () => {
  it.each([
    [undefined, DEFAULT_GRACE_MS],
    ['', DEFAULT_GRACE_MS],
    [' 2500 ', 2500],
    ['0', 0],
  ])('reads %j as %j', (value, expected) => {
    expect(parseGraceMs(value)).toBe(expected);
  });

  it.each(['10s', '-1', '1.5', 'soon'])('refuses %j', (value) => {
    expect(() => parseGraceMs(value)).toThrow(/SHUTDOWN_GRACE_MS must be a whole number/);
  });
});

describe('parseDrainMs', () => {
  it.each([
    [undefined, 0],
    [' ', 0],
    ['3000', 3000],
  ])('reads %j as %j', (value, expected) => {
    expect(parseDrainMs(value)).toBe(expected);
  });

  it('refuses what is not a whole number of milliseconds', () => {
    expect(() => parseDrainMs('3s')).toThrow(
      'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, got "3s"',
    );
  });
});

async function listeningSite(): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({
    distDir: makeFixtureDist(),
    trustProxy: false,
    extend: async (scope) => {
      scope.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return 'done';
      });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** A connection that sends a request's headers and then one body byte every 100 ms. */
function trickler(port: number): { closed: Promise<void> } {
  const socket = net.connect(port, '127.0.0.1', () =>
    socket.write('POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n'),
  );
  const timer = setInterval(() => socket.writable && socket.write('x'), 100);
  socket.on('error', () => socket.destroy());
  return {
    closed: new Promise((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve();
      }),
    ),
  };
}

describe('closeWithGrace', () => {
  it('lets a request in flight finish, and closes as soon as it has', async () => {
    const { app, port } = await listeningSite();
    // fetch keeps the connection alive after the answer, as browsers do.
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const dropped: number[] = [];
    expect(await closeWithGrace(app, 5_000, (open) => dropped.push(open))).toBe('finished');
    expect(dropped).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await answer).toBe('done');
  });

  it('drops a slow client when the grace period runs out, and closes', async () => {
    const { app, port } = await listeningSite();
    const slow = trickler(port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const dropped: number[] = [];
    expect(await closeWithGrace(app, 500, (open) => dropped.push(open))).toBe('cut-short');
    const tookMs = performance.now() - started;
    await slow.closed;
    expect(dropped).toEqual([1]);
    expect(tookMs).toBeGreaterThanOrEqual(450);
    expect(tookMs).toBeLessThan(2_000);
  });
});

// Slow clients on a real loopback socket: a client trickling its headers or its lead submission one
// byte at a time is answered 408 and cut off at the deadline, and an idle keep-alive connection is
// closed. Short timeouts stand in for the defaults (30 s, 10 s, 5 s), which are checked as set.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readLeadsConfig } from '../../server/leads/config';
import { createLeadService } from '../../server/leads/lead-service';
import { makeFixtureDist } from './fixture-dist';
import { freshLeadsDataDir } from '../support/pglite-template';

const TIMEOUTS = { requestMs: 1_200, headersMs: 400, keepAliveMs: 300, checkIntervalMs: 50 };

let app: FastifyInstance;
beforeAll(async () => {
  const dataDir = await freshLeadsDataDir('reachmark-leads-');
  const leads = await createLeadService(readLeadsConfig({ LEADS_DATA_DIR: dataDir }));
  app = await buildApp({
    distDir: makeFixtureDist(),
    trustProxy: false,
    timeouts: TIMEOUTS,
    extend: leads.register,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => app.close());

interface Ending {
  /** Everything the server sent before the connection ended. */
  received: string;
  /** Milliseconds from connecting until the server ended the connection. */
  afterMs: number;
}

/** Sends `head` at once, then one byte of `drip` every 100 ms, until the server hangs up. */
function trickle(head: string, drip: string): Promise<Ending> {
  const { port } = app.server.address() as AddressInfo;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let received = '';
    let sent = 0;
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++] ?? '');
    }, 100);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      clearInterval(timer);
      if (drip.length > 0 && sent >= drip.length)
        reject(new Error('The client ran out of bytes first.'));
      else resolve({ received, afterMs: performance.now() - started });
    });
  });
}

const body = JSON.stringify({ kind: 'contact', name: 'Slow Client', message: 'x'.repeat(200) });

describe('slow clients', () => {
  it('a client trickling its headers is answered 408 at the headers deadline', async () => {
    const ending = await trickle(
      'POST /api/leads HTTP/1.1\r\nHost: localhost\r\n',
      `X-Slow: ${'a'.repeat(100)}`,
    );
    expect(ending.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ending.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs - 50);
    expect(ending.afterMs).toBeLessThan(TIMEOUTS.requestMs);
  });

  it('a lead submission trickled one byte at a time is cut off at the request deadline', async () => {
    const ending = await trickle(
      'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(ending.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ending.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 50);
    expect(ending.afterMs).toBeLessThan(TIMEOUTS.requestMs + 1_000);
  });

  it('an idle keep-alive connection is closed after the keep-alive timeout', async () => {
    const ending = await trickle('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n', '');
    expect(ending.received).toMatch(/^HTTP\/1\.1 200 /);
    // Node adds a second to the keep-alive timeout, so that clients time out first.
    expect(ending.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.keepAliveMs + 1_000 - 50);
    expect(ending.afterMs).toBeLessThan(TIMEOUTS.keepAliveMs + 1_000 + 700);
  });
});

describe('the default timeouts', () => {
  it('are 30 s a request, 10 s for its headers and 5 s for an idle connection', async () => {
    const site = await buildApp({ distDir: makeFixtureDist(), trustProxy: false });
    try {
      expect(site.server.requestTimeout).toBe(30_000);
      expect(site.server.headersTimeout).toBe(10_000);
      expect(site.server.keepAliveTimeout).toBe(5_000);
    } finally {
      await site.close();
    }
  });
});

// The checked proxy closes its connections to a site: when the browser's side closes (plain http
// and CONNECT tunnels alike), when the idle or total time is up, and when the proxy closes. The
// site drips one byte a second, so only these can end its connections; the test counts them at
// the site.
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckedProxy, type CheckedProxy } from '../../../server/tools/checked-proxy';
import type { ProxyTimeouts } from '../../../server/tools/proxy-lifetimes';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

let site: LoopbackServer | undefined;
let proxy: CheckedProxy | undefined;

afterEach(async () => {
  await proxy?.close();
  await site?.close();
});

/** A site whose every answer (and every tunnelled byte stream) drips a byte a second, forever. */
async function start(timeouts?: ProxyTimeouts) {
  const drip = await startLoopbackServer((_incoming, response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.write('x');
    const timer = setInterval(() => response.write('x'), 1_000);
    response.on('close', () => clearInterval(timer));
  });
  site = drip;
  const opened = await startCheckedProxy(
    readToolsConfig({ TOOLS_ALLOW_HOSTS: `localhost:${drip.port}` }),
    loopbackResolver({ localhost: ['127.0.0.1'] }),
    timeouts,
  );
  proxy = opened;
  const openAtSite = () =>
    new Promise<number>((resolve, reject) =>
      drip.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  return { drip, proxy: opened, openAtSite };
}

/** A plain-http image request through the proxy; resolves with its socket at the first byte. */
const plainRequest = (proxyPort: number, url: string) =>
  new Promise<Socket>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: proxyPort, path: url, agent: false });
    outgoing.on('response', (response) => response.once('data', () => resolve(outgoing.socket!)));
    outgoing.on('error', reject);
    outgoing.end();
  });

/** A CONNECT tunnel through the proxy with a request sent inside; resolves at the first byte. */
const tunnelRequest = (proxyPort: number, authority: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(proxyPort, '127.0.0.1', () =>
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`),
    );
    socket.on('error', reject);
    let seen = '';
    socket.on('data', (chunk: Buffer) => {
      const first = seen === '';
      seen += chunk.toString('latin1');
      if (first) socket.write(`GET /tunnelled HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
      else if (seen.includes('\r\n\r\n') && seen.includes('HTTP/1.1 200 OK')) resolve(socket);
    });
  });

const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
};

describe('the checked proxy’s connections to a site', () => {
  it('close when the browser side closes, for plain http and CONNECT tunnels', async () => {
    const { drip, proxy, openAtSite } = await start();
    const origin = `localhost:${drip.port}`;
    const clients = await Promise.all([
      ...[1, 2, 3, 4].map((n) => plainRequest(proxy.port, `http://${origin}/image-${n}.png`)),
      ...[1, 2, 3, 4].map(() => tunnelRequest(proxy.port, origin)),
    ]);
    expect(await openAtSite()).toBe(8);
    for (const client of clients) client.destroy();
    expect(await waitFor(async () => (await openAtSite()) === 0, 2_000)).toBe(true);
  });

  it('close when nothing moves for the idle time', async () => {
    const { drip, proxy, openAtSite } = await start({ idleMs: 300, totalMs: 60_000 });
    // A site that answers nothing at all: the request waits on a silent connection.
    drip.server.removeAllListeners('request');
    const origin = `localhost:${drip.port}`;
    const plain = request({
      host: '127.0.0.1',
      port: proxy.port,
      path: `http://${origin}/silent`,
      agent: false,
    });
    plain.on('error', () => undefined);
    plain.end();
    const tunnel = connect(proxy.port, '127.0.0.1', () =>
      tunnel.write(`CONNECT ${origin} HTTP/1.1\r\nHost: ${origin}\r\n\r\n`),
    );
    tunnel.on('error', () => undefined);
    tunnel.resume();
    const tunnelClosed = new Promise((resolve) => tunnel.once('close', resolve));
    expect(await waitFor(async () => (await openAtSite()) === 2, 2_000)).toBe(true);
    const closedAt = Date.now();
    expect(await waitFor(async () => (await openAtSite()) === 0, 2_000)).toBe(true);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(150);
    await tunnelClosed;
  });

  it('close at the total time although the site keeps dripping', async () => {
    const { drip, proxy, openAtSite } = await start({ idleMs: 60_000, totalMs: 1_500 });
    const origin = `localhost:${drip.port}`;
    const clients = await Promise.all([
      plainRequest(proxy.port, `http://${origin}/image.png`),
      tunnelRequest(proxy.port, origin),
    ]);
    expect(await openAtSite()).toBe(2);
    expect(await waitFor(async () => (await openAtSite()) === 0, 3_000)).toBe(true);
    for (const client of clients) expect(client.destroyed || client.readableEnded).toBe(true);
  });

  it('close with the proxy', async () => {
    const { drip, proxy, openAtSite } = await start();
    const origin = `localhost:${drip.port}`;
    await Promise.all([
      plainRequest(proxy.port, `http://${origin}/image.png`),
      tunnelRequest(proxy.port, origin),
    ]);
    expect(await openAtSite()).toBe(2);
    await proxy.close();
    expect(await waitFor(async () => (await openAtSite()) === 0, 2_000)).toBe(true);
  });
});

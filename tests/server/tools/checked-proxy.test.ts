import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckedProxy, type CheckedProxy } from '../../../server/tools/checked-proxy';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

let site: LoopbackServer;
let other: LoopbackServer;
let proxy: CheckedProxy;

beforeAll(async () => {
  site = await startLoopbackServer((incoming, response) =>
    response.end(`seen ${incoming.url} for ${incoming.headers.host}`),
  );
  other = await startLoopbackServer((_incoming, response) => response.end('other'));
  proxy = await startCheckedProxy(
    readToolsConfig({
      TOOLS_ALLOW_HOSTS: `localhost:${site.port}`,
      TOOLS_ALLOWED_PORTS: `80,443,${other.port}`,
    }),
    loopbackResolver({ localhost: ['127.0.0.1'], 'rebind.test': ['127.0.0.1'] }),
  );
});

afterAll(async () => {
  await proxy.close();
  await site.close();
  await other.close();
});

/** A plain-http request through the proxy: status and body. */
const viaProxy = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: proxy.port, path: url, agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });

/** A CONNECT through the proxy: the status it answers. */
const tunnel = (authority: string) =>
  new Promise<number>((resolve, reject) => {
    const outgoing = request({
      host: '127.0.0.1',
      port: proxy.port,
      method: 'CONNECT',
      path: authority,
      agent: false,
    });
    outgoing.on('connect', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

describe('the checked proxy for Lighthouse’s browser', () => {
  it('forwards a request to an allowed address, to the address it checked', async () => {
    expect(await viaProxy(`http://localhost:${site.port}/page?x=1`)).toEqual({
      status: 200,
      body: `seen /page?x=1 for localhost:${site.port}`,
    });
    expect(await tunnel(`localhost:${site.port}`)).toBe(200);
  });

  it.each(['127.0.0.1', '127.1', '2130706433', '[::ffff:127.0.0.1]', 'rebind.test'])(
    'refuses %s, with no connection made, for plain http and for tunnels',
    async (host) => {
      expect((await viaProxy(`http://${host}:${other.port}/`)).status).toBe(403);
      expect(await tunnel(`${host}:${other.port}`)).toBe(403);
      expect(other.connections()).toBe(0);
    },
  );

  it('refuses ports off the list', async () => {
    expect(await tunnel(`example.com:25`)).toBe(403);
  });
});

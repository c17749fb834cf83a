// IPv6 addresses that carry this machine's IPv4 loopback address ([::127.0.0.1], which the URL
// parser writes back as [::7f00:1], and the other embedded forms) are refused by all three tools
// endpoints before any connection: a dual-stack listener on the addressed port and a stand-in for
// PageSpeed Insights (so the speed endpoint has a runner) both count zero connections.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createToolsService } from '../../../server/tools/tools-service';
import { readToolsConfig } from '../../../server/tools/tools-config';
import { makeFixtureDist } from '../fixture-dist';
import { loopbackResolver, startLoopbackServer, type LoopbackServer } from './loopback-server';

let app: FastifyInstance;
let dualStack: Server;
let dualStackConnections = 0;
let pageSpeedApi: LoopbackServer;
let port = 0;

beforeAll(async () => {
  // Listens on every local address, IPv4 and IPv6: a connection to any loopback spelling lands here.
  dualStack = createServer((_request, response) => response.end('<title>reached</title>'));
  dualStack.on('connection', () => (dualStackConnections += 1));
  await new Promise<void>((resolve) => dualStack.listen(0, '::1', resolve));
  port = (dualStack.address() as AddressInfo).port;
  pageSpeedApi = await startLoopbackServer((_request, response) => response.end('{}'));
  const tools = createToolsService({
    config: readToolsConfig({ TOOLS_ALLOWED_PORTS: `80,443,${port}` }),
    resolve: loopbackResolver({}),
    limits: { requestsPerMinute: 1000, maxCrawls: 3, maxFetches: 8 },
    pageSpeed: { apiKey: 'test', apiUrl: `http://127.0.0.1:${pageSpeedApi.port}/run` },
  });
  app = await buildApp({ distDir: makeFixtureDist(), trustProxy: false, extend: tools.register });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await pageSpeedApi?.close();
  dualStack?.closeAllConnections();
  await new Promise((resolve) => dualStack?.close(resolve));
});

const SPELLINGS = [
  '[::127.0.0.1]',
  '[::7f00:1]',
  '[0:0:0:0:0:0:127.0.0.1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:0:127.0.0.1]',
  '[64:ff9b::127.0.0.1]',
  '[64:ff9b:1::7f00:1]',
  '[2002:7f00:1::1]',
];

const ENDPOINTS: [string, (url: string) => object][] = [
  ['/api/tools/page', (url) => ({ url })],
  ['/api/tools/crawl', (url) => ({ url })],
  ['/api/tools/speed', (url) => ({ url, formFactor: 'mobile' })],
];

describe('IPv6 forms of the IPv4 loopback address', () => {
  for (const [endpoint, body] of ENDPOINTS) {
    it.each(SPELLINGS)(`${endpoint} refuses http://%s before any connection`, async (host) => {
      for (const url of [`http://${host}:${port}/`, `http://${host}/`]) {
        const response = await app.inject({ method: 'POST', url: endpoint, payload: body(url) });
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(
          /^We can only check public websites, and \S+ is another way of writing the address 127\.0\.0\.1, an address that means “this computer”/,
        );
      }
      expect(dualStackConnections).toBe(0);
      expect(pageSpeedApi.connections()).toBe(0);
    });
  }
});

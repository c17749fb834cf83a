// A forward proxy on loopback for the browser that runs Lighthouse: Chromium is started with
// --proxy-server pointing here (and loopback not bypassed), so every request the page makes
// (the page, its images, scripts, fonts, redirects) passes the same checks as the fetcher: the
// address (target-url.ts) and every address its name resolves to (address-policy.ts), with the
// connection made to the address checked. A refused request gets 403 and no connection. Each
// connection to a site lives no longer than its browser side and its timeouts (proxy-lifetimes.ts).
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { pipeline } from 'node:stream';
import { checkedAddress } from './checked-connector';
import { PROXY_TIMEOUTS, proxyLifetimes, type ProxyTimeouts } from './proxy-lifetimes';
import type { Resolver } from './resolver';
import { bareHostname, checkTarget } from './target-url';
import type { ToolsConfig } from './tools-config';

export interface CheckedProxy {
  port: number;
  /** Closes the proxy and every connection it opened or accepted. */
  close(): Promise<void>;
}

/** The checked address to connect to for `url`, or undefined when it is refused. */
async function addressFor(url: string, config: ToolsConfig, resolve: Resolver) {
  const target = checkTarget(url, config);
  if (!target.ok) return undefined;
  try {
    const ip = await checkedAddress({ resolve }, bareHostname(target.url), target.allowListed);
    const port = Number(target.url.port) || (target.url.protocol === 'https:' ? 443 : 80);
    return { ip, port, url: target.url };
  } catch {
    return undefined;
  }
}

/** Headers that belong to one hop (browser to proxy), not to the request passed on. */
const HOP_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization'];

const refuse = (socket: Socket) =>
  socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');

export async function startCheckedProxy(
  config: ToolsConfig,
  resolve: Resolver,
  timeouts: ProxyTimeouts = PROXY_TIMEOUTS,
): Promise<CheckedProxy> {
  const lifetimes = proxyLifetimes(timeouts);
  const server = createServer((request: IncomingMessage, response) => {
    const lifetime = lifetimes.begin(response);
    // Plain http: the request line holds the absolute address.
    void addressFor(request.url ?? '', config, resolve).then((target) => {
      if (!target || target.url.protocol !== 'http:') {
        response.writeHead(403).end();
        return;
      }
      const headers: Record<string, string | string[] | undefined> = {
        ...request.headers,
        host: target.url.host,
      };
      for (const name of HOP_HEADERS) delete headers[name];
      // A connection of its own (no agent), closed when the answer ends.
      const upstream = httpRequest(
        {
          host: target.ip,
          port: target.port,
          method: request.method,
          path: `${target.url.pathname}${target.url.search}`,
          headers,
          agent: false,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          // An answer cut short ends the browser's response too, rather than leave it waiting.
          pipeline(answer, response, () => undefined);
        },
      );
      upstream.on('error', () => response.destroy());
      lifetime.connect(upstream);
      request.pipe(upstream);
    });
  });
  // https (and WebSockets): CONNECT host:port, then a tunnel to the checked address.
  server.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    const lifetime = lifetimes.begin(client);
    void addressFor(`https://${request.url ?? ''}/`, config, resolve).then((target) => {
      if (!target) return refuse(client);
      const upstream = connect(target.port, target.ip, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      lifetime.connect(upstream);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        lifetimes.closeAll();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

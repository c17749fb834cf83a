// A forward proxy on loopback for the browser that runs Lighthouse: Chromium is started with
// --proxy-server pointing here (and loopback not bypassed), so every request the page makes
// (the page, its images, scripts, fonts, redirects) passes the same checks as the fetcher: the
// address (target-url.ts) and every address its name resolves to (address-policy.ts), with the
// connection made to the address checked. A refused request gets 403 and no connection.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { checkedAddress } from './checked-connector';
import type { Resolver } from './resolver';
import { bareHostname, checkTarget } from './target-url';
import type { ToolsConfig } from './tools-config';

export interface CheckedProxy {
  port: number;
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

const refuse = (socket: Socket) =>
  socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');

export async function startCheckedProxy(
  config: ToolsConfig,
  resolve: Resolver,
): Promise<CheckedProxy> {
  const server = createServer((request: IncomingMessage, response) => {
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
      delete headers['proxy-connection'];
      const upstream = httpRequest(
        {
          host: target.ip,
          port: target.port,
          method: request.method,
          path: `${target.url.pathname}${target.url.search}`,
          headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    });
  });
  // https (and WebSockets): CONNECT host:port, then a tunnel to the checked address.
  server.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    void addressFor(`https://${request.url ?? ''}/`, config, resolve).then((target) => {
      if (!target) return refuse(client);
      const upstream = connect(target.port, target.ip, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

// A test HTTP server on 127.0.0.1 (an ephemeral port) that counts the connections it receives,
// so a test can assert that a refused address never reached it. Loopback only.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  port: number;
  server: Server;
  /** Connections accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

export async function startLoopbackServer(handler: RequestListener): Promise<LoopbackServer> {
  const server = createServer(handler);
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    server,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A resolver for tests: the names it knows map to loopback addresses; any other name fails. */
export function loopbackResolver(names: Record<string, string[]>) {
  return async (hostname: string): Promise<string[]> => {
    const found = names[hostname];
    if (found) return found;
    if (/^(127\.\d+\.\d+\.\d+|::1)$/.test(hostname)) return [hostname];
    throw Object.assign(new Error(`test resolver: unknown name ${hostname}`), {
      code: 'ENOTFOUND',
    });
  };
}

// A lead webhook receiver on loopback for the tests of several server processes: each process is
// given its own path (/a, /b...) so the receiver knows who sent a delivery. It accepts deliveries
// (204) and records each one's X-Delivery-Id under the path it came on, or, for the paths put on
// hold, records them as held and never answers, as a receiver that hangs while a sender dies.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  /** The X-Delivery-Id: the lead's reference and the event. */
  id: string;
  /** The path it came on: which process sent it. */
  path: string;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface WebhookReceiver {
  /** The URL a process posts to: `<base>/<path>`. */
  url(path: string): string;
  /** Deliveries on this path are held unanswered from now on (until the receiver closes). */
  hold(path: string): void;
  /** The deliveries accepted, in order. */
  readonly accepted: Delivery[];
  /** The deliveries held unanswered, in order. */
  readonly held: Delivery[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const accepted: Delivery[] = [];
  const held: Delivery[] = [];
  const holding = new Set<string>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').slice(1);
    const id = String(request.headers['x-delivery-id']);
    request.resume();
    request.on('end', () => {
      const delivery = { id, path, at: Date.now() };
      if (holding.has(path)) {
        held.push(delivery);
        return;
      }
      accepted.push(delivery);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}/${path}`,
    hold: (path) => holding.add(path),
    accepted,
    held,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

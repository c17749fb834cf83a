// Requests as the hostile clients of the tools security review send them, to a server on
// loopback that trusts X-Forwarded-For from loopback (so a test can be any visitor, IPv6
// networks included): a POST whose answer is never read, and an ordinary POST as a visitor.
// Shared by `npm run bench:hostile` and the hostile-clients tests.
import { connect, type Socket } from 'node:net';

/** POST `path` with a JSON body as `visitor`, then never read the answer: the socket is paused. */
export function neverRead(port: number, path: string, visitor: string, body: object): Socket {
  const payload = JSON.stringify(body);
  const socket = connect(port, '127.0.0.1');
  socket.pause();
  socket.on('error', () => undefined);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${visitor}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
  );
  return socket;
}

/** POST `path` with a JSON body as `visitor`. */
export const postAs = (
  port: number,
  path: string,
  visitor: string,
  body: object,
  signal?: AbortSignal,
): Promise<Response> =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify(body),
    signal,
  });

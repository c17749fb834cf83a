// A lead submission that is never finished: its headers, then one body byte every 200 ms, as a
// request in flight for the shutdown tests. Resolves when the server hangs up.
import net from 'node:net';

export function trickleLead(port: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        'POST /api/leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 10000\r\n\r\n{',
      ),
    );
    const timer = setInterval(() => socket.writable && socket.write(' '), 200);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      clearInterval(timer);
      resolve();
    });
  });
}

// Ends a streamed answer whose time is up or whose client has stopped reading, so the slot it holds
// comes back: past `deadlineMs` in all, or after `stallMs` with bytes waiting to be sent and none
// taken by the client (the socket's queue neither shrinks nor moves: a non-reading client fills the
// kernel's buffer, then nothing moves). A slow client that reads keeps it going, however slowly.
// On either, `controller` aborts (the work stops) and the connection is destroyed.
import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';

export interface StreamLeaseOptions {
  deadlineMs: number;
  stallMs: number;
  /** How often the socket is looked at (default 1 s). */
  checkMs?: number;
}

export interface StreamLease {
  /** Why the lease ended the stream, if it did. */
  endedBy(): 'deadline' | 'stalled' | undefined;
  stop(): void;
}

/** Bytes libuv holds that the kernel has not taken yet (internal, but what Node's own bufferSize read). */
const queuedInLibuv = (socket: Socket): number =>
  (socket as unknown as { _handle?: { writeQueueSize?: number } })._handle?.writeQueueSize ?? 0;

export function leaseStream(
  reply: FastifyReply,
  controller: AbortController,
  options: StreamLeaseOptions,
): StreamLease {
  let endedBy: 'deadline' | 'stalled' | undefined;
  const end = (reason: 'deadline' | 'stalled') => {
    if (endedBy || controller.signal.aborted) return;
    endedBy = reason;
    stop();
    controller.abort(new Error(`The stream was ended: ${reason}`));
    reply.raw.destroy();
  };
  const deadline = setTimeout(() => end('deadline'), options.deadlineMs);
  let last = { sent: -1, queued: -1 };
  let stalledSince: number | undefined;
  const check = setInterval(() => {
    const socket = reply.raw.socket;
    if (!socket) return;
    const now = { sent: socket.bytesWritten, queued: queuedInLibuv(socket) };
    const waiting = socket.writableLength > 0 || reply.raw.writableLength > 0;
    const moved = now.sent !== last.sent || now.queued !== last.queued;
    last = now;
    if (!waiting || moved) {
      stalledSince = undefined;
      return;
    }
    stalledSince ??= Date.now();
    if (Date.now() - stalledSince >= options.stallMs) end('stalled');
  }, options.checkMs ?? 1000);
  function stop() {
    clearTimeout(deadline);
    clearInterval(check);
  }
  controller.signal.addEventListener('abort', stop, { once: true });
  return { endedBy: () => endedBy, stop };
}

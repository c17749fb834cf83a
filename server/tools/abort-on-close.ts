// An abort signal for work done for one request: it aborts when the client goes away before the
// answer is complete (a cancelled crawl, a closed tab, a visitor who hung up on a speed test).
import type { FastifyReply } from 'fastify';

export function abortOnClose(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The client closed the request'));
  });
  return controller;
}

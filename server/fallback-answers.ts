// What the server answers when no route does, or when a route outside the lead and tool APIs
// fails: unknown site paths get the site's not-found page with status 404 (GET and HEAD; other
// methods get JSON), and everything under /api/ gets JSON in the API's shape, { "message": "..." },
// with its status: an unknown endpoint 404, a body the parser refused 400, 413 or 415. A path the
// static file server refuses is not-found like any other. Set on the root instance: the lead and
// tool APIs keep their own error handlers for their routes.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const NOT_FOUND_PAGE = 'not-found.html';

const messages: Record<number, string> = {
  400: 'The request could not be read: check that its body is valid JSON.',
  404: 'There is no API endpoint at this address.',
  413: 'The request body is too large.',
  415: 'Send the request body as JSON (Content-Type: application/json).',
  500: 'Something went wrong on our side. Please try again.',
};

/** Paths of the JSON API: /api, /api/... and /api?... */
export const isApiPath = (url: string): boolean => /^\/api(?:[/?]|$)/.test(url);

/** The not-found answer for `request`: the page for GET and HEAD on the site, JSON otherwise. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  if (isApiPath(request.url))
    return reply.code(404).header('cache-control', 'no-store').send({ message: messages[404] });
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return reply.code(404).send({ message: 'Not found.' });
  return reply.code(404).header('cache-control', 'no-cache').sendFile(NOT_FOUND_PAGE);
}

/** The root error handler: not-found when no route matched, else the status with a message. */
export function answerError(
  error: FastifyError & { headers?: Record<string, string> },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (request.is404 || error.code === 'FST_STATIC_FORBIDDEN_PATH')
    return answerNotFound(request, reply);
  // Such as the Content-Range of a 416 from the static file server.
  if (error.headers) reply.headers(error.headers);
  const status =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 500;
  if (status === 500) request.log.error({ err: error }, 'request failed');
  return reply.code(status).send({ message: messages[status] ?? STATUS_CODES[status] });
}

// How the SEO tools' API answers the requests it cannot take, in one place for its four endpoints
// (page, crawl, speed, render): a body that is not JSON 415 (text/plain too, which Fastify would otherwise
// hand the routes as a string), malformed JSON 400, a body over the limit 413, another method than
// POST 405 with an Allow header, and anything unexpected 500; each as { "message": "..." }, never
// cached. Set on the scope that holds the tool routes, before they are registered.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TOOLS_CRAWL_ENDPOINT,
  TOOLS_PAGE_ENDPOINT,
  TOOLS_RENDER_ENDPOINT,
  TOOLS_SPEED_ENDPOINT,
} from '../../shared/tools-api-contract';

const messages = {
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
  malformed: 'The request body is not valid JSON.',
  tooLarge:
    'This address is too long to check. Try it without the part after “?”, which pages rarely need.',
  wrongMethod: 'This address only answers POST requests with a JSON body.',
  failed: 'The check failed on our side. Please try again.',
} as const;

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return reply.code(413).send({ message: messages.tooLarge });
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return reply.code(415).send({ message: messages.notJson });
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return reply.code(400).send({ message: messages.malformed });
  request.log.error({ err: error }, 'SEO tool request failed');
  return reply.code(500).send({ message: messages.failed });
}

// Answered before any body is read: a PUT with a body gets 405 like a GET.
const refuseMethod = async (_request: FastifyRequest, reply: FastifyReply) =>
  reply.code(405).header('allow', 'POST').header('cache-control', 'no-store').send({
    message: messages.wrongMethod,
  });

export function answerToolApiErrors(scope: FastifyInstance): void {
  scope.removeContentTypeParser('text/plain');
  scope.setErrorHandler(answerError);
  for (const url of [
    TOOLS_PAGE_ENDPOINT,
    TOOLS_CRAWL_ENDPOINT,
    TOOLS_SPEED_ENDPOINT,
    TOOLS_RENDER_ENDPOINT,
  ])
    scope.route({
      method: scope.supportedMethods.filter((method) => method !== 'POST'),
      url,
      onRequest: refuseMethod,
      handler: refuseMethod,
    });
}

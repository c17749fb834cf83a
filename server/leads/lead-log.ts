// Puts a lead's reference on the log lines about it: every later line of the request that stored
// or changed the lead (its closing line included) carries `reference`, the key the webhook
// worker's lines use too, so one search follows a lead from its request to its delivery. The
// reference names the lead without anything the visitor typed.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function logAboutLead(
  request: FastifyRequest,
  reply: FastifyReply,
  reference: string,
): FastifyRequest['log'] {
  const log = request.log.child({ reference });
  request.log = log;
  reply.log = log;
  return log;
}

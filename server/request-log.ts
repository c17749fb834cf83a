// How Fastify logs each request: one line when the answer is sent (method, path, status, time
// taken, and the request id every line about the request carries), at info, or at error with the
// error; the line on arrival only at debug. A route adds what it did to that closing line
// (addToClosingLine: the lead a request stored, say) rather than logging a line of its own, so a
// request costs one line. Routes can quieten their own lines with Fastify's route `logLevel` (the
// health checks do).
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The key of the request id on every log line about a request. */
export const REQUEST_ID_LOG_KEY = 'requestId';

const closingFields = new WeakMap<FastifyRequest, Record<string, unknown>>();

/** Adds `fields` to the line logged when `request` is answered (later fields win). */
export function addToClosingLine(request: FastifyRequest, fields: Record<string, unknown>): void {
  closingFields.set(request, { ...closingFields.get(request), ...fields });
}

export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: REQUEST_ID_LOG_KEY });
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'request received');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // In milliseconds, to a hundredth: more digits are noise.
    const responseTime = Math.round(reply.elapsedTime * 100) / 100;
    const line = { ...closingFields.get(request), req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request completed');
  }
}

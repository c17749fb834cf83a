// The Fastify plugin behind the quote and contact forms: POST /api/leads. It stores a valid lead
// durably before answering 201 with its reference (again for a retry of the same lead, 409 for its
// key reused with other answers), answers every other case with the status and message the form
// shows, and keeps its limits (body size, content type, rate) on its own route. Other methods on
// the path are answered 405 (OPTIONS 204), with an Allow header.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { site } from '../../src/config/site';
import { LEADS_ENDPOINT, LEAD_MAX_BODY_BYTES } from '../../src/features/leads/lead-api-contract';
import {
  FORM_ERROR_KEY,
  leadSubmissionSchema,
  toFieldErrors,
} from '../../src/features/leads/lead-schema';
import { HONEYPOT_FIELD, leadErrorMessages } from '../../src/features/leads/lead-fields';
import type { LeadSubmission } from '../../src/features/leads/lead-schema';
import { DEFAULT_MIN_FILL_MS, DEFAULT_RATE_LIMIT_PER_MINUTE } from './config';
import type { Database } from './db';
import { createIpHasher, loadIpSalt } from './ip-hash';
import { ForbiddenKeyError, installLeadJsonParser } from './lead-json-parser';
import { IdempotencyConflictError, createLeadRepository } from './lead-repository';
import { createRateLimiter } from './rate-limit';
import { createDecoyReference } from './reference';
import { detectSpam } from './spam-check';
import { startWebhookWorker } from './webhook-outbox';
import type { WebhookWorkerOptions } from './webhook-outbox';

export interface LeadRoutesOptions {
  /** An open, migrated database (see openLeadDatabase). The plugin does not close it. */
  db: Database;
  rateLimit?: { max: number; windowMs?: number };
  webhookUrl?: string;
  /** Overrides for the webhook worker's timing (tests). */
  webhook?: Omit<WebhookWorkerOptions, 'db' | 'url' | 'log'>;
  minFillMs?: number;
  ipSalt?: string;
  now?: () => number;
}

const messages = {
  invalid: 'Some answers need another look: please check the highlighted fields.',
  malformed:
    'The form could not be read (the request was not valid JSON). Please reload the page and try again.',
  tooLarge: `This is more than we can accept in one form (${LEAD_MAX_BODY_BYTES / 1024} KB). Please shorten your message.`,
  notJson: 'Forms must be sent as JSON (Content-Type: application/json).',
  rateLimited:
    'You have sent several forms in the last minute. Please wait a minute and try again.',
  failed: `We could not save your details just now. Please try again in a minute, or call us on ${site.phone}.`,
  conflict:
    'This form was already sent to us with different answers, so these answers were not saved. Please reload the page, check your answers and send the form again.',
  forbiddenKey: (key: string) =>
    `This form contains a field named "${key}", which we do not accept. Please reload the page and send the form again.`,
  wrongMethod: `This address only accepts the quote and contact forms, sent with POST. To reach us, use the contact form on our website or call us on ${site.phone}.`,
} as const;

/** The methods the lead endpoint answers, for the Allow header. */
const ALLOW = 'POST, OPTIONS';

// The envelope is not part of the lead: only what the visitor typed is stored.
const ENVELOPE_KEYS = new Set<string>([
  'kind',
  'idempotencyKey',
  'startedAt',
  'sentAt',
  HONEYPOT_FIELD,
]);
const leadFields = (submission: LeadSubmission): Record<string, unknown> =>
  Object.fromEntries(Object.entries(submission).filter(([key]) => !ENVELOPE_KEYS.has(key)));

const isJson = (contentType: string | undefined): boolean =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

export const leadRoutes: FastifyPluginAsync<LeadRoutesOptions> = async (fastify, options) => {
  const { db, webhookUrl } = options;
  const now = options.now ?? Date.now;
  const minFillMs = options.minFillMs ?? DEFAULT_MIN_FILL_MS;
  const repository = createLeadRepository(db, { queueWebhook: Boolean(webhookUrl) });
  const hashIp = createIpHasher(await loadIpSalt(db, options.ipSalt));
  const limiter = createRateLimiter({
    max: DEFAULT_RATE_LIMIT_PER_MINUTE,
    ...options.rateLimit,
    now,
  });
  const worker = webhookUrl
    ? startWebhookWorker({ ...options.webhook, db, url: webhookUrl, log: fastify.log })
    : undefined;
  fastify.addHook('onClose', async () => worker?.stop());

  // Encapsulated, like the error handler: other routes keep the app's JSON parser.
  installLeadJsonParser(fastify, LEAD_MAX_BODY_BYTES);

  // Encapsulated: this handler sees only this plugin's route, whatever the app does elsewhere.
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ForbiddenKeyError) {
      const message = messages.forbiddenKey(error.key);
      return reply
        .code(400)
        .send({ message: messages.invalid, errors: { [FORM_ERROR_KEY]: message } });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: messages.tooLarge });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: messages.notJson });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply
          .code(400)
          .send({ message: messages.malformed, errors: { [FORM_ERROR_KEY]: messages.malformed } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: leadErrorMessages.form });
    }
    request.log.error({ err: error }, 'lead could not be stored');
    return reply.code(500).send({ message: messages.failed });
  });

  // Runs before the body is read, so refused requests cost no parsing.
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const decision = limiter.take(hashIp(request.ip));
    if (!decision.allowed) {
      return reply
        .code(429)
        .header('retry-after', String(decision.retryAfterSeconds))
        .send({ message: messages.rateLimited });
    }
    if (!isJson(request.headers['content-type']))
      return reply.code(415).send({ message: messages.notJson });
  };

  fastify.post(
    LEADS_ENDPOINT,
    { bodyLimit: LEAD_MAX_BODY_BYTES, onRequest: guard },
    async (request, reply) => {
      const spam = detectSpam(request.body, { now: now(), minFillMs });
      if (spam) {
        // Looks like success to the sender; logged (with the hashed address only) for abuse review.
        request.log.info({ spam, ipHash: hashIp(request.ip) }, 'lead dropped as spam');
        return reply.code(201).send({ reference: createDecoyReference(new Date(now())) });
      }

      const parsed = leadSubmissionSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply
          .code(400)
          .send({ message: messages.invalid, errors: toFieldErrors(parsed.error) });
      }

      const { kind, idempotencyKey } = parsed.data;
      const stored = await repository
        .insert(
          { kind, idempotencyKey, payload: leadFields(parsed.data), ipHash: hashIp(request.ip) },
          new Date(now()),
        )
        .catch((error: unknown) => {
          if (error instanceof IdempotencyConflictError) return undefined;
          throw error;
        });
      if (!stored) return reply.code(409).send({ message: messages.conflict });
      if (stored.created) worker?.nudge();
      else reply.header('idempotent-replayed', 'true');
      return reply.code(201).send({ reference: stored.reference });
    },
  );

  // Answered before any body is read: a PUT or PATCH with a body gets 405 like a GET.
  const refuseMethod = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', ALLOW).header('cache-control', 'no-store');
    if (request.method === 'OPTIONS') return reply.code(204).send();
    return reply.code(405).send({ message: messages.wrongMethod });
  };
  fastify.route({
    method: fastify.supportedMethods.filter((method) => method !== 'POST'),
    url: LEADS_ENDPOINT,
    onRequest: refuseMethod,
    handler: refuseMethod,
  });
};

// The Fastify plugin behind the quote and contact forms: POST /api/leads, as JSON (the hydrated
// forms) or as a form sent without JavaScript (application/x-www-form-urlencoded), and POST
// /api/leads/details, which adds a quote's optional second step to the lead its first step made.
// A valid lead is stored durably before the answer: 201 with its reference for JSON (again for a
// retry of the same lead, 409 for its key reused with other answers), or for a form a page with
// the reference, where the same answers from the same visitor within minutes are one lead (a
// prerendered page cannot carry a per-visitor idempotency key). Every other case is answered with
// the status and message the form shows, as JSON or as a page that lists what to fix. Both paths
// share the limits (body size, content type, rate), the validation and the spam checks. Nothing a
// person may have sent is dropped: a filled honeypot (spam-check.ts) is stored in the spam folder
// and answered exactly as a real lead is, reference, token and second step included; a lead that
// breaks a content rule (content-rules.ts) is refused per field, so the person can reword it, and
// kept in the spam folder too. Other methods on the paths are answered 405 (OPTIONS 204), with an
// Allow header. What became of a lead goes on the request's closing log line (request-log.ts): the
// lead's `reference` (the key the delivery workers' lines use too, so one search follows a lead
// from its request to its delivery), its outcome, and for spam and refusals the hashed address,
// never what the visitor typed.
import { createHash } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { site } from '../../shared/site';
import type { LeadSubmission } from '../../shared/leads/lead-schema';
import {
  FORM_ERROR_KEY,
  LEAD_DETAILS_ENDPOINT,
  LEAD_MAX_BODY_BYTES,
  LEAD_REFERENCE_PATTERN,
  LEADS_ENDPOINT,
  type LeadCreatedResponse,
  type LeadDetailsAddedResponse,
} from '../../shared/leads/lead-api-contract';
import { canonicalJson } from '../../shared/leads/canonical-json';
import {
  contactFieldsSchema,
  leadSubmissionSchema,
  quoteDetailsSchema,
  quoteFieldsSchema,
  toDetailsErrors,
  toFieldErrors,
} from '../../shared/leads/lead-schema';
import {
  HONEYPOT_FIELD,
  LEAD_KINDS,
  leadErrorMessages,
  type LeadKind,
} from '../../shared/leads/lead-fields';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './config';
import type { Database } from './db';
import { createIpHasher, loadIpSalt } from './ip-hash';
import {
  DuplicateFieldError,
  FORM_CONTENT_TYPE,
  MalformedFormError,
  installLeadFormParser,
} from './lead-form-parser';
import { ForbiddenKeyError, installLeadJsonParser } from './lead-json-parser';
import { createLeadOriginCheck } from './lead-origin-check';
import { detailsAddedPageHtml, invalidLeadPageHtml, sentLeadPageHtml } from './lead-form-html';
import { messagePageHtml } from './lead-page-html';
import { IdempotencyConflictError, createLeadRepository } from './lead-repository';
import { toE164 } from './phone-number';
import { createRateLimiter, type RateLimiter } from '../rate-limit';
import { addToClosingLine } from '../request-log';
import { contentRuleErrors } from './content-rules';
import { isHoneypotFilled } from './spam-check';
import { startSpamPurge } from './spam-purge';
import { reportBacklog } from './unsent-backlog';
import { createUpdateTokens } from './update-token';
import type { EmailSettings } from './email-settings';
import { startLeadDeliveries } from './lead-deliveries';
import type { OutboxTiming } from './outbox-worker';
import type { WebhookSettings } from './webhook-settings';

export interface LeadRoutesOptions {
  /** An open, migrated database (see openLeadDatabase). The plugin does not close it. */
  db: Database;
  rateLimit?: { max: number; windowMs?: number };
  /** The limit itself, shared by several processes (shared-state/); else counted here by rateLimit. */
  rateLimiter?: RateLimiter;
  /** Where each new lead is posted (LEADS_WEBHOOK_*). */
  webhook?: WebhookSettings;
  /** Where each new lead is mailed (SMTP_URL, LEADS_NOTIFY_EMAIL). */
  email?: EmailSettings;
  /** Overrides for the outbox workers' timing (tests). */
  outbox?: Partial<OutboxTiming>;
  ipSalt?: string;
  /** Origins besides the site's own whose pages may send leads (LEADS_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  now?: () => number;
}

const messages = {
  invalid: 'Some answers need another look: please check the highlighted fields.',
  malformed:
    'The form could not be read (the request was not valid JSON). Please reload the page and try again.',
  tooLarge: `This is more than we can accept in one form (${LEAD_MAX_BODY_BYTES / 1024} KB). Please shorten your message.`,
  notJson:
    'Forms must be sent as JSON (Content-Type: application/json) or as a web form (application/x-www-form-urlencoded).',
  unreadableForm:
    'The form could not be read. Please go back, check what you typed and send the form again.',
  duplicateField: (key: string) =>
    `This form contains the field "${key}" more than once. Please go back and send the form again.`,
  wrongToken:
    'These details could not be added: the link between them and your request is not valid. Please send them with a new quote request, or call us.',
  notFound: 'We could not find this quote request. Please send a new one, or call us.',
  closed:
    'This quote request already has its details, or was sent more than a day ago, so nothing was changed. Please write to us or call us to add anything.',
  rateLimited:
    'You have sent several forms in the last minute. Please wait a minute and try again.',
  failed: `We could not save your details just now. Please try again in a minute, or call us on ${site.phone}.`,
  conflict:
    'This form was already sent to us with different answers, so these answers were not saved. Please reload the page, check your answers and send the form again.',
  forbiddenKey: (key: string) =>
    `This form contains a field named "${key}", which we do not accept. Please reload the page and send the form again.`,
  wrongMethod: `This address only accepts the quote and contact forms, sent with POST. To reach us, use the contact form on our website or call us on ${site.phone}.`,
} as const;

/** How long the same answers from the same visitor, sent as a form, count as one lead. */
export const FORM_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/** The methods the lead endpoints answer, for the Allow header. */
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

const mediaType = (request: FastifyRequest): string | undefined =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
const isForm = (request: FastifyRequest): boolean => mediaType(request) === FORM_CONTENT_TYPE;
const isAccepted = (request: FastifyRequest): boolean =>
  mediaType(request) === 'application/json' || isForm(request);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The idempotency key of a lead sent as a form: the same visitor's same answers in the same
 * window of time make the same key, as a UUID (the column's type).
 */
export function formLeadKey(
  ipHash: string,
  kind: LeadKind,
  payload: Record<string, unknown>,
  window: number,
): string {
  const hex = createHash('sha256')
    .update(canonicalJson({ ipHash, kind, payload, window }))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The fields' errors after the phone rule, or the fields with the phone in E.164. */
function applyPhoneRule<T extends { phone?: string }>(
  fields: T,
): { ok: true; fields: T } | { ok: false; errors: Record<string, string> } {
  if (!fields.phone) return { ok: true, fields };
  const phone = toE164(fields.phone);
  if (!phone) return { ok: false, errors: { phone: leadErrorMessages.phone } };
  return { ok: true, fields: { ...fields, phone } };
}

export const leadRoutes: FastifyPluginAsync<LeadRoutesOptions> = async (fastify, options) => {
  const { db } = options;
  const now = options.now ?? Date.now;
  const salt = await loadIpSalt(db, options.ipSalt);
  const hashAddress = createIpHasher(salt);
  // A request's hashed address, worked out once: the limit, the lead and its log lines use it.
  const hashes = new WeakMap<FastifyRequest, string>();
  const hashIp = (request: FastifyRequest): string => {
    let hash = hashes.get(request);
    if (hash === undefined) {
      hash = hashAddress(request.ip);
      hashes.set(request, hash);
    }
    return hash;
  };
  const tokens = createUpdateTokens(salt);
  const originCheck = createLeadOriginCheck({ allowedOrigins: options.allowedOrigins, hashIp });
  const limiter =
    options.rateLimiter ??
    createRateLimiter({ max: DEFAULT_RATE_LIMIT_PER_MINUTE, ...options.rateLimit });
  const deliveries = startLeadDeliveries({
    db,
    webhook: options.webhook,
    email: options.email,
    timing: options.outbox,
    log: fastify.log,
  });
  fastify.addHook('onClose', () => deliveries.stop());
  const repository = createLeadRepository(db, { channels: deliveries.channels });
  const spamPurge = startSpamPurge({ repository, now, log: fastify.log });
  fastify.addHook('onClose', () => spamPurge.stop());
  await reportBacklog(repository, deliveries.channels, fastify.log);

  // Encapsulated, like the error handler: other routes keep the app's JSON parser.
  installLeadJsonParser(fastify, LEAD_MAX_BODY_BYTES);
  installLeadFormParser(fastify, LEAD_MAX_BODY_BYTES);

  /** Answers a form with a page, anything else with JSON. */
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    json: object,
    page: () => string,
  ) =>
    isForm(request)
      ? reply
          .code(status)
          .header('x-robots-tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(page())
      : reply.code(status).send(json);
  const problem = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) =>
    answer(request, reply, status, { message }, () =>
      messagePageHtml(status >= 500 ? 'Your details were not saved' : 'Please try again', message),
    );

  // Encapsulated: this handler sees only this plugin's route, whatever the app does elsewhere.
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ForbiddenKeyError || error instanceof DuplicateFieldError) {
      const message =
        error instanceof ForbiddenKeyError
          ? messages.forbiddenKey(error.key)
          : messages.duplicateField(error.key);
      return answer(
        request,
        reply,
        400,
        { message: messages.invalid, errors: { [FORM_ERROR_KEY]: message } },
        () => messagePageHtml('Please try again', message),
      );
    }
    if (error instanceof MalformedFormError) {
      return answer(
        request,
        reply,
        400,
        { message: messages.unreadableForm, errors: { [FORM_ERROR_KEY]: messages.unreadableForm } },
        () => messagePageHtml('Please try again', messages.unreadableForm),
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return problem(request, reply, 413, messages.tooLarge);
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
      return problem(request, reply, error.statusCode, leadErrorMessages.form);
    }
    request.log.error({ err: error }, 'lead could not be stored');
    return problem(request, reply, 500, messages.failed);
  });

  // Runs before the body is read, so refused requests cost no parsing.
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    // Before the rate limit: a page elsewhere posting in its visitors' names must not use up
    // their allowance here, and a refusal costs no count (a PostgreSQL query with DATABASE_URL).
    const foreign = originCheck(request);
    if (foreign) return problem(request, reply, 403, foreign);
    const decision = await limiter.take(hashIp(request));
    reply.headers(decision.headers);
    if (!decision.allowed) return problem(request, reply, 429, messages.rateLimited);
    if (!isAccepted(request)) return reply.code(415).send({ message: messages.notJson });
  };

  fastify.post(
    LEADS_ENDPOINT,
    { bodyLimit: LEAD_MAX_BODY_BYTES, onRequest: guard },
    async (request, reply) => {
      const form = isForm(request);
      const body: unknown = request.body;
      const formKind =
        form && isRecord(body) ? LEAD_KINDS.find((kind) => kind === body.kind) : undefined;
      // Goes the whole way a real lead goes, so its answers are a real lead's; only its status differs.
      const spamReason = isHoneypotFilled(body) ? 'honeypot' : undefined;
      if (form && !formKind) {
        return problem(request, reply, 400, leadErrorMessages.form);
      }

      const invalid = (errors: Record<string, string>) =>
        answer(request, reply, 400, { message: messages.invalid, errors }, () =>
          invalidLeadPageHtml(formKind ?? 'contact', isRecord(body) ? body : {}, errors),
        );
      let kind: LeadKind;
      let fields: Record<string, unknown> & { phone?: string };
      let idempotencyKey: string | undefined;
      if (formKind) {
        const schema = formKind === 'quote' ? quoteFieldsSchema : contactFieldsSchema;
        const parsed = schema.safeParse(body);
        if (!parsed.success) return invalid(toFieldErrors(parsed.error));
        kind = formKind;
        fields = parsed.data;
      } else {
        const parsed = leadSubmissionSchema.safeParse(body);
        if (!parsed.success) return invalid(toFieldErrors(parsed.error));
        kind = parsed.data.kind;
        idempotencyKey = parsed.data.idempotencyKey;
        fields = leadFields(parsed.data);
      }
      const ipHash = hashIp(request);
      const window = Math.floor(now() / FORM_REPEAT_WINDOW_MS);
      const refused = contentRuleErrors(fields);
      if (refused) {
        // Kept in the spam folder under a key of its own (the visitor's reworded lead will reuse its
        // idempotency key); the same refused answers again in this window are kept once.
        const held = await repository.insert(
          {
            kind,
            idempotencyKey: formLeadKey(ipHash, kind, fields, window),
            payload: fields,
            ipHash,
            spamReason: 'content-rules',
          },
          new Date(now()),
        );
        addToClosingLine(request, {
          reference: held.reference,
          lead: 'refused by content rules',
          fields: Object.keys(refused),
          ipHash,
        });
        return invalid(refused);
      }
      const phoned = applyPhoneRule(fields);
      if (!phoned.ok) return invalid(phoned.errors);
      const payload = phoned.fields;

      if (!idempotencyKey) {
        // The same answers from the same visitor in this window or the one before are one lead.
        const earlier = await repository.referenceForKey(
          formLeadKey(ipHash, kind, payload, window - 1),
        );
        if (earlier) {
          addToClosingLine(request, { reference: earlier, kind, lead: 'form sent again' });
          return answer(request, reply, 200, {}, () =>
            sentLeadPageHtml({ kind, reference: earlier, token: tokens.tokenFor(earlier) }),
          );
        }
        idempotencyKey = formLeadKey(ipHash, kind, payload, window);
      }

      const stored = await repository
        .insert({ kind, idempotencyKey, payload, ipHash, spamReason }, new Date(now()))
        .catch((error: unknown) => {
          if (error instanceof IdempotencyConflictError) return undefined;
          throw error;
        });
      if (!stored) return problem(request, reply, 409, messages.conflict);
      const { reference } = stored;
      addToClosingLine(request, {
        reference,
        kind,
        lead: stored.created ? (spamReason ? 'held as spam' : 'stored') : 'sent again',
        ...(spamReason && { spam: spamReason, ipHash }),
      });
      if (stored.created) {
        if (!spamReason) deliveries.nudge();
      } else reply.header('idempotent-replayed', 'true');
      const updateToken = kind === 'quote' ? tokens.tokenFor(reference) : undefined;
      const created: LeadCreatedResponse = { reference, updateToken };
      return answer(request, reply, form ? 200 : 201, created, () =>
        sentLeadPageHtml({ kind, reference, token: updateToken }),
      );
    },
  );

  fastify.post(
    LEAD_DETAILS_ENDPOINT,
    { bodyLimit: LEAD_MAX_BODY_BYTES, onRequest: guard },
    async (request, reply) => {
      const body = isRecord(request.body) ? request.body : {};
      const { reference, token } = body;
      if (
        typeof reference !== 'string' ||
        !LEAD_REFERENCE_PATTERN.test(reference) ||
        typeof token !== 'string'
      ) {
        return problem(request, reply, 400, leadErrorMessages.form);
      }
      if (!tokens.verify(reference, token))
        return problem(request, reply, 403, messages.wrongToken);
      addToClosingLine(request, { reference });
      const refuseDetails = (errors: Record<string, string>) =>
        answer(request, reply, 400, { message: messages.invalid, errors }, () =>
          sentLeadPageHtml({ kind: 'quote', reference, token, details: { values: body, errors } }),
        );
      const parsed = quoteDetailsSchema.safeParse(body);
      if (!parsed.success) return refuseDetails(toDetailsErrors(parsed.error));
      const refused = contentRuleErrors(parsed.data);
      if (refused) {
        addToClosingLine(request, {
          details: 'refused by content rules',
          fields: Object.keys(refused),
          ipHash: hashIp(request),
        });
        return refuseDetails(refused);
      }
      const outcome = await repository.addDetails(reference, parsed.data, new Date(now()));
      addToClosingLine(request, { details: outcome });
      if (outcome === 'not-found') return problem(request, reply, 404, messages.notFound);
      if (outcome === 'closed') return problem(request, reply, 409, messages.closed);
      if (outcome === 'updated') deliveries.nudge();
      const added: LeadDetailsAddedResponse = { reference };
      return answer(request, reply, 200, added, () => detailsAddedPageHtml(reference));
    },
  );

  // Answered before any body is read: a PUT or PATCH with a body gets 405 like a GET.
  const refuseMethod = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('allow', ALLOW).header('cache-control', 'no-store');
    if (request.method === 'OPTIONS') return reply.code(204).send();
    return reply.code(405).send({ message: messages.wrongMethod });
  };
  for (const url of [LEADS_ENDPOINT, LEAD_DETAILS_ENDPOINT]) {
    fastify.route({
      method: fastify.supportedMethods.filter((method) => method !== 'POST'),
      url,
      onRequest: refuseMethod,
      handler: refuseMethod,
    });
  }
};

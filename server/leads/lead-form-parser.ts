// How the lead route reads a form sent without JavaScript (application/x-www-form-urlencoded): the
// same limits as the JSON body, and hostile input refused by naming what is wrong rather than
// guessed at. A `__proto__` or `constructor` field is refused (ForbiddenKeyError, as for JSON), a
// field sent twice that holds one value is refused (DuplicateFieldError), and bad percent-escapes
// or bytes that are not UTF-8 are refused (MalformedFormError) instead of being turned into "�".
// Checkbox groups (`services`) become lists and a ticked box ("on") becomes true, so the result
// is validated by the same schema as a JSON body.
import type { FastifyInstance } from 'fastify';
import { ForbiddenKeyError } from './lead-json-parser';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** Fields a form sends once per ticked box: always read as a list. */
const LIST_FIELDS = new Set(['services']);
/** Single checkboxes: "on" (what a browser sends for a ticked box without a value) means true. */
const BOOLEAN_FIELDS = new Set(['consent']);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);
/** More fields than any lead form has, with room for every service box ticked. */
const MAX_FIELDS = 100;

/** The body is not a readable form: a bad escape, bytes that are not UTF-8, or too many fields. */
export class MalformedFormError extends Error {
  readonly statusCode = 400;
  readonly code = 'LEAD_MALFORMED_FORM';

  constructor(reason: string) {
    super(reason);
    this.name = 'MalformedFormError';
  }
}

/** A field that holds one value was sent more than once; `key` names it. */
export class DuplicateFieldError extends Error {
  readonly statusCode = 400;
  readonly code = 'LEAD_DUPLICATE_FIELD';

  constructor(readonly key: string) {
    super(`The field "${key}" was sent more than once`);
    this.name = 'DuplicateFieldError';
  }
}

const decode = (part: string): string => {
  try {
    // decodeURIComponent refuses bad escapes and escaped bytes that are not UTF-8.
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new MalformedFormError('The form contains characters that could not be read');
  }
};

/** A url-encoded form body as the fields a lead form sends. Throws the errors above. */
export function parseLeadForm(body: string): Record<string, unknown> {
  // A browser escapes everything but printable ASCII; anything else (raw bytes that were not
  // UTF-8 arrive as "\uFFFD") did not come from a form.
  if (/[^\x21-\x7e]/.test(body)) throw new MalformedFormError('The form is not url-encoded');
  const fields = new Map<string, unknown>();
  const parts = body.split('&').filter((part) => part !== '');
  if (parts.length > MAX_FIELDS) throw new MalformedFormError('The form has too many fields');
  for (const part of parts) {
    const equals = part.indexOf('=');
    const key = decode(equals < 0 ? part : part.slice(0, equals));
    const value = equals < 0 ? '' : decode(part.slice(equals + 1));
    if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKeyError(key);
    if (LIST_FIELDS.has(key)) {
      const list = (fields.get(key) as string[] | undefined) ?? [];
      list.push(value);
      fields.set(key, list);
      continue;
    }
    if (fields.has(key)) throw new DuplicateFieldError(key);
    fields.set(key, BOOLEAN_FIELDS.has(key) && value === 'on' ? true : value);
  }
  return Object.fromEntries(fields);
}

/** Adds the form parser to `fastify`'s own (encapsulated) context. */
export function installLeadFormParser(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.addContentTypeParser<string>(
    FORM_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      try {
        done(null, parseLeadForm(body));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}

// What a log line must never carry, taken out before it is written. By key, anywhere in a logged
// object: credentials a request carries (Authorization, Cookie), the fields a visitor types into
// the lead forms (name, email, phone, message and the rest, or a whole lead's payload), and
// secrets by name. By value, anywhere in the written line (messages and stack traces included):
// the secret settings, found by their names (…_PASSWORD, …_SECRET, …_TOKEN, …_KEY, …_SALT),
// DATABASE_URL and LEADS_WEBHOOK_URL whole (the webhook's path too), and the password of any
// setting that is a URL.

export const REDACTED = '[redacted]';

/** Keys (compared in lower case) whose values are replaced wherever they appear. */
const REDACTED_KEYS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'name',
  'email',
  'phone',
  'message',
  'company',
  'subject',
  'website',
  'payload',
  'body',
  'password',
  'secret',
  'token',
  'updatetoken',
  'salt',
  'ipsalt',
]);

/** Nesting past this is replaced whole: a log line has no business being that deep. */
const MAX_DEPTH = 8;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A copy of `value` with the values of REDACTED_KEYS replaced, through plain objects and arrays.
 * Class instances (a request, a reply, an error) are left to the logger's serializers, which
 * keep only what they name (see logger.ts).
 */
export function redactFields(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    return depth >= MAX_DEPTH ? REDACTED : value.map((item) => redactFields(item, depth + 1));
  }
  if (!isPlainObject(value)) return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = REDACTED_KEYS.has(key.toLowerCase()) ? REDACTED : redactFields(item, depth + 1);
  }
  return copy;
}

const SECRET_NAME = /(?:^|_)(?:PASSWORD|PASSWD|PASS|SECRET|TOKEN|KEY|SALT|DSN|CREDENTIALS)(?:_|$)/i;
const SECRET_SETTINGS = new Set(['DATABASE_URL', 'LEADS_WEBHOOK_URL']);
// Webhook addresses (Slack, Zapier) carry their token in the path: it is secret on its own too.
const SECRET_PATH_SETTINGS = new Set(['LEADS_WEBHOOK_URL']);
// Shorter values would be scrubbed out of ordinary words and numbers; no real secret is this short.
const MIN_SECRET_LENGTH = 6;

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** The secret values among `env`'s settings, longest first (a URL before the password in it). */
export function secretValues(env: Record<string, string | undefined>): string[] {
  const found = new Set<string>();
  for (const [name, raw] of Object.entries(env)) {
    const value = raw?.trim();
    if (!value) continue;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (SECRET_NAME.test(name) || SECRET_SETTINGS.has(name)) {
      found.add(value);
      if (url) found.add(url.href);
    }
    if (url && SECRET_PATH_SETTINGS.has(name) && url.pathname !== '/')
      found.add(url.pathname + url.search);
    if (url?.password) {
      found.add(url.password);
      found.add(decoded(url.password));
    }
  }
  return [...found]
    .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
}

/** Replaces each secret in a written line, as typed and as JSON escapes it. */
export function secretScrubber(secrets: readonly string[]): (line: string) => string {
  const forms = [
    ...new Set(secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1)])),
  ];
  return (line) => {
    let scrubbed = line;
    for (const form of forms) {
      if (scrubbed.includes(form)) scrubbed = scrubbed.replaceAll(form, REDACTED);
    }
    return scrubbed;
  };
}

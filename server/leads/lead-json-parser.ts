// How the lead route reads a JSON body. Fastify's own parser refuses a `__proto__` or `constructor`
// key as if the JSON were broken, so the visitor would be told "not valid JSON". This one parses
// such keys as plain data, then refuses the body by naming the key (ForbiddenKeyError), so the
// route can answer with a field error. The body never reaches a handler, and JSON.parse makes
// `__proto__` an own property, so no prototype is polluted either way.
import type { FastifyInstance } from 'fastify';

/** Keys that can reach a prototype when a parsed body is merged into another object. */
const FORBIDDEN_KEYS = ['__proto__', 'constructor'] as const;

/** The body has a key that could pollute a prototype; `key` names it. */
export class ForbiddenKeyError extends Error {
  readonly statusCode = 400;
  readonly code = 'LEAD_FORBIDDEN_KEY';

  constructor(readonly key: string) {
    super(`The body contains the key "${key}", which is not accepted`);
    this.name = 'ForbiddenKeyError';
  }
}

/** The first forbidden key anywhere in a parsed JSON value, or undefined. */
export function findForbiddenKey(value: unknown): string | undefined {
  // A stack, not recursion: 16 KB of nested brackets must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    if (!Array.isArray(next)) {
      const key = FORBIDDEN_KEYS.find((forbidden) => Object.hasOwn(next, forbidden));
      if (key) return key;
    }
    for (const child of Object.values(next)) pending.push(child);
  }
  return undefined;
}

/** Replaces the JSON parser of `fastify`'s own (encapsulated) context with the one above. */
export function installLeadJsonParser(fastify: FastifyInstance, bodyLimit: number): void {
  const parseJson = fastify.getDefaultJsonParser('ignore', 'ignore');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser<string>(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request, body, done) => {
      parseJson(request, body, (error, parsed) => {
        if (error) return done(error, undefined);
        const key = findForbiddenKey(parsed);
        if (key) return done(new ForbiddenKeyError(key), undefined);
        done(null, parsed);
      });
    },
  );
}

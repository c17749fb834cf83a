// Why something failed, as one line for a log line's `reason` and the lead outbox's last_error: the
// message, the code when the message does not already say it (`terminating connection due to
// administrator command (57P01)`), each cause after a colon (`fetch failed: connect ECONNREFUSED
// 127.0.0.1:9`) and an AggregateError's inner errors, which is how a connection tried on several
// addresses fails (its own message is empty: logged as an object, such an error showed as `{}`).
import { inspect } from 'node:util';

/** Inner errors listed before the rest are only counted. */
const MAX_INNER = 5;
/** Causes followed before the rest are cut off (a cause may even point back at its error). */
const MAX_DEPTH = 4;

interface ErrorLike {
  name?: unknown;
  message: string;
  code?: unknown;
  cause?: unknown;
  errors?: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

function describe(value: unknown, depth: number): string {
  if (typeof value === 'string') return value;
  if (!isErrorLike(value)) return inspect(value, { breakLength: Infinity, depth: 2 });
  if (depth >= MAX_DEPTH) return '…';
  // Codes that name a cause are strings (ECONNREFUSED, 57P01, EAUTH); a DOMException's number is not.
  const code = typeof value.code === 'string' ? value.code : '';
  let text = value.message;
  if (code && !text.includes(code)) text = text ? `${text} (${code})` : code;
  if (Array.isArray(value.errors) && value.errors.length > 0) {
    const inner = value.errors.slice(0, MAX_INNER).map((error) => describe(error, depth + 1));
    const more = value.errors.length - inner.length;
    if (more > 0) inner.push(`${more} more`);
    text = text ? `${text} [${inner.join('; ')}]` : inner.join('; ');
  }
  if (!text) text = typeof value.name === 'string' && value.name ? value.name : 'Error';
  return value.cause === undefined ? text : `${text}: ${describe(value.cause, depth + 1)}`;
}

/** One line saying why `error` happened, never empty, whatever was thrown. */
export function errorCause(error: unknown): string {
  return describe(error, 0) || inspect(error);
}

// The one line a log and the lead outbox keep about a failure: never empty, with the code, the
// causes and an AggregateError's inner errors (the errors a dropped or refused PostgreSQL
// connection and a failed fetch actually throw), whatever was thrown.
import { describe, expect, it } from 'vitest';
import { errorCause } from '../../server/error-cause';

const refused = (address: string) =>
  Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), {
    code: 'ECONNREFUSED',
    address,
    port: 5432,
  });

describe('errorCause', () => {
  it('lists the inner errors of an AggregateError whose own message is empty', () => {
    const error = new AggregateError([refused('::1'), refused('127.0.0.1')], '');
    expect(error.message).toBe('');
    expect(errorCause(error)).toBe(
      'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('keeps an AggregateError’s message and counts inner errors past five', () => {
    const inner = Array.from({ length: 7 }, (_, i) => new Error(`try ${i + 1}`));
    expect(errorCause(new AggregateError(inner, 'all failed'))).toBe(
      'all failed [try 1; try 2; try 3; try 4; try 5; 2 more]',
    );
  });

  it('adds the code when the message does not say it (PostgreSQL, nodemailer)', () => {
    const shutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      { code: '57P01', severity: 'FATAL' },
    );
    expect(errorCause(shutdown)).toBe(
      'terminating connection due to administrator command (57P01)',
    );
    expect(errorCause(refused('127.0.0.1'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    // A DOMException's legacy number says nothing.
    expect(errorCause(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      'The operation timed out.',
    );
  });

  it('follows the causes, as of a fetch that could not connect', () => {
    const error = new TypeError('fetch failed', { cause: refused('127.0.0.1') });
    expect(errorCause(error)).toBe('fetch failed: connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('stops following causes that go round in a circle', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    (first as { cause?: unknown }).cause = second;
    expect(errorCause(first)).toBe('first: second: first: second: …');
  });

  it('says something for an error without a message and for anything else thrown', () => {
    expect(errorCause(new Error(''))).toBe('Error');
    expect(errorCause(Object.assign(new Error(''), { code: 'ECONNRESET' }))).toBe('ECONNRESET');
    expect(errorCause(new AggregateError([], ''))).toBe('AggregateError');
    expect(errorCause('socket hang up')).toBe('socket hang up');
    expect(errorCause('')).toBe("''");
    expect(errorCause(undefined)).toBe('undefined');
    expect(errorCause({ status: 503 })).toBe('{ status: 503 }');
    expect(errorCause({ message: 'like an error', code: 'E_LIKE' })).toBe('like an error (E_LIKE)');
  });
});

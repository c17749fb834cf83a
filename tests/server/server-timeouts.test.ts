import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, fastifyTimeoutOptions } from '../../server/server-timeouts';

describe('fastifyTimeoutOptions', () => {
  it('sets the request and keep-alive timeouts, and the headers timeout and check interval on the HTTP server', () => {
    expect(fastifyTimeoutOptions(DEFAULT_TIMEOUTS)).toEqual({
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    });
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() =>
      fastifyTimeoutOptions({ ...DEFAULT_TIMEOUTS, requestMs: 5_000, headersMs: 6_000 }),
    ).toThrow(/headers timeout/);
  });
});

// The token that lets the visitor who created a quote add its second step by reference: an HMAC of
// the reference with the server's secret salt, so it is unguessable, needs no column, and a retried
// first step (the same lead) gets the same token back.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UpdateTokens {
  tokenFor(reference: string): string;
  /** True when `token` is the one issued for `reference`. */
  verify(reference: string, token: string): boolean;
}

export function createUpdateTokens(secret: string): UpdateTokens {
  const tokenFor = (reference: string): string =>
    createHmac('sha256', secret).update(`lead-update:${reference}`).digest('base64url');
  return {
    tokenFor,
    verify(reference, token) {
      const expected = Buffer.from(tokenFor(reference));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

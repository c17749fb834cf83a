import { describe, expect, it } from 'vitest';
import { checkSwResponse } from '../../../src/features/service-worker/sw-check';

describe('checkSwResponse', () => {
  it.each([
    [200, 'application/javascript; charset=utf-8'],
    [200, 'text/javascript'],
    [200, 'application/x-javascript'],
    [200, 'application/ecmascript'],
  ])('registers a %i answer of type %s', (status, type) => {
    expect(checkSwResponse(status, type)).toBe('register');
  });

  it.each([
    [404, 'application/javascript'],
    [200, 'text/html; charset=utf-8'],
    [200, null],
    [200, 'application/json'],
  ])('unregisters a %i answer of type %s', (status, type) => {
    expect(checkSwResponse(status, type)).toBe('unregister');
  });
});

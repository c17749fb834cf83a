import { describe, expect, it } from 'vitest';
import { isHoneypotFilled } from '../../../server/leads/spam-check';

describe('isHoneypotFilled', () => {
  it('passes an empty, blank or missing honeypot', () => {
    expect(isHoneypotFilled({ website_url: '' })).toBe(false);
    expect(isHoneypotFilled({ website_url: '   ' })).toBe(false);
    expect(isHoneypotFilled({ website_url: null })).toBe(false);
    expect(isHoneypotFilled({ name: 'Asha' })).toBe(false);
  });

  it('catches a honeypot filled with anything', () => {
    expect(isHoneypotFilled({ website_url: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website_url: 1 })).toBe(true);
    expect(isHoneypotFilled({ website_url: ['x'] })).toBe(true);
  });

  it('never takes a fast sender for a bot: the time a form took is not read', () => {
    expect(isHoneypotFilled({ website_url: '', startedAt: 5_000, sentAt: 5_100 })).toBe(false);
  });

  it('reads nothing from a body that is not an object', () => {
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled('website_url=x')).toBe(false);
    expect(isHoneypotFilled(['x'])).toBe(false);
  });
});

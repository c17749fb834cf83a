import { describe, expect, it } from 'vitest';
import { detectSpam } from '../../../server/leads/spam-check';

const now = 1_767_225_600_000;
const check = (body: unknown) => detectSpam(body, { now, minFillMs: 3_000 });

describe('detectSpam', () => {
  it('passes a form filled in over a minute with an empty honeypot', () => {
    expect(check({ startedAt: now - 60_000, website_url: '' })).toBeUndefined();
    expect(check({ startedAt: now - 60_000, website_url: '   ' })).toBeUndefined();
  });

  it('flags a filled honeypot of any type', () => {
    expect(check({ startedAt: now - 60_000, website_url: 'http://spam.example' })).toBe('honeypot');
    expect(check({ startedAt: now - 60_000, website_url: 1 })).toBe('honeypot');
  });

  it('flags a form sent sooner than the minimum fill time', () => {
    expect(check({ startedAt: now - 1_000 })).toBe('too-fast');
    expect(check({ startedAt: 5_000, sentAt: 6_000 })).toBe('too-fast');
  });

  it("measures with the browser's own clock when it sends both times", () => {
    expect(check({ startedAt: 5_000, sentAt: 65_000 })).toBeUndefined();
  });

  it('passes a start time in the future, which means a fast visitor clock', () => {
    expect(check({ startedAt: now + 120_000 })).toBeUndefined();
  });

  it('leaves bodies without a usable start time to validation', () => {
    expect(check({ startedAt: 'soon' })).toBeUndefined();
    expect(check(null)).toBeUndefined();
    expect(check([1, 2])).toBeUndefined();
  });
});

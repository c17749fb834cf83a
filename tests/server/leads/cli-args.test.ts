import { describe, expect, it } from 'vitest';
import { CliUsageError, parseCliArgs } from '../../../server/leads/cli-args';

const now = new Date('2026-06-15T06:30:00Z');

describe('parseCliArgs', () => {
  it('lists the newest 50 by default', () => {
    expect(parseCliArgs(['list'], now)).toEqual({
      request: { command: 'leads', limit: 50 },
      format: 'table',
    });
  });

  it('reads --since as midnight in India', () => {
    const { request } = parseCliArgs(['export', '--format', 'csv', '--since', '2026-01-01'], now);
    expect(request).toEqual({ command: 'leads', since: '2025-12-31T18:30:00.000Z' });
  });

  it('turns --older-than DAYS into a cutoff that many days ago', () => {
    expect(parseCliArgs(['purge', '--older-than', '30', '--dry-run'], now).request).toEqual({
      command: 'purge',
      before: '2026-05-16T06:30:00.000Z',
      dryRun: true,
    });
  });

  it('shows one lead by its reference, in any case', () => {
    expect(parseCliArgs(['show', ' rm-2026-7kq4mg '], now)).toEqual({
      request: { command: 'lead', reference: 'RM-2026-7KQ4MG' },
      format: 'lead',
    });
  });

  it('lists the spam folder with --spam', () => {
    expect(parseCliArgs(['list', '--spam', '--limit', '5'], now).request).toEqual({
      command: 'leads',
      limit: 5,
      spam: true,
    });
  });

  it('releases and resends several references, or resends everything since a day', () => {
    expect(parseCliArgs(['release', 'rm-2026-7kq4mg', 'RM-2026-7KQ4MG'], now)).toEqual({
      request: { command: 'release', references: ['RM-2026-7KQ4MG', 'RM-2026-7KQ4MG'] },
      format: 'queued',
    });
    expect(parseCliArgs(['resend', 'RM-2026-7KQ4MG'], now).request).toEqual({
      command: 'resend',
      references: ['RM-2026-7KQ4MG'],
    });
    expect(parseCliArgs(['resend', '--since', '2026-01-01'], now).request).toEqual({
      command: 'resend',
      since: '2025-12-31T18:30:00.000Z',
    });
  });

  it.each([
    [[], /Which command/],
    [['release'], /release needs one or more references/],
    [['release', 'RM-2026-7KQ4MG', 'RM-2026-7KQ4MH'], /"RM-2026-7KQ4MH" is not a reference/],
    [['release', '--since', '2026-01-01'], /release does not take --since/],
    [['resend'], /resend needs either --since DATE .* or references/],
    [['resend', '--since', '2026-01-01', 'RM-2026-7KQ4MG'], /not both/],
    [['resend', '--since', 'yesterday'], /date like 2026-01-01/],
    [['list', '--spam', 'x'], /Unexpected "x"/],
    [['show', '--spam', 'RM-2026-7KQ4MG'], /show does not take --spam/],
    [['show'], /show needs a reference/],
    [['show', 'RM-2026-7KQ4MA'], /not a reference the site gives out/],
    [['show', 'RM-2026-7KQ4MG', 'RM-2026-7KQ4MG'], /Unexpected "RM-2026-7KQ4MG"/],
    [['show', 'RM-2026-7KQ4MG', '--limit', '2'], /show does not take --limit/],
    [['list', 'extra'], /Unexpected "extra"/],
    [['list', '--limit', 'ten'], /--limit needs a whole number/],
    [['export', '--format', 'pdf'], /--format csv or --format json/],
    [['purge', '--older-than=-5'], /whole number/],
    [['list', '--colour'], /Unknown option/],
    [['purge', '--older-than', '7', '--since', '2026-01-01'], /purge does not take --since/],
  ])('refuses %j', (args, message) => {
    expect(() => parseCliArgs(args, now)).toThrow(CliUsageError);
    expect(() => parseCliArgs(args, now)).toThrow(message);
  });
});

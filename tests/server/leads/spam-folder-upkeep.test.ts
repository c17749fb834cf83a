// The spam folder's upkeep and the backlog's start-up line: purged at start and on a timer, a
// failure logged rather than thrown; the backlog said once with the command that sends it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPAM_KEPT_DAYS } from '../../../server/leads/lead-repository';
import { startSpamPurge } from '../../../server/leads/spam-purge';
import { backlogMessage, reportBacklog } from '../../../server/leads/unsent-backlog';

const DAY_MS = 24 * 60 * 60 * 1000;
const log = () => ({ info: vi.fn(), warn: vi.fn() });

describe('startSpamPurge', () => {
  afterEach(() => vi.useRealTimers());

  it(`purges what is older than ${SPAM_KEPT_DAYS} days at start and then on every tick`, async () => {
    vi.useFakeTimers();
    const now = Date.UTC(2026, 10, 28);
    const purgeSpamBefore = vi.fn().mockResolvedValue(2);
    const logged = log();
    const purge = startSpamPurge({
      repository: { purgeSpamBefore },
      now: () => now,
      log: logged,
      everyMs: 1000,
    });
    expect(purgeSpamBefore).toHaveBeenCalledWith(new Date(now - SPAM_KEPT_DAYS * DAY_MS));
    await vi.advanceTimersByTimeAsync(2500);
    expect(purgeSpamBefore).toHaveBeenCalledTimes(3);
    expect(logged.info).toHaveBeenCalledWith(
      { purged: 2, days: SPAM_KEPT_DAYS },
      'spam folder purged',
    );
    await purge.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(purgeSpamBefore).toHaveBeenCalledTimes(3);
  });

  it('logs a purge that failed and keeps the server up', async () => {
    const failure = new Error('connection refused');
    const logged = log();
    const purge = startSpamPurge({
      repository: { purgeSpamBefore: vi.fn().mockRejectedValue(failure) },
      now: Date.now,
      log: logged,
    });
    await purge.stop();
    expect(logged.warn).toHaveBeenCalledWith(
      { err: failure },
      'the spam folder could not be purged',
    );
  });
});

describe('the unsent backlog at start', () => {
  const oldest = new Date('2026-03-04T20:00:00Z'); // 5 March in India

  it('says how many leads were never sent, since when, and the command that sends them', () => {
    expect(backlogMessage(12, oldest, ['webhook', 'email'])).toBe(
      '12 leads received since 2026-03-05 were never sent by webhook or email (they arrived before it was set up). To send them now: npm run leads -- resend --since 2026-03-05',
    );
    expect(backlogMessage(1, oldest, ['email'])).toMatch(
      /^1 lead received since 2026-03-05 was never sent by email \(it arrived/,
    );
  });

  it('logs it once when there is one, nothing when there is none or no channel', async () => {
    const logged = log();
    const backlog = vi.fn().mockResolvedValue({ count: 3, oldest });
    await reportBacklog({ backlog }, ['email'], logged);
    expect(logged.warn).toHaveBeenCalledWith(
      { unsent: 3, channels: ['email'] },
      expect.stringContaining('npm run leads -- resend --since 2026-03-05'),
    );
    const quiet = log();
    await reportBacklog({ backlog: vi.fn().mockResolvedValue({ count: 0 }) }, ['email'], quiet);
    await reportBacklog({ backlog }, [], quiet);
    expect(quiet.warn).not.toHaveBeenCalled();
    expect(backlog).toHaveBeenCalledTimes(1);
  });

  it('logs a database that cannot say instead of failing the start', async () => {
    const logged = log();
    const failure = new Error('timeout');
    await reportBacklog({ backlog: vi.fn().mockRejectedValue(failure) }, ['webhook'], logged);
    expect(logged.warn).toHaveBeenCalledWith(
      { err: failure },
      'could not count the leads never sent',
    );
  });
});

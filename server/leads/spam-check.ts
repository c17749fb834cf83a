// Tells a bot's submission from a person's before validation: the hidden honeypot field is filled
// in, or the form was sent sooner after it was started than a person could fill it in. Such a
// submission is answered as if stored. What a lead says is checked after validation by
// content-rules.ts, which refuses it openly instead.
import { HONEYPOT_FIELD } from '../../shared/leads/lead-fields';

export type SpamReason = 'honeypot' | 'too-fast';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The reason `body` looks automated, or undefined. The fill time is `sentAt - startedAt` when the
 * browser sent both (one clock, so a visitor's wrong clock does not matter), else the server's
 * time minus `startedAt`; a `startedAt` in the server's future then means a fast-running visitor
 * clock, not a bot, and passes.
 */
export function detectSpam(
  body: unknown,
  { now, minFillMs }: { now: number; minFillMs: number },
): SpamReason | undefined {
  if (!isRecord(body)) return undefined;
  const honeypot = body[HONEYPOT_FIELD];
  if (
    honeypot !== undefined &&
    honeypot !== null &&
    !(typeof honeypot === 'string' && honeypot.trim() === '')
  ) {
    return 'honeypot';
  }
  const { startedAt, sentAt } = body;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return undefined;
  if (typeof sentAt === 'number' && Number.isFinite(sentAt)) {
    return sentAt - startedAt < minFillMs ? 'too-fast' : undefined;
  }
  const elapsed = now - startedAt;
  return elapsed >= 0 && elapsed < minFillMs ? 'too-fast' : undefined;
}

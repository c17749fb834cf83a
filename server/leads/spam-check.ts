// Tells a bot's submission from a person's without asking the person anything: the hidden honeypot
// field, which people never see and browsers do not fill in, is filled in. What a lead says is read
// by content-rules.ts. Either way the lead is kept in the spam folder (lead-repository.ts), never
// forwarded until the agency releases it; the honeypot's sender gets exactly the answer a person
// gets, so a bot cannot learn it was caught. (A fill-time check was dropped: a phone's autofill
// sends a form in under a second, see docs/decisions/0019-spam-folder.md.)
import { HONEYPOT_FIELD } from '../../shared/leads/lead-fields';

/** Why a lead was put in the spam folder. */
export type SpamReason = 'honeypot' | 'content-rules';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when `body` (a JSON lead or a form) has the honeypot filled in. */
export function isHoneypotFilled(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const honeypot = body[HONEYPOT_FIELD];
  return (
    honeypot !== undefined &&
    honeypot !== null &&
    !(typeof honeypot === 'string' && honeypot.trim() === '')
  );
}

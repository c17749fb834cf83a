// How `npm run leads -- list --spam` shows the spam folder: the leads as `list` shows them, why each
// is held, and what the agency can do about it.
import type { LeadRecord } from './admin-commands';
import { leadsToTable } from './lead-formats';
import { SPAM_KEPT_DAYS } from './lead-repository';
import type { SpamReason } from './spam-check';

export const SPAM_REASONS: Record<SpamReason, string> = {
  honeypot: 'a hidden field that only bots fill in was filled in',
  'content-rules': 'it broke a content rule, and the sender was asked to reword it',
};

export function spamFolderTable(leads: LeadRecord[]): string {
  if (leads.length === 0) return 'The spam folder is empty.\n';
  const reasons = leads.map(
    (lead) => `  ${lead.reference}  ${lead.spamReason ? SPAM_REASONS[lead.spamReason] : ''}`,
  );
  return `${leadsToTable(leads)}
Why each is held:
${reasons.join('\n')}

Held leads are never sent by email or webhook, and are deleted after ${SPAM_KEPT_DAYS} days.
If one is a real enquiry: npm run leads -- release REFERENCE
`;
}

// What `npm run leads -- release` and `resend` print: which leads were queued on which channels,
// or why nothing was, in the agency's words. Resending with no channel set up is an error (exit 1):
// nothing could be sent, and the settings to add are named.
import type { AdminResult } from './admin-commands';

type Queued = Extract<AdminResult, { queued: string[] }>;

const leads = (count: number) => (count === 1 ? '1 lead' : `${count} leads`);
const list = (references: string[]) => references.join(', ');

export function queuedText({ queued, channels, asked }: Queued): string {
  const on = channels.join(' and ');
  if (asked === 'release') {
    if (queued.length === 0)
      return 'None of these is in the spam folder, so nothing was released. `npm run leads -- list --spam` shows what is.\n';
    if (channels.length === 0)
      return `Released ${list(queued)}: now with the other leads (npm run leads -- list). No email or webhook is set up, so nothing was sent.\n`;
    return `Released ${leads(queued.length)} and queued for ${on}: ${list(queued)}.\n`;
  }
  if (channels.length === 0)
    throw new Error(
      'No email or webhook is set up here, so nothing can be sent. Run resend with the settings the server has (LEADS_WEBHOOK_URL, or SMTP_URL and LEADS_NOTIFY_EMAIL).',
    );
  if (queued.length === 0)
    return `Nothing to send: every lead chosen was already sent or queued for ${on} (spam is never resent; release it instead).\n`;
  return `Queued ${leads(queued.length)} for ${on}: ${list(queued)}. The server sends them within seconds; npm run leads -- show REFERENCE says when each went out.\n`;
}

// How `npm run leads -- show REFERENCE` prints one lead: every field (lead-field-lines.ts) under
// aligned labels, a message on as many lines as it was written, then each delivery (email, webhook)
// with whether it went out, or why none did (held as spam, or no channel set up when it came, with
// the command that sends it). What the visitor typed and what a receiver answered are escaped for
// the terminal (terminal-text.ts), so a lead cannot restyle or disguise what the agency reads.
import type { DeliveryRecord, LeadRecord } from './admin-commands';
import { formatIndianTime } from './india-time';
import { leadFieldLines } from './lead-field-lines';
import { SPAM_REASONS } from './spam-folder-text';
import { escapeForTerminal } from './terminal-text';

const EVENTS: Record<DeliveryRecord['event'], string> = {
  created: 'new lead',
  updated: 'details added',
};

const istTime = (iso: string): string => `${formatIndianTime(new Date(iso))} IST`;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function deliveryText(delivery: DeliveryRecord): string {
  const what = `${delivery.channel === 'email' ? 'Email' : 'Webhook'}, ${EVENTS[delivery.event]}`;
  if (delivery.deliveredAt)
    return `${what}: sent ${istTime(delivery.deliveredAt)} (${plural(delivery.attempts, 'attempt')})`;
  const tried =
    delivery.attempts === 0
      ? 'not tried yet'
      : `not sent after ${plural(delivery.attempts, 'attempt')}`;
  const error = delivery.lastError ? `; last error: ${escapeForTerminal(delivery.lastError)}` : '';
  const next = delivery.nextAttemptAt ? `; next try from ${istTime(delivery.nextAttemptAt)}` : '';
  return `${what}: ${tried}${error}${next}`;
}

export function leadDetailsText(lead: LeadRecord, deliveries: DeliveryRecord[]): string {
  const { reference, kind, payload } = lead;
  const lines = leadFieldLines({ reference, kind, payload, createdAt: new Date(lead.createdAt) });
  const width = Math.max(...lines.map(({ label }) => escapeForTerminal(label).length)) + 2;
  const fields = lines.flatMap(({ label, value }) =>
    value
      .split(/\r\n|\r|\n/)
      .map(
        (line, i) =>
          `${(i === 0 ? escapeForTerminal(label) : '').padEnd(width)}${escapeForTerminal(line)}`,
      ),
  );
  const held = lead.spamReason !== undefined && lead.releasedAt === undefined;
  const status = lead.spamReason
    ? `\n${held ? 'In the spam folder' : `Released from the spam folder ${istTime(lead.releasedAt ?? '')}`}: ${SPAM_REASONS[lead.spamReason]}.\n`
    : '';
  const none = held
    ? `  none: held as spam. If it is a real enquiry: npm run leads -- release ${lead.reference}`
    : `  none: no email or webhook was set up when it came in. Once one is: npm run leads -- resend ${lead.reference}`;
  const sent =
    deliveries.length > 0 ? deliveries.map((delivery) => `  ${deliveryText(delivery)}`) : [none];
  return `${fields.join('\n')}\n${status}\nDeliveries:\n${sent.join('\n')}\n`;
}

// The email a lead becomes: a subject with the kind, reference, visitor and city, and a plain-text
// body with every field (lead-field-lines.ts), line breaks kept and control, bidi and invisible
// characters shown as visible escapes (terminal-text.ts). Plain text only, so nothing a visitor
// typed can be rendered as HTML; Reply-To is the visitor when they gave an email address.
import { cityName } from '../../shared/leads/lead-options';
import type { LeadEvent } from './delivery-channels';
import { leadFieldLines } from './lead-field-lines';
import type { StoredLead } from './lead-repository';
import { escapeForTerminal } from './terminal-text';

export interface LeadEmail {
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `value` line by line, each made visible; a value on more than one line goes below its label. */
function fieldText(label: string, value: string): string {
  const lines = value.split(/\r\n|\r|\n/).map(escapeForTerminal);
  if (lines.length === 1) return `${label}: ${lines[0]}`;
  return [`${label}:`, ...lines.map((line) => `    ${line}`)].join('\n');
}

export function leadEmail(lead: StoredLead, event: LeadEvent): LeadEmail {
  const p = lead.payload;
  const name = escapeForTerminal(str(p.name));
  const city = escapeForTerminal(cityName(p.city));
  const what = lead.kind === 'quote' ? 'quote request' : 'message';
  const who = `${lead.reference} from ${name}${city ? `, ${city}` : ''}`;
  const subject =
    event === 'updated'
      ? `Details added to ${what} ${who}`
      : `${lead.kind === 'quote' ? 'Quote request' : 'Message'} ${who}`;
  const intro =
    event === 'updated'
      ? `${name} added details to ${what} ${lead.reference}. The whole lead as it is now:`
      : `A new ${what} came in through the website. Every field as the visitor sent it:`;
  const email = str(p.email);
  const phone = str(p.phone);
  const reply = email
    ? `Reply to this email to write to ${name} at ${email}.`
    : `No email address given: call or WhatsApp ${name} on ${phone}.`;
  const fields = leadFieldLines(lead).map(({ label, value }) => fieldText(label, value));
  return {
    subject,
    text: `${intro}\n\n${fields.join('\n')}\n\n${reply}\n`,
    ...(email && { replyTo: { name: str(p.name), address: email } }),
  };
}

// `npm run leads -- show`: every field under aligned labels, a message on its own lines, each
// delivery's state, and nothing a visitor or a receiver wrote able to drive the terminal.
import { describe, expect, it } from 'vitest';
import type { DeliveryRecord, LeadRecord } from '../../../server/leads/admin-commands';
import { leadDetailsText } from '../../../server/leads/lead-details-text';

const lead: LeadRecord = {
  reference: 'RM-2026-ABCDE',
  kind: 'quote',
  createdAt: '2026-03-05T09:02:10.000Z',
  payload: {
    name: 'Ishaan Rao',
    phone: '+919849012345',
    need: 'ads',
    city: 'hyderabad',
    consent: true,
    email: 'ishaan@raomotors.in',
    budget: '1l-3l',
    message: 'Two showrooms.\nCall after 5 \u202Epm',
  },
};

const deliveries: DeliveryRecord[] = [
  {
    channel: 'email',
    event: 'created',
    attempts: 1,
    deliveredAt: '2026-03-05T09:02:12.000Z',
  },
  {
    channel: 'webhook',
    event: 'created',
    attempts: 3,
    nextAttemptAt: '2026-03-05T09:10:00.000Z',
    lastError: 'HTTP 503\u001b[2J',
  },
];

describe('leadDetailsText', () => {
  it('prints every field, the message line by line, and where each delivery stands', () => {
    expect(leadDetailsText(lead, deliveries)).toBe(
      [
        'Reference                RM-2026-ABCDE',
        'Received                 2026-03-05 14:32:10 IST',
        'Kind                     Quote request',
        'Name                     Ishaan Rao',
        'Phone                    +919849012345',
        'Email                    ishaan@raomotors.in',
        'City                     Hyderabad',
        'Needs most               Paid ads on Google, Facebook, Instagram or LinkedIn',
        'Budget                   ₹1 lakh to ₹3 lakh a month',
        'Message                  Two showrooms.',
        '                         Call after 5 \\u{202E}pm',
        'Consent to be contacted  yes',
        '',
        'Deliveries:',
        '  Email, new lead: sent 2026-03-05 14:32:12 IST (1 attempt)',
        '  Webhook, new lead: not sent after 3 attempts; last error: HTTP 503\\u{1B}[2J; next try from 2026-03-05 14:40:00 IST',
        '',
      ].join('\n'),
    );
  });

  it('shows a typed city as typed', () => {
    const nagpur = { ...lead, payload: { ...lead.payload, city: 'Nagpur' } };
    expect(leadDetailsText(nagpur, [])).toContain('\nCity                     Nagpur\n');
  });

  it('says when no channel was set up for the lead, and the command that sends it', () => {
    expect(leadDetailsText(lead, [])).toContain(
      `Deliveries:\n  none: no email or webhook was set up when it came in. Once one is: npm run leads -- resend ${lead.reference}\n`,
    );
  });

  it('says a lead is held as spam, why, and how to release it; a released one says when', () => {
    const held = { ...lead, spamReason: 'honeypot' as const };
    const text = leadDetailsText(held, []);
    expect(text).toContain(
      'In the spam folder: a hidden field that only bots fill in was filled in.',
    );
    expect(text).toContain(
      `Deliveries:\n  none: held as spam. If it is a real enquiry: npm run leads -- release ${lead.reference}\n`,
    );
    const released = {
      ...held,
      spamReason: 'content-rules' as const,
      releasedAt: '2026-03-06T04:30:00.000Z',
    };
    expect(leadDetailsText(released, [])).toContain(
      'Released from the spam folder 2026-03-06 10:00:00 IST: it broke a content rule',
    );
  });
});

// The email a lead becomes: subject, plain text with every field, Reply-To, and what a visitor
// typed shown as text (invisible and bidi characters as visible escapes, line breaks kept).
import { describe, expect, it } from 'vitest';
import { leadEmail } from '../../../server/leads/email-message';
import type { StoredLead } from '../../../server/leads/lead-repository';

const quote: StoredLead = {
  reference: 'RM-2026-ABCDE',
  kind: 'quote',
  createdAt: new Date('2026-03-05T09:02:10Z'),
  payload: {
    name: 'Ishaan Rao',
    phone: '+919849012345',
    need: 'ads',
    city: 'hyderabad',
    consent: true,
    company: 'Rao Motors',
    email: 'ishaan@raomotors.in',
    services: ['ppc', 'seo/local'],
    budget: '50k-1l',
    message: 'Two showrooms.\nWe want test drives booked.',
    referrer: 'newsletter',
  },
};

describe('leadEmail', () => {
  it('names the kind, reference, visitor and city in the subject', () => {
    expect(leadEmail(quote, 'created').subject).toBe(
      'Quote request RM-2026-ABCDE from Ishaan Rao, Hyderabad',
    );
    expect(leadEmail(quote, 'updated').subject).toBe(
      'Details added to quote request RM-2026-ABCDE from Ishaan Rao, Hyderabad',
    );
    expect(
      leadEmail({ ...quote, kind: 'contact', payload: { name: 'Meera' } }, 'created').subject,
    ).toBe('Message RM-2026-ABCDE from Meera');
  });

  it('shows a typed city as typed, in the subject and the body', () => {
    for (const city of ['Nagpur', 'नागपुर']) {
      const { subject, text } = leadEmail(
        { ...quote, payload: { ...quote.payload, city } },
        'created',
      );
      expect(subject).toBe(`Quote request RM-2026-ABCDE from Ishaan Rao, ${city}`);
      expect(text).toContain(`\nCity: ${city}\n`);
    }
  });

  it('lists every field in plain text, in India time, with readable names', () => {
    const { text } = leadEmail(quote, 'created');
    expect(text).toBe(
      [
        'A new quote request came in through the website. Every field as the visitor sent it:',
        '',
        'Reference: RM-2026-ABCDE',
        'Received: 2026-03-05 14:32:10 IST',
        'Kind: Quote request',
        'Name: Ishaan Rao',
        'Company: Rao Motors',
        'Phone: +919849012345',
        'Email: ishaan@raomotors.in',
        'City: Hyderabad',
        'Needs most: Paid ads on Google, Facebook, Instagram or LinkedIn',
        'Services: PPC Advertising, Local SEO',
        'Budget: ₹50,000 to ₹1 lakh a month',
        'Message:',
        '    Two showrooms.',
        '    We want test drives booked.',
        'Consent to be contacted: yes',
        'referrer: newsletter',
        '',
        'Reply to this email to write to Ishaan Rao at ishaan@raomotors.in.',
        '',
      ].join('\n'),
    );
  });

  it('replies to the visitor when they gave an email address, else says how to reach them', () => {
    expect(leadEmail(quote, 'created').replyTo).toEqual({
      name: 'Ishaan Rao',
      address: 'ishaan@raomotors.in',
    });
    const phoneOnly = leadEmail(
      { ...quote, payload: { name: 'Ishaan Rao', phone: '+919849012345' } },
      'created',
    );
    expect(phoneOnly.replyTo).toBeUndefined();
    expect(phoneOnly.text).toContain(
      'No email address given: call or WhatsApp Ishaan Rao on +919849012345.',
    );
  });

  it('shows markup as typed and bidi or invisible characters as escapes', () => {
    const { subject, text } = leadEmail(
      {
        ...quote,
        kind: 'contact',
        payload: {
          name: 'Eve\u202Egnp.exe',
          message: '<b>hi</b> &amp;\u200B',
          email: 'e@example.in',
        },
      },
      'created',
    );
    expect(subject).toBe('Message RM-2026-ABCDE from Eve\\u{202E}gnp.exe');
    expect(text).toContain('Message: <b>hi</b> &amp;\\u{200B}');
    expect(`${subject}${text}`).not.toMatch(/[\u200B\u202E]/);
  });

  it('shows a city with a character no form accepts as an escape, in the subject too', () => {
    const { subject, text } = leadEmail(
      { ...quote, payload: { ...quote.payload, city: 'Nagpur\u202E\nBcc: x@example.in' } },
      'created',
    );
    expect(subject).toBe(
      'Quote request RM-2026-ABCDE from Ishaan Rao, Nagpur\\u{202E}\\nBcc: x@example.in',
    );
    expect(text).toContain('City:\n    Nagpur\\u{202E}\n    Bcc: x@example.in\n');
  });
});

import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../server/leads/outbox-worker';
import { escapeSlackText, webhookBody } from '../../../server/leads/webhook-message';

describe('webhookBody', () => {
  it('summarises a quote with readable service, city and budget names', () => {
    const body = webhookBody({
      reference: 'RM-2026-ABCDE',
      kind: 'quote',
      createdAt: new Date('2026-03-05T09:00:00Z'),
      payload: {
        name: 'Ishaan Rao',
        company: 'Rao Motors',
        services: ['seo/local', 'ppc'],
        city: 'hyderabad',
        budget: '50k-1l',
        phone: '+919849012345',
        email: 'ishaan@raomotors.in',
      },
    });
    expect(body.text).toBe(
      'New quote request RM-2026-ABCDE from Ishaan Rao (Rao Motors), Hyderabad: Local SEO, PPC Advertising. ' +
        'Budget: ₹50,000 to ₹1 lakh a month. Call +919849012345 or email ishaan@raomotors.in.',
    );
    expect(body.lead).toMatchObject({
      reference: 'RM-2026-ABCDE',
      kind: 'quote',
      createdAt: '2026-03-05T09:00:00.000Z',
      city: 'hyderabad',
    });
  });

  it('names a typed city as typed, in the summary and the lead', () => {
    const body = webhookBody({
      reference: 'RM-2026-ABCDE',
      kind: 'quote',
      createdAt: new Date('2026-03-05T09:00:00Z'),
      payload: { name: 'Ishaan Rao', need: 'seo', city: 'Nagpur', phone: '+919849012345' },
    });
    expect(body.text).toBe(
      'New quote request RM-2026-ABCDE from Ishaan Rao, Nagpur: Be found on Google (SEO). Call +919849012345.',
    );
    expect(body.lead.city).toBe('Nagpur');
  });

  it("escapes Slack's markup characters in what the visitor typed", () => {
    expect(escapeSlackText('<!channel> & <script>')).toBe('&lt;!channel&gt; &amp; &lt;script&gt;');
    const body = webhookBody({
      reference: 'RM-2026-ABCDE',
      kind: 'contact',
      createdAt: new Date(),
      payload: { name: '<@U123>', subject: 'a & b', email: 'x@example.in' },
    });
    expect(body.text).toBe(
      'New message RM-2026-ABCDE from &lt;@U123&gt;: "a &amp; b". Reply to x@example.in.',
    );
  });
});

describe('backoffDelay', () => {
  it('doubles from the base delay up to the cap, within 20% jitter', () => {
    const middle = () => 0.5;
    expect(
      [1, 2, 3, 4].map((attempts) => backoffDelay(attempts, 10_000, 3_600_000, middle)),
    ).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffDelay(30, 10_000, 3_600_000, middle)).toBe(3_600_000);
    expect(backoffDelay(1, 10_000, 3_600_000, () => 0)).toBe(8_000);
    expect(backoffDelay(1, 10_000, 3_600_000, () => 1)).toBe(12_000);
  });
});

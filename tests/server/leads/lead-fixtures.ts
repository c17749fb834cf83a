// Valid quote (first step) and contact submissions for the lead tests, each with a fresh idempotency
// key, as the hydrated forms send them.
import { randomUUID } from 'node:crypto';

export function quoteSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'quote',
    idempotencyKey: randomUUID(),
    website_url: '',
    name: 'Ananya Iyer',
    phone: '098450 12345',
    need: 'seo',
    city: 'bangalore',
    consent: true,
    ...overrides,
  };
}

export function contactSubmission(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    kind: 'contact',
    idempotencyKey: randomUUID(),
    name: 'Rohit Malhotra',
    email: 'rohit@malhotra-exports.com',
    phone: '',
    subject: 'Export catalogue SEO',
    message:
      'Can you help our Ludhiana knitwear export business rank for buyers in the UK and Germany?',
    consent: true,
    ...overrides,
  };
}

/** A valid second step for the quote `reference`, sent with its update token. */
export function quoteDetails(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company: 'Iyer Dental Care',
    email: 'ananya@iyerdental.in',
    website: 'iyerdental.in',
    services: ['seo/local', 'ppc'],
    budget: '50k-1l',
    message:
      'We have three clinics in Indiranagar, Jayanagar and Whitefield and want more appointment calls from Google.',
    ...overrides,
  };
}

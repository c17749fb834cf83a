// The lead forms' fields without the validation library or the content tables: labels, limits,
// error messages and the normalisers of phone numbers and websites. The choices of the service
// field and the city field's suggestions are in lead-options.ts, what a typed city may be in
// city-name.ts; lead-schema.ts builds the shared zod schema on them.
import { site } from '../site.ts';

/** Name of the honeypot field: rendered hidden, a person leaves it empty and a bot fills it in. */
export const HONEYPOT_FIELD = 'website_url';

export const LEAD_KINDS = ['quote', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Longest value accepted per field, in UTF-16 code units (what `maxLength` on an input counts). */
export const LEAD_FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 24,
  company: 120,
  website: 200,
  city: 80,
  subject: 150,
  message: 3000,
} as const;

/** Shortest message accepted: enough for one sentence about what the visitor needs. */
export const MIN_MESSAGE_LENGTH = 10;

export const BUDGET_RANGES = [
  'under-25k',
  '25k-50k',
  '50k-1l',
  '1l-3l',
  '3l-plus',
  'not-sure',
] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number];

export const budgetLabels: Record<BudgetRange, string> = {
  'under-25k': 'Under ₹25,000 a month',
  '25k-50k': '₹25,000 to ₹50,000 a month',
  '50k-1l': '₹50,000 to ₹1 lakh a month',
  '1l-3l': '₹1 lakh to ₹3 lakh a month',
  '3l-plus': 'More than ₹3 lakh a month',
  'not-sure': 'Not sure yet',
};

/**
 * What the visitor needs, as one choice: the first step of the quote. Each means one thing; the
 * services it covers are chosen, if the visitor wants, in the second step.
 */
export const NEED_CHOICES = ['seo', 'ads', 'social', 'website', 'automation', 'not-sure'] as const;
export type NeedChoice = (typeof NEED_CHOICES)[number];

export const needLabels: Record<NeedChoice, string> = {
  seo: 'Be found on Google (SEO)',
  ads: 'Paid ads on Google, Facebook, Instagram or LinkedIn',
  social: 'Social media, content or email marketing',
  website: 'A new website or a redesign',
  automation: 'Automation with AI, CRM or WhatsApp',
  'not-sure': 'Not sure yet: please advise me',
};

/** The city of a lead stored when the city was a choice, for a place the registry did not list. */
export const OTHER_CITY = 'other';

/** The service slug `value` stands for in an alias table (see lead-options.ts), if any. */
export const serviceSlugFor = (
  aliases: Readonly<Record<string, string>>,
  value: string,
): string | undefined => (Object.hasOwn(aliases, value) ? aliases[value] : undefined);

/** Every field of a lead, written in their one order (LEAD_FIELD_ORDER), with its label. */
export const leadFieldLabels = {
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone or WhatsApp number',
  company: 'Company or business name',
  website: 'Website (optional)',
  need: 'What do you need most?',
  services: 'Services you are interested in',
  city: 'City',
  budget: 'Monthly marketing budget',
  subject: 'Subject (optional)',
  message: 'Message',
  consent: `I agree that ${site.name} may contact me about this enquiry, as described in the privacy policy.`,
} as const;
export type LeadField = keyof typeof leadFieldLabels;

/**
 * A lead's fields in their one order, the order of leadFieldLabels: the columns of the leads export,
 * and the order in which the quote and contact forms show theirs (and focus the first invalid).
 */
export const LEAD_FIELD_ORDER = Object.keys(leadFieldLabels) as readonly LeadField[];

/** The fields a form has (the keys of its empty values), in LEAD_FIELD_ORDER. */
export const leadFieldsIn = (values: object): LeadField[] =>
  LEAD_FIELD_ORDER.filter((field) => Object.hasOwn(values, field));

export const tooLong = (max: number) =>
  `Please keep this under ${max.toLocaleString('en-IN')} characters.`;

export const leadErrorMessages = {
  name: 'Please enter your name (at least 2 letters).',
  email: 'Please enter a valid email address, like priya@example.in.',
  phone:
    'Please enter a phone number we can call, like 98765 43210, or with its country code, like +44 20 7946 0958.',
  need: 'Please choose what you need most, or "Not sure yet".',
  reply: 'Please give an email address or a phone number so that we can reply.',
  company: 'Please enter your company or business name.',
  website: 'Please enter a website address, like www.example.in, or leave it empty.',
  services: 'Please choose at least one service.',
  city: 'Please enter your city or town in letters, like Nagpur or Navi Mumbai.',
  budget: 'Please choose a monthly budget range.',
  subject: 'Please keep the subject to one line.',
  message: `Please write a short message (at least ${MIN_MESSAGE_LENGTH} characters).`,
  consent: 'Please agree to the privacy policy so that we can reply to you.',
  details: 'Please write a little more, or leave the message empty.',
  noDetails: 'Please add at least one detail, or skip this step.',
  controlCharacters: 'This contains characters we cannot store; please retype it.',
  form: 'Something in this form could not be read. Please check it and send it again.',
} as const;

const PHONE_SEPARATORS = /[\s\-().]/g;
const PHONE_SHAPE = /^(?:\+|00)?\d{7,15}$/;

/**
 * A light check of a phone number, for the browser: digits (7 to 15, the international maximum)
 * with an optional + or 00, and spaces, dashes, dots or brackets between them. Returns the number
 * without separators, or undefined. The server then checks it properly, for any country with India
 * the default, and stores it in E.164 (server/leads/phone-number.ts).
 */
export function compactPhone(value: string): string | undefined {
  const compact = value.trim().replace(PHONE_SEPARATORS, '');
  return PHONE_SHAPE.test(compact) ? compact : undefined;
}

/** A website as an absolute http(s) URL ('www.example.in' becomes 'https://www.example.in/'), or undefined. */
export function normaliseWebsite(value: string): string | undefined {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    const validHost =
      url.hostname.includes('.') && !url.hostname.endsWith('.') && !/\s/.test(trimmed);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && validHost && !url.username)
      return url.href;
  } catch {
    // Not parseable as a URL: reported below.
  }
  return undefined;
}

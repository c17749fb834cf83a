// The lead forms' fields without the validation library or the content tables: labels, limits,
// error messages and the normalisers of phone numbers and websites. The choices of the service and
// city fields are in lead-options.ts; lead-schema.ts builds the shared zod schema on both.

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

/** The value of the city field for a place the registry does not list. */
export const OTHER_CITY = 'other';

/** The service slug `value` stands for in an alias table (see lead-options.ts), if any. */
export const serviceSlugFor = (
  aliases: Readonly<Record<string, string>>,
  value: string,
): string | undefined => (Object.hasOwn(aliases, value) ? aliases[value] : undefined);

export const leadFieldLabels = {
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone number',
  company: 'Company or business name',
  website: 'Website (optional)',
  services: 'Services you are interested in',
  city: 'City',
  budget: 'Monthly marketing budget',
  subject: 'Subject',
  message: 'Message',
  consent:
    'I agree that Reachmark may contact me about this enquiry, as described in the privacy policy.',
} as const;
export type LeadField = keyof typeof leadFieldLabels;

export const tooLong = (max: number) =>
  `Please keep this under ${max.toLocaleString('en-IN')} characters.`;

export const leadErrorMessages = {
  name: 'Please enter your name (at least 2 letters).',
  email: 'Please enter a valid email address, like priya@example.in.',
  phone: 'Please enter a 10-digit Indian phone number, like 98765 43210 or +91 98765 43210.',
  company: 'Please enter your company or business name.',
  website: 'Please enter a website address, like www.example.in, or leave it empty.',
  services: 'Please choose at least one service.',
  city: 'Please choose your city, or "Other city or town".',
  budget: 'Please choose a monthly budget range.',
  subject: 'Please tell us what your message is about (at least 3 characters).',
  message: `Please write a short message (at least ${MIN_MESSAGE_LENGTH} characters).`,
  consent: 'Please agree to the privacy policy so that we can reply to you.',
  controlCharacters: 'This contains characters we cannot store; please retype it.',
  form: 'Something in this form could not be read. Please check it and send it again.',
} as const;

const PHONE_SEPARATORS = /[\s\-().]/g;
const INDIAN_PHONE = /^(?:(?:\+|00)?91)?0?([1-9]\d{9})$/;

/**
 * An Indian phone number as +91 and its ten digits, or undefined when it is not one. Accepts
 * mobiles and landlines with or without +91, 0091, 91 or a trunk 0, and spaces, dashes, dots or
 * brackets between digits: '098765-43210', '+91 124 400 5500', '(011) 2345 6789'.
 */
export function normaliseIndianPhone(value: string): string | undefined {
  const compact = value.trim().replace(PHONE_SEPARATORS, '');
  const digits = INDIAN_PHONE.exec(compact)?.[1];
  return digits ? `+91${digits}` : undefined;
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

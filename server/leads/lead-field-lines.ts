// Every field of one lead as labelled lines, for people: the reference, when it came (India time)
// and its kind, then each field the visitor filled in, in the forms' order, with readable names for
// the need, services, city and budget, and any field this list does not know after them, so nothing
// stored is left out. The lead email and `npm run leads -- show` print these lines.
import { budgetLabels, needLabels } from '../../shared/leads/lead-fields';
import { cityName, serviceOptions } from '../../shared/leads/lead-options';
import type { BudgetRange, NeedChoice } from '../../shared/leads/lead-fields';
import { formatIndianTime } from './india-time';
import type { StoredLead } from './lead-repository';

export interface LeadFieldLine {
  label: string;
  /** As typed, line breaks included (a message); the caller makes it safe for where it goes. */
  value: string;
}

const nameIn = (options: { slug: string; name: string }[], slug: unknown): string =>
  options.find((option) => option.slug === slug)?.name ?? String(slug);

const KIND_NAMES: Record<StoredLead['kind'], string> = {
  quote: 'Quote request',
  contact: 'Message from the contact form',
};

// The payload's fields in the forms' order, each with its label and how its value reads.
const FIELDS: [key: string, label: string, read?: (value: unknown) => string][] = [
  ['name', 'Name'],
  ['company', 'Company'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['website', 'Website'],
  ['city', 'City', cityName],
  ['need', 'Needs most', (value) => needLabels[value as NeedChoice] ?? String(value)],
  [
    'services',
    'Services',
    (value) =>
      Array.isArray(value)
        ? value.map((slug) => nameIn(serviceOptions, slug)).join(', ')
        : String(value),
  ],
  ['budget', 'Budget', (value) => budgetLabels[value as BudgetRange] ?? String(value)],
  ['subject', 'Subject', String],
  ['message', 'Message', String],
  ['consent', 'Consent to be contacted', (value) => (value === true ? 'yes' : String(value))],
];
const KNOWN = new Set(FIELDS.map(([key]) => key));

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** The lead as labelled lines; fields the visitor left out are left out. */
export function leadFieldLines(lead: StoredLead): LeadFieldLine[] {
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  const lines: LeadFieldLine[] = [
    { label: 'Reference', value: lead.reference },
    { label: 'Received', value: `${formatIndianTime(lead.createdAt)} IST` },
    { label: 'Kind', value: KIND_NAMES[lead.kind] ?? lead.kind },
  ];
  for (const [key, label, read = asText] of FIELDS) {
    const value = lead.payload[key];
    if (given(value)) lines.push({ label, value: read(value) });
  }
  for (const [key, value] of Object.entries(lead.payload)) {
    if (!KNOWN.has(key) && given(value)) lines.push({ label: key, value: asText(value) });
  }
  return lines;
}

// The JSON body posted to LEADS_WEBHOOK_URL for a new lead, and again when a quote's second step
// adds details to it (`event: 'updated'`, the whole lead again under the same reference): a `text`
// summary that Slack shows as the message (and Zapier or Make can map), plus the whole lead for
// anything that wants fields.
import { budgetLabels, needLabels } from '../../shared/leads/lead-fields';
import { cityName, serviceOptions } from '../../shared/leads/lead-options';
import type { BudgetRange, NeedChoice } from '../../shared/leads/lead-fields';
import type { LeadEvent } from './delivery-channels';
import type { StoredLead } from './lead-repository';

export interface WebhookBody {
  event: LeadEvent;
  text: string;
  lead: { reference: string; kind: StoredLead['kind']; createdAt: string } & Record<
    string,
    unknown
  >;
}

/** Slack reads &, < and > as markup; visitors' words must show as typed. */
export const escapeSlackText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const nameOf = (options: { slug: string; name: string }[], slug: unknown): string =>
  options.find((option) => option.slug === slug)?.name ?? String(slug);

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

const listOf = (options: { slug: string; name: string }[], value: unknown): string =>
  Array.isArray(value) ? value.map((slug) => nameOf(options, slug)).join(', ') : '';

function summary(lead: StoredLead): string {
  const p = lead.payload;
  const who = str(p.company) ? `${str(p.name)} (${str(p.company)})` : str(p.name);
  if (lead.kind === 'contact') {
    const about = str(p.subject) ? `: "${str(p.subject)}"` : '';
    const reply = [str(p.email), str(p.phone)].filter(Boolean).join(' or ');
    return `New message ${lead.reference} from ${who}${about}. Reply to ${reply}.`;
  }
  const services = listOf(serviceOptions, p.services);
  const need = needLabels[p.need as NeedChoice] ?? str(p.need);
  const budget = budgetLabels[p.budget as BudgetRange] ?? str(p.budget);
  const reach = [str(p.phone) && `Call ${str(p.phone)}`, str(p.email) && `email ${str(p.email)}`]
    .filter(Boolean)
    .join(' or ');
  return [
    `New quote request ${lead.reference} from ${who}, ${cityName(p.city)}: ${need || services}.`,
    need && services && `Services: ${services}.`,
    budget && `Budget: ${budget}.`,
    reach && `${reach}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

export function webhookBody(lead: StoredLead, event: LeadEvent = 'created'): WebhookBody {
  const text = summary(lead);
  return {
    event,
    text: escapeSlackText(
      event === 'updated' ? `Details added to ${text.replace(/^New /, '')}` : text,
    ),
    lead: {
      ...lead.payload,
      reference: lead.reference,
      kind: lead.kind,
      createdAt: lead.createdAt.toISOString(),
    },
  };
}

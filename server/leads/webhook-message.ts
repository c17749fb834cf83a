// The JSON body posted to LEADS_WEBHOOK_URL for a new lead: a `text` summary that Slack shows as
// the message (and Zapier or Make can map), plus the whole lead for anything that wants fields.
import { budgetLabels } from '../../src/features/leads/lead-fields';
import { cityOptions, serviceOptions } from '../../src/features/leads/lead-options';
import type { BudgetRange } from '../../src/features/leads/lead-fields';
import type { StoredLead } from './lead-repository';

export interface WebhookBody {
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

function summary(lead: StoredLead): string {
  const p = lead.payload;
  const who = str(p.company) ? `${str(p.name)} (${str(p.company)})` : str(p.name);
  if (lead.kind === 'contact') {
    return `New message ${lead.reference} from ${who}: "${str(p.subject)}". Reply to ${str(p.email)}.`;
  }
  const services = Array.isArray(p.services)
    ? p.services.map((slug) => nameOf(serviceOptions, slug)).join(', ')
    : '';
  const budget = budgetLabels[p.budget as BudgetRange] ?? str(p.budget);
  return (
    `New quote request ${lead.reference} from ${who}, ${nameOf(cityOptions, p.city)}: ${services}. ` +
    `Budget: ${budget}. Call ${str(p.phone)} or email ${str(p.email)}.`
  );
}

export function webhookBody(lead: StoredLead): WebhookBody {
  return {
    text: escapeSlackText(summary(lead)),
    lead: {
      ...lead.payload,
      reference: lead.reference,
      kind: lead.kind,
      createdAt: lead.createdAt.toISOString(),
    },
  };
}

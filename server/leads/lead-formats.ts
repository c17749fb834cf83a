// How the CLI shows leads: a compact table for `list` (control, bidi and invisible characters shown
// as escapes, see terminal-text.ts), and CSV (for spreadsheets, with readable names for services,
// city and budget) or JSON (the stored values as they are) for `export`.
import { toCsv } from '../../shared/csv';
import { LEAD_FIELD_ORDER, budgetLabels, needLabels } from '../../shared/leads/lead-fields';
import { cityName, serviceOptions } from '../../shared/leads/lead-options';
import type { BudgetRange, LeadField, NeedChoice } from '../../shared/leads/lead-fields';
import type { LeadRecord } from './admin-commands';
import { formatIndianTime } from './india-time';
import { fitForTerminal } from './terminal-text';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const label = (options: { slug: string; name: string }[], slug: unknown): string =>
  options.find((option) => option.slug === slug)?.name ?? str(slug);
const servicesOf = (lead: LeadRecord): string[] =>
  Array.isArray(lead.payload.services)
    ? lead.payload.services.map((slug) => label(serviceOptions, slug))
    : [];

/** The lead's fields the export writes: all but consent, which every lead gave to be sent at all. */
const EXPORTED_FIELDS = LEAD_FIELD_ORDER.filter(
  (field): field is Exclude<LeadField, 'consent'> => field !== 'consent',
);

export const CSV_COLUMNS = ['reference', 'created_at_ist', 'kind', ...EXPORTED_FIELDS] as const;

/** One field of a lead as the export writes it: the readable name of a choice, text as typed. */
function exportedCell(lead: LeadRecord, field: (typeof EXPORTED_FIELDS)[number]): string {
  const p = lead.payload;
  switch (field) {
    case 'need':
      return needLabels[p.need as NeedChoice] ?? str(p.need);
    case 'services':
      return servicesOf(lead).join('; ');
    case 'city':
      return cityName(p.city);
    case 'budget':
      return budgetLabels[p.budget as BudgetRange] ?? str(p.budget);
    default:
      return str(p[field]);
  }
}

export function leadsToCsv(leads: LeadRecord[]): string {
  const rows = leads.map((lead) => [
    lead.reference,
    formatIndianTime(new Date(lead.createdAt)),
    lead.kind,
    ...EXPORTED_FIELDS.map((field) => exportedCell(lead, field)),
  ]);
  return toCsv([[...CSV_COLUMNS], ...rows], { excelBom: true });
}

export function leadsToJson(leads: LeadRecord[]): string {
  const flat = leads.map(({ reference, kind, createdAt, payload }) => ({
    reference,
    kind,
    createdAt,
    ...payload,
  }));
  return `${JSON.stringify(flat, null, 2)}\n`;
}

/**
 * A table with one line per lead: when, reference, kind, who, how to reach them, city, budget and
 * what about (`show` prints the whole lead).
 * Every cell from the lead's payload is escaped for the terminal, so line breaks show as \n.
 */
export function leadsToTable(leads: LeadRecord[]): string {
  if (leads.length === 0) return 'No leads yet.\n';
  const rows = leads.map((lead) => {
    const p = lead.payload;
    const need = needLabels[p.need as NeedChoice] ?? str(p.need);
    const about =
      lead.kind === 'quote'
        ? servicesOf(lead).join(', ') || need
        : str(p.subject) || str(p.message);
    return [
      formatIndianTime(new Date(lead.createdAt)).slice(0, 16),
      lead.reference,
      lead.kind,
      fitForTerminal(str(p.company) ? `${str(p.name)} (${str(p.company)})` : str(p.name), 40),
      fitForTerminal([str(p.email), str(p.phone)].filter(Boolean).join(' '), 46),
      fitForTerminal(cityName(p.city), 24),
      fitForTerminal(budgetLabels[p.budget as BudgetRange] ?? str(p.budget), 28),
      fitForTerminal(about, 50),
    ];
  });
  const header = [
    'Received (IST)',
    'Reference',
    'Kind',
    'From',
    'Contact',
    'City',
    'Budget',
    'About',
  ];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n${leads.length} lead${leads.length === 1 ? '' : 's'}.\n`;
}

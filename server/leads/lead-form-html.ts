// The server-rendered forms and pages of a lead sent without JavaScript: the confirmation (the
// reference, what happens next, a WhatsApp link carrying it, and for a quote the optional second
// step), and the form again with what the visitor typed and a list of what to fix.
import { escapeUTF8 } from 'entities/escape';
import { site } from '../../shared/site';
import { LEAD_DETAILS_ENDPOINT, LEADS_ENDPOINT } from '../../shared/leads/lead-api-contract';
import {
  BUDGET_RANGES,
  HONEYPOT_FIELD,
  LEAD_FIELD_MAX_LENGTH,
  NEED_CHOICES,
  budgetLabels,
  leadFieldLabels,
  needLabels,
  type LeadField,
  type LeadKind,
} from '../../shared/leads/lead-fields';
import { cityOptions, serviceGroups } from '../../shared/leads/lead-options';
import { nextSteps, whatsappHrefFor } from '../../shared/leads/next-steps';
import { pageHtml } from './lead-page-html';
import { quoteSubmit, messageSubmit, quoteDetailsSubmit } from '../../shared/visitor-words';

type Values = Record<string, unknown>;
type Field =
  | { name: LeadField; kind: 'email' | 'tel' | 'url' | 'textarea'; required?: boolean }
  | { name: LeadField; kind: 'text'; required?: boolean; suggestions?: readonly string[] }
  | { name: LeadField; kind: 'select'; required?: boolean; options: [string, string][] }
  | { name: LeadField; kind: 'checkbox'; required?: boolean };

const budgetChoices = BUDGET_RANGES.map((range): [string, string] => [range, budgetLabels[range]]);

const FIELDS: Record<LeadKind | 'details', Field[]> = {
  quote: [
    { name: 'name', kind: 'text', required: true },
    { name: 'phone', kind: 'tel', required: true },
    {
      name: 'need',
      kind: 'select',
      required: true,
      options: NEED_CHOICES.map((need) => [need, needLabels[need]]),
    },
    {
      name: 'city',
      kind: 'text',
      required: true,
      suggestions: cityOptions.map((option) => option.name),
    },
    { name: 'consent', kind: 'checkbox', required: true },
  ],
  contact: [
    { name: 'name', kind: 'text', required: true },
    { name: 'email', kind: 'email' },
    { name: 'phone', kind: 'tel' },
    { name: 'subject', kind: 'text' },
    { name: 'message', kind: 'textarea', required: true },
    { name: 'consent', kind: 'checkbox', required: true },
  ],
  details: [
    { name: 'budget', kind: 'select', options: budgetChoices },
    { name: 'company', kind: 'text' },
    { name: 'email', kind: 'email' },
    { name: 'website', kind: 'url' },
    { name: 'message', kind: 'textarea' },
  ],
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const labelOf = (name: LeadField, required?: boolean) =>
  `${escapeUTF8(leadFieldLabels[name])}${required ? ' <span aria-hidden="true">*</span>' : ''}`;
const maxLengthOf = (name: string): string => {
  const max = (LEAD_FIELD_MAX_LENGTH as Record<string, number>)[name];
  return max ? ` maxlength="${max}"` : '';
};

/** The list attribute and datalist of a field with suggestions; empty for one without. */
function suggestionsHtml(field: Field): { list: string; datalist: string } {
  if (field.kind !== 'text' || !field.suggestions) return { list: '', datalist: '' };
  const id = `${field.name}-suggestions`;
  const options = field.suggestions.map((text) => `<option value="${escapeUTF8(text)}">`).join('');
  return { list: ` list="${id}"`, datalist: `<datalist id="${id}">${options}</datalist>` };
}

function fieldHtml(field: Field, values: Values, errors: Record<string, string>): string {
  const { name } = field;
  const error = errors[name];
  const aria = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const errorHtml = error ? `<p class="error" id="${name}-error">${escapeUTF8(error)}</p>` : '';
  const required = field.required ? ' required' : '';
  const value = escapeUTF8(str(values[name]));
  if (field.kind === 'checkbox') {
    const checked = values[name] === true ? ' checked' : '';
    const policy =
      name === 'consent' ? ' <a href="/privacy-policy">Read the privacy policy</a>' : '';
    return `<label class="choice"><input type="checkbox" id="${name}" name="${name}"${checked}${required}${aria}> <span>${labelOf(name)}${policy}</span></label>${errorHtml}`;
  }
  const label = `<label for="${name}">${labelOf(name, field.required)}</label>`;
  if (field.kind === 'select') {
    const options = field.options
      .map(
        ([slug, text]) =>
          `<option value="${escapeUTF8(slug)}"${slug === values[name] ? ' selected' : ''}>${escapeUTF8(text)}</option>`,
      )
      .join('');
    return `${label}<select id="${name}" name="${name}"${required}${aria}><option value="">Choose one</option>${options}</select>${errorHtml}`;
  }
  if (field.kind === 'textarea')
    return `${label}<textarea id="${name}" name="${name}" rows="5"${maxLengthOf(name)}${required}${aria}>${value}</textarea>${errorHtml}`;
  const { list, datalist } = suggestionsHtml(field);
  return `${label}<input type="${field.kind}" id="${name}" name="${name}" value="${value}"${list}${maxLengthOf(name)}${required}${aria}>${datalist}${errorHtml}`;
}

const honeypotHtml = `<div class="hidden" aria-hidden="true"><label for="${HONEYPOT_FIELD}">Leave this field empty</label><input type="text" id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>`;

function servicesHtml(values: Values): string {
  const chosen = new Set(Array.isArray(values.services) ? values.services.map(String) : []);
  const groups = serviceGroups
    .map(
      (group) =>
        `<fieldset><legend>${escapeUTF8(group.title)}</legend>${group.options
          .map(
            (option) =>
              `<label class="choice"><input type="checkbox" name="services" value="${escapeUTF8(option.slug)}"${chosen.has(option.slug) ? ' checked' : ''}> <span>${escapeUTF8(option.name)}</span></label>`,
          )
          .join('')}</fieldset>`,
    )
    .join('');
  return `<h3>${escapeUTF8(leadFieldLabels.services)}</h3>${groups}`;
}

/** The list of what to fix, each item linking to its field, in form order. */
function errorSummaryHtml(fields: Field[], errors: Record<string, string>): string {
  const items = [
    ...(errors.form ? [`<li>${escapeUTF8(errors.form)}</li>`] : []),
    ...fields
      .filter((field) => errors[field.name])
      .map(
        (field) =>
          `<li><a href="#${field.name}">${escapeUTF8(leadFieldLabels[field.name].replace(/ \(optional\)$/, ''))}</a>: ${escapeUTF8(errors[field.name] ?? '')}</li>`,
      ),
  ];
  return `<div class="card errors" role="alert"><h2>Please check ${items.length === 1 ? 'this' : `these ${items.length} things`}</h2><ul>${items.join('')}</ul></div>`;
}

/** The form of `kind` again, filled with `values`, with `errors` listed above it and by each field. */
export function invalidLeadPageHtml(
  kind: LeadKind,
  values: Values,
  errors: Record<string, string>,
): string {
  const fields = FIELDS[kind];
  const title = kind === 'quote' ? 'Please check your quote request' : 'Please check your message';
  return pageHtml(
    title,
    `<h1>${escapeUTF8(title)}</h1>
<p>Nothing was sent yet. Everything you typed is still below.</p>
${errorSummaryHtml(fields, errors)}
<form method="post" action="${LEADS_ENDPOINT}" novalidate>
<input type="hidden" name="kind" value="${kind}">
${fields.map((field) => fieldHtml(field, values, errors)).join('\n')}
${honeypotHtml}
<button type="submit" class="button">${kind === 'quote' ? quoteSubmit : messageSubmit}</button>
</form>`,
  );
}

interface SentPage {
  kind: LeadKind;
  reference: string;
  /** For a quote: the token that lets this page's second step add details to it. */
  token?: string;
  /** Errors of a second step that was sent and refused, with what was typed in it. */
  details?: { values: Values; errors: Record<string, string> };
}

const detailsFormHtml = (reference: string, token: string, page: SentPage['details']) => {
  const values = page?.values ?? {};
  const errors = page?.errors ?? {};
  const fields = FIELDS.details;
  return `<section class="card" aria-labelledby="details-title">
<h2 id="details-title">Optional: tell us a little more</h2>
<p>This helps the strategist prepare for the call. Everything here is optional.</p>
${Object.keys(errors).length ? errorSummaryHtml(fields, errors) : ''}
<form method="post" action="${LEAD_DETAILS_ENDPOINT}" novalidate>
<input type="hidden" name="reference" value="${escapeUTF8(reference)}">
<input type="hidden" name="token" value="${escapeUTF8(token)}">
${servicesHtml(values)}
${fields.map((field) => fieldHtml(field, values, errors)).join('\n')}
<button type="submit" class="button">${quoteDetailsSubmit}</button>
</form>
</section>`;
};

/** The confirmation: the reference, what happens next, WhatsApp, and a quote's second step. */
export function sentLeadPageHtml(page: SentPage): string {
  const { kind, reference, token } = page;
  const what = kind === 'quote' ? 'quote request' : 'message';
  const title = `Thank you: your ${what} is with us`;
  return pageHtml(
    title,
    `<h1>${escapeUTF8(title)}</h1>
<p>Your reference number is <strong class="reference">${escapeUTF8(reference)}</strong>.</p>
<h2>What happens next</h2>
<ol>${nextSteps(kind)
      .map((step) => `<li>${escapeUTF8(step)}</li>`)
      .join('')}</ol>
<p><a class="button" href="${escapeUTF8(whatsappHrefFor(reference))}">Message us on WhatsApp with your reference</a></p>
<p>Or call us on <a href="${escapeUTF8(site.phoneHref)}">${escapeUTF8(site.phone)}</a>.</p>
${kind === 'quote' && token ? detailsFormHtml(reference, token, page.details) : ''}
<p><a href="/">Back to the home page</a></p>`,
  );
}

/** The page after a quote's second step was added (or was already). */
export function detailsAddedPageHtml(reference: string): string {
  const title = 'Thank you: your details are added';
  return pageHtml(
    title,
    `<h1>${escapeUTF8(title)}</h1>
<p>We added them to your quote request <strong class="reference">${escapeUTF8(reference)}</strong>.</p>
<ol>${nextSteps('quote')
      .map((step) => `<li>${escapeUTF8(step)}</li>`)
      .join('')}</ol>
<p><a class="button" href="${escapeUTF8(whatsappHrefFor(reference))}">Message us on WhatsApp with your reference</a></p>
<p><a href="/">Back to the home page</a></p>`,
  );
}

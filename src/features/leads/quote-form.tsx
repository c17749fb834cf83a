// The free-quote form (/quote), in two short steps. The first asks five things, consent included,
// and sends the lead: the agency has it from that moment. The second, optional, adds services,
// budget, company, email, website and a message to the same lead (quote-details-form.tsx: not in
// this page's first load, but fetched once it is idle, so both steps work if the connection drops).
// Both are queued when sent offline.
// Service and city pages link here pre-filled, e.g. /quote?service=seo&city=mumbai: a place's
// slug fills in its name; any other city is typed, with the site's places suggested.
import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '../../lib/when-idle';
import { SelectField, TextField } from './form-fields';
import { LeadFormShell, textFieldProps } from './lead-form-shell';
import { cityOptions, serviceAliases, serviceNeeds } from 'virtual:reachmark/lead-options';
import {
  NEED_CHOICES,
  leadFieldLabels,
  leadFieldsIn,
  needLabels,
  serviceSlugFor,
} from '../../../shared/leads/lead-fields';
import { useLeadForm, type FormValues } from './use-lead-form';
import { quoteFormTitle, quoteSubmit } from '../../../shared/visitor-words';

const EMPTY: FormValues = { name: '', phone: '', need: '', city: '', consent: false };
const ORDER = leadFieldsIn(EMPTY);
const cityNames = cityOptions.map((option) => option.name);
const cityBySlug = new Map(cityOptions.map((option) => [option.slug, option.name]));

/** Said instead of the second step if its code cannot load (offline since the first was sent). */
function DetailsUnavailable() {
  return (
    <p className="mt-6 text-muted">
      To add services, budget or a message, send them to us on WhatsApp with your reference.
    </p>
  );
}

/** The second step is fetched when the browser is idle, or after this long at the latest. */
const DETAILS_PREFETCH_TIMEOUT_MS = 4000;

const loadDetails = () => import('./quote-details-form');

const QuoteDetailsForm = lazy(() =>
  loadDetails().then(
    (module) => ({ default: module.QuoteDetailsForm }),
    () => ({ default: DetailsUnavailable }),
  ),
);

function prefillFromUrl(): Partial<FormValues> {
  const params = new URLSearchParams(window.location.search);
  const service = serviceSlugFor(serviceAliases, params.get('service') ?? '');
  const need = service ? serviceNeeds[service] : undefined;
  const city = cityBySlug.get(params.get('city') ?? '');
  return { ...(need ? { need } : {}), ...(city ? { city } : {}) };
}

export function QuoteForm() {
  const form = useLeadForm({ kind: 'quote', empty: EMPTY, order: ORDER, prefill: prefillFromUrl });
  const { values, errors, onChange, onBlur } = form;
  const text = (name: Parameters<typeof textFieldProps>[1]) => textFieldProps(form, name);
  useEffect(
    () => whenIdle(() => void loadDetails().catch(() => undefined), DETAILS_PREFETCH_TIMEOUT_MS),
    [],
  );
  return (
    <LeadFormShell
      form={form}
      id="quote-form"
      title={quoteFormTitle}
      intro="Step 1 of 2: four questions and your consent. Fields marked * are required."
      what="quote request"
      order={ORDER}
      submitLabel={quoteSubmit}
      afterSent={
        (form.updateToken || form.status === 'queued') && (
          <Suspense>
            <QuoteDetailsForm
              reference={form.reference}
              updateToken={form.updateToken}
              lead={form.idempotencyKey()}
            />
          </Suspense>
        )
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('name')} required autoComplete="name" />
        <TextField
          {...text('phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="Any country: 98765 43210, or with its code, e.g. +44 20 7946 0958"
        />
        <SelectField
          name="need"
          label={leadFieldLabels.need}
          required
          placeholder="Choose one"
          value={String(values.need)}
          options={NEED_CHOICES.map((need) => ({ value: need, label: needLabels[need] }))}
          error={errors.need}
          onChange={onChange}
          onBlur={onBlur}
        />
        <TextField
          {...text('city')}
          required
          autoComplete="address-level2"
          hint="Any city or town, e.g. Nagpur"
          suggestions={cityNames}
        />
      </div>
    </LeadFormShell>
  );
}

// The free-quote form (/quote). Service and city pages link here pre-filled, e.g.
// /quote?service=seo&city=mumbai.
import { useCallback } from 'react';
import { LoadingButton } from '../../components/loading-button';
import { PageLink } from '../../components/page-link';
import { CheckboxField, CheckboxGroup, HoneypotField, SelectField, TextField } from './form-fields';
import { Confirmation, ErrorSummary, FormMessage, RestoredNotice } from './form-status';
import {
  BUDGET_RANGES,
  HONEYPOT_FIELD,
  LEAD_FIELD_MAX_LENGTH,
  budgetLabels,
  cityOptions,
  leadFieldLabels,
  resolveServiceSlug,
  serviceOptions,
} from './lead-fields';
import { useLeadForm, type FormValues } from './use-lead-form';

const ORDER = [
  'name',
  'email',
  'phone',
  'company',
  'website',
  'services',
  'city',
  'budget',
  'message',
  'consent',
];
const EMPTY: FormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  website: '',
  services: [],
  city: '',
  budget: '',
  message: '',
  consent: false,
};
const cities = new Set(cityOptions.map((option) => option.slug));

function prefillFromUrl(): Partial<FormValues> {
  const params = new URLSearchParams(window.location.search);
  const service = resolveServiceSlug(params.get('service') ?? '');
  const city = params.get('city') ?? '';
  return { ...(service ? { services: [service] } : {}), ...(cities.has(city) ? { city } : {}) };
}

export function QuoteForm() {
  const form = useLeadForm({ kind: 'quote', empty: EMPTY, order: ORDER, prefill: prefillFromUrl });
  const { values, errors, onChange, onBlur } = form;
  const onDelivered = useCallback((reference: string) => form.markSent(reference), [form]);
  if (form.status === 'sent' || form.status === 'queued') {
    return (
      <Confirmation
        status={form.status}
        reference={form.reference}
        what="quote request"
        idempotencyKey={form.idempotencyKey()}
        onDelivered={onDelivered}
      />
    );
  }
  const text = (name: keyof typeof LEAD_FIELD_MAX_LENGTH) => ({
    name,
    label: leadFieldLabels[name],
    value: String(values[name] ?? ''),
    error: errors[name],
    maxLength: LEAD_FIELD_MAX_LENGTH[name],
    onChange,
    onBlur,
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="quote-form-title"
      className="lead-form"
    >
      <h2 id="quote-form-title" className="section-title">
        Tell us about your business
      </h2>
      <p className="text-muted">Fields marked * are required. It takes about two minutes.</p>
      {form.restored && <RestoredNotice onClear={form.clearForm} />}
      <ErrorSummary errors={errors} order={ORDER} />
      <FormMessage message={form.formMessage} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('name')} required autoComplete="name" />
        <TextField
          {...text('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          {...text('phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="With or without +91, e.g. 98765 43210"
        />
        <TextField {...text('company')} required autoComplete="organization" />
      </div>
      <TextField
        {...text('website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        hint="If you have one, e.g. www.example.in"
      />
      <CheckboxGroup
        name="services"
        label={leadFieldLabels.services}
        required
        values={values.services as string[]}
        options={serviceOptions.map((option) => ({ value: option.slug, label: option.name }))}
        error={errors.services}
        onChange={onChange}
        onBlur={onBlur}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="city"
          label={leadFieldLabels.city}
          required
          placeholder="Choose your city"
          value={String(values.city)}
          options={cityOptions.map((option) => ({ value: option.slug, label: option.name }))}
          error={errors.city}
          onChange={onChange}
          onBlur={onBlur}
        />
        <SelectField
          name="budget"
          label={leadFieldLabels.budget}
          required
          placeholder="Choose a range"
          value={String(values.budget)}
          options={BUDGET_RANGES.map((range) => ({ value: range, label: budgetLabels[range] }))}
          error={errors.budget}
          onChange={onChange}
          onBlur={onBlur}
        />
      </div>
      <TextField
        {...text('message')}
        required
        multiline
        hint="Your goals, what you have tried so far, and any deadline."
      />
      <CheckboxField
        name="consent"
        required
        label={
          <>
            {leadFieldLabels.consent}{' '}
            <PageLink to="privacy-policy" className="link">
              Read the privacy policy
            </PageLink>
          </>
        }
        checked={values.consent === true}
        error={errors.consent}
        onChange={onChange}
        onBlur={onBlur}
      />
      <HoneypotField name={HONEYPOT_FIELD} value={form.honeypot} onChange={form.setHoneypot} />
      <LoadingButton
        type="submit"
        loading={form.status === 'sending'}
        loadingText="Sending..."
        className="btn-primary w-full sm:w-auto"
      >
        Get my free quote
      </LoadingButton>
    </form>
  );
}

// The free-quote form (/quote). Service and city pages link here pre-filled, e.g.
// /quote?service=seo&city=mumbai.
import { CheckboxGroup, SelectField, TextField } from './form-fields';
import { LeadFormShell, textFieldProps } from './lead-form-shell';
import { cityOptions, serviceAliases, serviceOptions } from 'virtual:lead-options';
import { BUDGET_RANGES, budgetLabels, leadFieldLabels, serviceSlugFor } from './lead-fields';
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
  const service = serviceSlugFor(serviceAliases, params.get('service') ?? '');
  const city = params.get('city') ?? '';
  return { ...(service ? { services: [service] } : {}), ...(cities.has(city) ? { city } : {}) };
}

export function QuoteForm() {
  const form = useLeadForm({ kind: 'quote', empty: EMPTY, order: ORDER, prefill: prefillFromUrl });
  const { values, errors, onChange, onBlur } = form;
  const text = (name: Parameters<typeof textFieldProps>[1]) => textFieldProps(form, name);
  return (
    <LeadFormShell
      form={form}
      id="quote-form"
      title="Tell us about your business"
      intro="Fields marked * are required. It takes about two minutes."
      what="quote request"
      order={ORDER}
      submitLabel="Get my free quote"
    >
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
    </LeadFormShell>
  );
}

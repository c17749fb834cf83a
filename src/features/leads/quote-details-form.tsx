// The quote's optional second step with JavaScript, on the page that sent the first: services
// (grouped as on the server's confirmation page), budget, company, email, website and a message,
// added to the same lead by its reference and update token (POST /api/leads/details, which never
// creates a lead). Not in the quote page's first load: fetched once that page is idle
// (quote-form.tsx) and precached by the service worker, so it works offline. Sent offline, or
// while the first step is still queued, it is queued after it (lead-outbox.ts) and added once that
// is sent. Whatever goes wrong (invalid, refused), what was typed stays in the form.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { serviceGroups } from 'virtual:reachmark/lead-service-groups';
import { LoadingButton } from '../../components/loading-button';
import { SelectField, TextField } from './form-fields';
import { ErrorSummary, FormMessage } from './form-status';
import { FORM_ERROR_KEY, LEAD_DETAILS_ENDPOINT } from '../../../shared/leads/lead-api-contract';
import {
  BUDGET_RANGES,
  LEAD_FIELD_MAX_LENGTH,
  budgetLabels,
  leadFieldLabels,
} from '../../../shared/leads/lead-fields';
import { sendLeadDetails } from './send-lead-details';
import { flushOutbox, queueDetails } from './lead-outbox';
import { LEAD_DETAILS_EVENT, type LeadDetailsDetail } from './lead-details-event';
import { quoteDetailsSubmit } from '../../../shared/visitor-words';

const ORDER = ['services', 'budget', 'company', 'email', 'website', 'message'];
type TextName = 'company' | 'email' | 'website' | 'message';

type Values = Record<TextName | 'budget', string> & { services: string[] };

const EMPTY: Values = {
  services: [],
  budget: '',
  company: '',
  email: '',
  website: '',
  message: '',
};
/** The first service's box takes the group's id, which the error summary links to. */
const FIRST_SERVICE = serviceGroups[0]?.options[0]?.slug;
const noBlur = () => undefined;

/**
 * The shared schema (validate-lead.ts, which the first step uses too), fetched as soon as this
 * form's code is, so that both steps validate offline. If it cannot load, the server validates
 * instead, so nothing typed is lost.
 */
const loadValidation = () => import('./validate-lead');
void loadValidation().catch(() => undefined);

const validate = (values: Values): Promise<Record<string, string>> =>
  loadValidation().then(
    ({ validateDetails }) => validateDetails(values),
    () => ({}),
  );

interface Props {
  reference: string;
  /** Absent while the first step is queued: these details are then queued after it. */
  updateToken?: string;
  /** The first step's idempotency key, which queued details are filed under. */
  lead: string;
}

export function QuoteDetailsForm({ reference, updateToken, lead }: Props) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState('');
  const [status, setStatus] = useState<'editing' | 'sending' | 'queued' | 'added'>('editing');
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const finished = status === 'queued' || status === 'added';

  // Focus moves to the heading that replaces the form once it is committed: a frame callback set
  // when the status changes can run before React has rendered it (on a busy phone), and focus
  // nothing. From queued to added the heading stays, and so does focus.
  useEffect(() => {
    if (finished) done.current?.focus();
  }, [finished]);

  // Queued details are sent once the connection is back: added, or refused with a reason.
  useEffect(() => {
    if (status !== 'queued') return;
    const onSent = (event: Event) => {
      const detail = (event as CustomEvent<LeadDetailsDetail>).detail;
      if (detail.lead !== lead) return;
      setStatus(detail.message ? 'editing' : 'added');
      setFormMessage(detail.message ?? '');
    };
    window.addEventListener(LEAD_DETAILS_EVENT, onSent);
    return () => window.removeEventListener(LEAD_DETAILS_EVENT, onSent);
  }, [status, lead]);

  const change = (name: string, value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A field's error goes once it is changed; the rest are checked again on sending.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)),
    );
  };

  /** Shows `found`, and moves focus to the first field named, else to the message. */
  const showErrors = (found: Record<string, string>, message: string) => {
    setErrors(found);
    setFormMessage(found[FORM_ERROR_KEY] ?? message);
    const first = ORDER.find((field) => found[field]);
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>(first ? `#${first}` : '[role="alert"]')?.focus(),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = await validate(values);
    if (Object.keys(found).length > 0) return showErrors(found, '');
    setErrors({});
    setFormMessage('');
    setStatus('sending');
    const result =
      navigator.onLine && updateToken
        ? await sendLeadDetails({ reference, token: updateToken, ...values })
        : ({ kind: 'offline' } as const);
    if (result.kind === 'offline') {
      queueDetails({ ...values, lead, ...(updateToken && { reference, token: updateToken }) });
      setStatus('queued');
      // Online, the first step is on its way: these go out right after it.
      if (navigator.onLine && !updateToken) void flushOutbox();
      return;
    }
    if (result.kind === 'added') {
      setStatus('added');
      return;
    }
    setStatus('editing');
    if (result.kind === 'invalid') showErrors(result.errors, result.message);
    else setFormMessage(result.message);
  };

  if (finished) {
    return (
      <section className="card mt-6" role="status" aria-labelledby="details-done-title">
        <h2 id="details-done-title" ref={done} tabIndex={-1} className="text-xl font-bold">
          {status === 'added'
            ? 'Thank you: your details are added'
            : 'You are offline: your details are saved'}
        </h2>
        {status === 'added' ? (
          <p className="mt-3">
            We added them to your quote request <strong className="reference">{reference}</strong>.
          </p>
        ) : (
          <p className="mt-3">
            We will add them to your quote request automatically as soon as your connection is back.
          </p>
        )}
      </section>
    );
  }

  const text = (name: TextName) => ({
    name,
    label: leadFieldLabels[name],
    value: values[name],
    error: errors[name],
    maxLength: LEAD_FIELD_MAX_LENGTH[name],
    onChange: change,
    onBlur: noBlur,
  });
  const toggle = (slug: string, checked: boolean) =>
    change(
      'services',
      checked ? [...values.services, slug] : values.services.filter((item) => item !== slug),
    );
  return (
    // Posts the same fields as the server's own second step should a script error skip onSubmit.
    <form
      ref={form}
      method="post"
      action={LEAD_DETAILS_ENDPOINT}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="details-title"
      className="lead-form card mt-6"
    >
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="token" value={updateToken ?? ''} />
      <h2 id="details-title" className="text-xl font-bold">
        Optional: tell us a little more
      </h2>
      <p className="text-muted">
        Step 2 of 2. This helps the strategist prepare for the call. Everything here is optional.
      </p>
      <ErrorSummary errors={errors} order={ORDER} />
      <FormMessage message={formMessage} />
      <fieldset
        className="field"
        aria-invalid={errors.services ? true : undefined}
        aria-describedby={errors.services ? 'services-error' : undefined}
      >
        <legend className="field-label">{leadFieldLabels.services}</legend>
        {serviceGroups.map((group) => (
          <fieldset key={group.title} className="mt-2">
            <legend className="field-hint">{group.title}</legend>
            <div className="choice-grid mt-1">
              {group.options.map((option) => (
                <label key={option.slug} className="choice">
                  <input
                    type="checkbox"
                    id={option.slug === FIRST_SERVICE ? 'services' : undefined}
                    name="services"
                    value={option.slug}
                    checked={values.services.includes(option.slug)}
                    onChange={(event) => toggle(option.slug, event.target.checked)}
                  />
                  <span>{option.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {errors.services && (
          <p id="services-error" className="field-error">
            {errors.services}
          </p>
        )}
      </fieldset>
      <SelectField
        name="budget"
        label={leadFieldLabels.budget}
        placeholder="Choose a range"
        value={values.budget}
        options={BUDGET_RANGES.map((range) => ({ value: range, label: budgetLabels[range] }))}
        error={errors.budget}
        onChange={change}
        onBlur={noBlur}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('company')} autoComplete="organization" />
        <TextField {...text('email')} type="email" inputMode="email" autoComplete="email" />
      </div>
      <TextField
        {...text('website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        hint="For example www.example.in"
      />
      <TextField {...text('message')} multiline />
      <LoadingButton
        type="submit"
        loading={status === 'sending'}
        loadingText="Adding..."
        className="btn-primary w-full sm:w-auto"
      >
        {quoteDetailsSubmit}
      </LoadingButton>
    </form>
  );
}

// The contact form (/contact): a message to the team.
import { useCallback } from 'react';
import { LoadingButton } from '../../components/loading-button';
import { PageLink } from '../../components/page-link';
import { CheckboxField, HoneypotField, TextField } from './form-fields';
import { Confirmation, ErrorSummary, FormMessage, RestoredNotice } from './form-status';
import { HONEYPOT_FIELD, LEAD_FIELD_MAX_LENGTH, leadFieldLabels } from './lead-fields';
import { useLeadForm, type FormValues } from './use-lead-form';

const ORDER = ['name', 'email', 'phone', 'subject', 'message', 'consent'];
const EMPTY: FormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  consent: false,
};

export function ContactForm() {
  const form = useLeadForm({ kind: 'contact', empty: EMPTY, order: ORDER });
  const { values, errors, onChange, onBlur } = form;
  const onDelivered = useCallback((reference: string) => form.markSent(reference), [form]);
  if (form.status === 'sent' || form.status === 'queued') {
    return (
      <Confirmation
        status={form.status}
        reference={form.reference}
        what="message"
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
      aria-labelledby="contact-form-title"
      className="lead-form"
    >
      <h2 id="contact-form-title" className="section-title">
        Send us a message
      </h2>
      <p className="text-muted">Fields marked * are required. We reply within one working day.</p>
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
      </div>
      <TextField
        {...text('phone')}
        label="Phone number (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="If you would like a call back"
      />
      <TextField {...text('subject')} required />
      <TextField {...text('message')} required multiline />
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
        Send message
      </LoadingButton>
    </form>
  );
}

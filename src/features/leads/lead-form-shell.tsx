// What the quote and contact forms share around their own fields: the heading, the restored-draft
// notice, the error summary, consent, the honeypot and the submit button; and, once sent or
// queued, the confirmation in place of the form, followed by `afterSent`.
import { useCallback, type ReactNode } from 'react';
import { LoadingButton } from '../../components/loading-button';
import { PageLink } from '../../components/page-link';
import { CheckboxField, HoneypotField } from './form-fields';
import { Confirmation, ErrorSummary, FormMessage, RestoredNotice } from './form-status';
import { LEADS_ENDPOINT } from '../../../shared/leads/lead-api-contract';
import {
  HONEYPOT_FIELD,
  LEAD_FIELD_MAX_LENGTH,
  leadFieldLabels,
} from '../../../shared/leads/lead-fields';
import type { useLeadForm } from './use-lead-form';

type LeadForm = ReturnType<typeof useLeadForm>;

/** The props of a text field bound to the form state. */
export function textFieldProps(form: LeadForm, name: keyof typeof LEAD_FIELD_MAX_LENGTH) {
  return {
    name,
    label: leadFieldLabels[name],
    value: String(form.values[name] ?? ''),
    error: form.errors[name],
    maxLength: LEAD_FIELD_MAX_LENGTH[name],
    onChange: form.onChange,
    onBlur: form.onBlur,
  };
}

interface Props {
  form: LeadForm;
  id: string;
  title: string;
  intro: string;
  /** What the visitor sends, for the confirmation ('quote request', 'message'). */
  what: string;
  order: string[];
  submitLabel: string;
  children: ReactNode;
  /** Shown below the confirmation once the form is sent or queued: the quote's second step. */
  afterSent?: ReactNode;
}

export function LeadFormShell({
  form,
  id,
  title,
  intro,
  what,
  order,
  submitLabel,
  children,
  afterSent,
}: Props) {
  const { markSent } = form;
  const onDelivered = useCallback(
    (reference: string, updateToken?: string) => markSent(reference, updateToken),
    [markSent],
  );
  if (form.status === 'sent' || form.status === 'queued') {
    return (
      <Confirmation
        kind={form.kind}
        status={form.status}
        reference={form.reference}
        what={what}
        idempotencyKey={form.idempotencyKey()}
        onDelivered={onDelivered}
      >
        {afterSent}
      </Confirmation>
    );
  }
  return (
    // method and action make the prerendered form work before (or without) JavaScript: it posts to
    // the lead API, which answers with a page; once hydrated, onSubmit sends JSON instead.
    <form
      method="post"
      action={LEADS_ENDPOINT}
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={`${id}-title`}
      className="lead-form"
    >
      <input type="hidden" name="kind" value={form.kind} />
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <p className="text-muted">{intro}</p>
      {form.restored && <RestoredNotice onClear={form.clearForm} />}
      <ErrorSummary errors={form.errors} order={order} />
      <FormMessage message={form.formMessage} />
      {children}
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
        checked={form.values.consent === true}
        error={form.errors.consent}
        onChange={form.onChange}
        onBlur={form.onBlur}
      />
      <HoneypotField name={HONEYPOT_FIELD} value={form.honeypot} onChange={form.setHoneypot} />
      <LoadingButton
        type="submit"
        loading={form.status === 'sending'}
        loadingText="Sending..."
        className="btn-primary w-full sm:w-auto"
      >
        {submitLabel}
      </LoadingButton>
    </form>
  );
}

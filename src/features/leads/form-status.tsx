// What the lead forms show besides their fields: the error summary, a form-level message, the
// notice about a restored draft, and the confirmation once sent (or queued while offline), which
// a quote follows with its optional second step.
import { useEffect, useRef, type ReactNode } from 'react';
import { LEAD_SENT_EVENT, type LeadSentDetail } from './lead-outbox-event';
import type { LeadKind } from '../../../shared/leads/lead-fields';
import { nextSteps, whatsappHrefFor } from '../../../shared/leads/next-steps';

export function ErrorSummary({
  errors,
  order,
}: {
  errors: Record<string, string>;
  order: string[];
}) {
  const fields = order.filter((field) => errors[field]);
  if (fields.length === 0) return null;
  return (
    <div role="alert" className="error-summary">
      <h2 className="font-semibold">
        Please check {fields.length === 1 ? 'this field' : `these ${fields.length} fields`}:
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${field}`} className="link">
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FormMessage({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" tabIndex={-1} className="error-summary">
      {message}
    </p>
  );
}

export function RestoredNotice({ onClear }: { onClear: () => void }) {
  return (
    <p className="restored-notice">
      We kept what you typed last time.{' '}
      <button type="button" className="link" onClick={onClear}>
        Clear the form
      </button>
    </p>
  );
}

interface ConfirmationProps {
  kind: LeadKind;
  status: 'sent' | 'queued';
  reference: string;
  what: string;
  idempotencyKey: string;
  onDelivered: (reference: string, updateToken?: string) => void;
  /** Shown below the confirmation, outside its live region (the quote's second step). */
  children?: ReactNode;
}

export function Confirmation({
  kind,
  status,
  reference,
  what,
  idempotencyKey,
  onDelivered,
  children,
}: ConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Focus goes to the heading in place of the form, and again once a queued request is sent, unless
  // the visitor has moved on meanwhile (into the second step, say).
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || box.current?.contains(active))
      heading.current?.focus();
  }, [status]);
  useEffect(() => {
    if (status !== 'queued') return;
    const onSent = (event: Event) => {
      const detail = (event as CustomEvent<LeadSentDetail>).detail;
      if (detail.idempotencyKey === idempotencyKey)
        onDelivered(detail.reference, detail.updateToken);
    };
    window.addEventListener(LEAD_SENT_EVENT, onSent);
    return () => window.removeEventListener(LEAD_SENT_EVENT, onSent);
  }, [status, idempotencyKey, onDelivered]);
  // One element: in a page's grid the second step stays below the confirmation, in its column.
  return (
    <div className="space-y-8">
      <div ref={box} className="confirmation" role="status">
        {status === 'sent' ? (
          <>
            <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold">
              Thank you: your {what} is with us
            </h2>
            <p className="mt-3">
              Your reference number is <strong className="reference">{reference}</strong>.
            </p>
            <h3 className="mt-4 font-semibold">What happens next</h3>
            <ol className="mt-2 list-decimal pl-5">
              {nextSteps(kind).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-4">
              <a className="btn btn-primary" href={whatsappHrefFor(reference)}>
                Message us on WhatsApp with your reference
              </a>
            </p>
          </>
        ) : (
          <>
            <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold">
              You are offline: your {what} is saved
            </h2>
            <p className="mt-3">
              Nothing is lost. We will send it automatically as soon as your connection is back, and
              show you the reference number here.
            </p>
          </>
        )}
      </div>
      {children}
    </div>
  );
}

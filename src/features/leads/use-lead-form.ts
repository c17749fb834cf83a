// The state and behaviour shared by the quote and contact forms: values kept as a draft while the
// visitor types, validation after a field is left and on submit (focus moves to the first invalid
// field), sending with an idempotency key (see submission-key.ts), and queuing when offline.
// Nothing typed is lost.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notify } from '../toasts/notify';
import type { LeadKind } from '../../../shared/leads/lead-fields';
import { HONEYPOT_FIELD } from '../../../shared/leads/lead-fields';
import { clearDraft, loadDraft, queueLead, saveDraft } from './lead-storage';
import { sendLead } from './send-lead';
import { freshSubmissionKey, keyAfterResult, keyForAnswers } from './submission-key';
import type { SubmissionKey } from './submission-key';

export type FormValues = Record<string, string | string[] | boolean>;
export type FormStatus = 'editing' | 'sending' | 'sent' | 'queued';

const DRAFT_SAVE_DELAY_MS = 300;
const newKey = (): string => crypto.randomUUID();

interface Options {
  kind: LeadKind;
  empty: FormValues;
  /** Field names in form order, for focusing the first invalid one. */
  order: string[];
  /** Values from the URL (e.g. ?service=seo), applied when there is no draft. */
  prefill?: () => Partial<FormValues>;
}

export function useLeadForm({ kind, empty, order, prefill }: Options) {
  const [values, setValues] = useState<FormValues>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<FormStatus>('editing');
  const [formMessage, setFormMessage] = useState('');
  const [reference, setReference] = useState('');
  /** A sent quote's token for adding its second step to the same lead. */
  const [updateToken, setUpdateToken] = useState<string>();
  const [restored, setRestored] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const submissionKey = useRef<SubmissionKey>({ idempotencyKey: '' });
  const dirty = useRef(false);

  // Restore a draft, or apply the URL's pre-fill, after hydration: the prerendered form is empty,
  // and storage and the query string exist only in the browser, so this must run in an effect.
  useEffect(() => {
    const draft = loadDraft(kind);
    submissionKey.current = freshSubmissionKey(newKey);
    const restoredValues = draft ? (draft.values as Partial<FormValues>) : (prefill?.() ?? {});
    if (Object.keys(restoredValues).length === 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from browser-only state once after hydration
    setValues((current) => ({ ...current, ...restoredValues }) as FormValues);
    setRestored(Boolean(draft));
    // Prefill reads the URL once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  useEffect(() => {
    if (!dirty.current || status === 'sent') return;
    const timer = setTimeout(() => saveDraft(kind, { values }), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [kind, values, status]);

  const validate = async (next: FormValues): Promise<Record<string, string>> => {
    try {
      const { validateValues } = await import('./validate-lead');
      return validateValues(kind, next);
    } catch {
      // The validation code could not load (offline before it was fetched): the server validates
      // the submission when it arrives, so nothing typed is lost.
      return {};
    }
  };

  const revalidate = async (next: FormValues, visible: ReadonlySet<string>) => {
    const all = await validate(next);
    setErrors(Object.fromEntries(Object.entries(all).filter(([field]) => visible.has(field))));
  };

  const onChange = (name: string, value: FormValues[string]) => {
    dirty.current = true;
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) void revalidate(next, touched);
  };

  const onBlur = (name: string) => {
    const visible = new Set(touched).add(name);
    setTouched(visible);
    void revalidate(values, visible);
  };

  const clearForm = () => {
    clearDraft(kind);
    dirty.current = false;
    setValues(empty);
    setErrors({});
    setTouched(new Set());
    setRestored(false);
    submissionKey.current = freshSubmissionKey(newKey);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const form = event.currentTarget;
    const all = await validate(values);
    if (Object.keys(all).length > 0) {
      setErrors(all);
      setTouched(new Set(order));
      setFormMessage('');
      const first = order.find((field) => all[field]);
      requestAnimationFrame(() => form.querySelector<HTMLElement>(`#${first}`)?.focus());
      return;
    }
    setErrors({});
    setFormMessage('');
    setStatus('sending');
    const answers = { kind, ...values };
    submissionKey.current = keyForAnswers(submissionKey.current, answers, newKey);
    const { idempotencyKey } = submissionKey.current;
    const body = {
      ...answers,
      idempotencyKey,
      [HONEYPOT_FIELD]: honeypot,
    };
    const label = kind === 'quote' ? 'quote request' : 'message';
    const result = navigator.onLine ? await sendLead(body) : ({ kind: 'offline' } as const);
    submissionKey.current = keyAfterResult(submissionKey.current, result.kind, newKey);
    if (result.kind === 'sent') {
      clearDraft(kind);
      dirty.current = false;
      setReference(result.reference);
      setUpdateToken(result.updateToken);
      setStatus('sent');
      void notify({
        title: `Your ${label} was sent`,
        description: `Reference ${result.reference}`,
        tone: 'success',
      });
    } else if (result.kind === 'offline') {
      queueLead({ kind, body });
      setStatus('queued');
      void notify({
        id: `lead-${idempotencyKey}`,
        title: 'You are offline: your request is saved',
        description: 'We will send it automatically as soon as you are back online.',
        duration: 10_000,
      });
    } else if (result.kind === 'invalid') {
      setStatus('editing');
      setErrors(result.errors);
      setTouched(new Set(order));
      setFormMessage(result.message);
      const first = order.find((field) => result.errors[field]);
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>(first ? `#${first}` : '[role="alert"]')?.focus(),
      );
    } else {
      setStatus('editing');
      setFormMessage(result.message);
    }
  };

  return {
    kind,
    values,
    errors,
    status,
    formMessage,
    reference,
    updateToken,
    restored,
    honeypot,
    setHoneypot,
    idempotencyKey: () => submissionKey.current.idempotencyKey,
    onChange,
    onBlur,
    onSubmit,
    clearForm,
    markSent: (sentReference: string, sentUpdateToken?: string) => {
      clearDraft(kind);
      setReference(sentReference);
      setUpdateToken(sentUpdateToken);
      setStatus('sent');
    },
  };
}

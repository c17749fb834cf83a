// Posts one submission to the lead API and says what happened, in the forms' terms.
import { LEADS_ENDPOINT, type LeadCreatedResponse } from '../../../shared/leads/lead-api-contract';

export type SendResult =
  /** A quote's `updateToken` lets its second step add details to the same lead. */
  | { kind: 'sent'; reference: string; updateToken?: string }
  | { kind: 'invalid'; errors: Record<string, string>; message: string }
  | { kind: 'rejected'; message: string }
  /** 409: the idempotency key was already used with other answers; nothing was stored. */
  | { kind: 'conflict'; message: string }
  | { kind: 'offline' };

const FALLBACK =
  'We could not send this just now. Your details are still here: please try again in a minute, or call us.';
const CONFLICT_FALLBACK =
  'We already have an earlier copy of this form with different answers, so these were not saved. Please send the form again.';

export async function sendLead(body: Record<string, unknown>): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(LEADS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'offline' };
  }
  const data = (await response.json().catch(() => ({}))) as Partial<LeadCreatedResponse> & {
    message?: string;
    errors?: Record<string, string>;
  };
  if (response.status === 201 && typeof data.reference === 'string') {
    const { reference, updateToken } = data;
    return typeof updateToken === 'string'
      ? { kind: 'sent', reference, updateToken }
      : { kind: 'sent', reference };
  }
  if (response.status === 400 && data.errors) {
    return {
      kind: 'invalid',
      errors: data.errors,
      message: data.message ?? 'Please check the highlighted fields.',
    };
  }
  if (response.status === 409)
    return { kind: 'conflict', message: data.message ?? CONFLICT_FALLBACK };
  return { kind: 'rejected', message: data.message ?? FALLBACK };
}

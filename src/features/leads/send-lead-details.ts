// Posts a quote's second step to the lead API, adding it to the lead its first step made, and says
// what happened in the form's terms. Loaded with the second step's form.
import {
  LEAD_DETAILS_ENDPOINT,
  type LeadDetailsAddedResponse,
  type LeadDetailsRequest,
} from '../../../shared/leads/lead-api-contract';

export type DetailsResult =
  | { kind: 'added' }
  | { kind: 'invalid'; errors: Record<string, string>; message: string }
  /** 403, 404, 409 (the lead is closed), 429 and 5xx: nothing was added; the message says why. */
  | { kind: 'refused'; message: string }
  | { kind: 'offline' };

const FALLBACK =
  'We could not add your details just now. They are still here: please try again in a minute, or send them to us on WhatsApp.';

export async function sendLeadDetails(body: LeadDetailsRequest): Promise<DetailsResult> {
  let response: Response;
  try {
    response = await fetch(LEAD_DETAILS_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'offline' };
  }
  const data = (await response.json().catch(() => ({}))) as Partial<LeadDetailsAddedResponse> & {
    message?: string;
    errors?: Record<string, string>;
  };
  if (response.status === 200 && data.reference === body.reference) return { kind: 'added' };
  if (response.status === 400 && data.errors) {
    return {
      kind: 'invalid',
      errors: data.errors,
      message: data.message ?? 'Please check the highlighted fields.',
    };
  }
  return { kind: 'refused', message: data.message ?? FALLBACK };
}

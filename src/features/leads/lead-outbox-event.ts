// Dispatched on window when a queued submission was delivered, with a LeadSentDetail.
export const LEAD_SENT_EVENT = 'reachmark:lead-sent';

export interface LeadSentDetail {
  idempotencyKey: string;
  reference: string;
  /** A quote's token for its second step. */
  updateToken?: string;
}

// Dispatched on window when a quote's queued second step was sent (lead-outbox.ts), so the form
// that queued it can say what became of it. Apart from lead-outbox-event.ts, which the first step's
// confirmation loads with the page, as only lazily loaded code needs it.
export const LEAD_DETAILS_EVENT = 'reachmark:lead-details';

export interface LeadDetailsDetail {
  /** The idempotency key of the first step the details belong to. */
  lead: string;
  /** Why they were not added; absent once they are. */
  message?: string;
}

// Dispatched on window when a queued submission was delivered: detail { idempotencyKey, reference }.
export const LEAD_SENT_EVENT = 'reachmark:lead-sent';

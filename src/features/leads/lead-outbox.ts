// Sends the submissions queued while offline, once the connection is back, and tells the visitor.
// Each keeps its idempotency key, so a retry never stores a lead twice.
import { notify } from '../toasts/notify';
import { loadOutbox, saveOutbox, type QueuedLead } from './lead-storage';
import { sendLead } from './send-lead';
import { LEAD_SENT_EVENT, type LeadSentDetail } from './lead-outbox-event';
import { replyPromise } from '../../../shared/facts/promise-phrases';

let flushing = false;

export function queueLead(lead: QueuedLead): void {
  const others = loadOutbox().filter(
    (item) => item.body.idempotencyKey !== lead.body.idempotencyKey,
  );
  saveOutbox([...others, lead]);
}

export async function flushOutbox(): Promise<void> {
  if (flushing || !navigator.onLine) return;
  flushing = true;
  try {
    for (const lead of loadOutbox()) {
      const result = await sendLead(lead.body);
      if (result.kind === 'offline') break;
      saveOutbox(
        loadOutbox().filter((item) => item.body.idempotencyKey !== lead.body.idempotencyKey),
      );
      const label = lead.kind === 'quote' ? 'quote request' : 'message';
      if (result.kind === 'sent') {
        window.dispatchEvent(
          new CustomEvent<LeadSentDetail>(LEAD_SENT_EVENT, {
            detail: {
              idempotencyKey: String(lead.body.idempotencyKey),
              reference: result.reference,
              updateToken: result.updateToken,
            },
          }),
        );
        void notify({
          id: `lead-${String(lead.body.idempotencyKey)}`,
          title: `Your ${label} was sent`,
          description: `Reference ${result.reference}. We will reply ${replyPromise}.`,
          tone: 'success',
          duration: 10_000,
        });
      } else {
        void notify({
          title: `Your saved ${label} could not be sent`,
          description: `${result.message} Please fill in the form again, or call us.`,
          tone: 'error',
          duration: 15_000,
        });
      }
    }
  } finally {
    flushing = false;
  }
}

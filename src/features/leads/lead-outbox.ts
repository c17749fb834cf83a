// Sends what the forms queued while offline (lead-storage.ts), in order, once the connection is
// back, and tells the visitor. A lead keeps its idempotency key, so a retry never stores it twice; a
// quote's second step waits for its first, takes the reference and token that one's answer carries,
// and is removed once added, so it is added once. Loaded only when there is something to send
// (watch-outbox.ts) or a second step is queued (quote-details-form.tsx).
import { notify } from '../toasts/notify';
import { loadOutbox, saveOutbox, type OutboxItem, type QueuedLead } from './lead-storage';
import { sendLead } from './send-lead';
import { sendLeadDetails } from './send-lead-details';
import { LEAD_SENT_EVENT, type LeadSentDetail } from './lead-outbox-event';
import { LEAD_DETAILS_EVENT, type LeadDetailsDetail } from './lead-details-event';
import { replyPromise } from '../../../shared/facts/promise-phrases';

let flushing = false;

/** Said of a second step whose first was not sent from this outbox (another tab sent it, say). */
const UNMATCHED =
  'We could not match them to your quote request: please send them to us on WhatsApp with your reference.';

/** The first step an item belongs to: a lead's own idempotency key, or its details' `lead`. */
const leadOf = (item: OutboxItem): string =>
  String(item.kind === 'details' ? item.body.lead : item.body.idempotencyKey);

const same = (a: OutboxItem, b: OutboxItem): boolean =>
  a.kind === b.kind && leadOf(a) === leadOf(b);

/** Queues a quote's second step, in place of an earlier one for the same first step. */
export function queueDetails(body: Record<string, unknown> & { lead: string }): void {
  const item: OutboxItem = { kind: 'details', body };
  saveOutbox([...loadOutbox().filter((other) => !same(other, item)), item]);
}

const dispatch = <T>(type: string, detail: T) =>
  window.dispatchEvent(new CustomEvent<T>(type, { detail }));

/** Sends a lead; once it is sent, its queued second step gets its reference and token. */
async function flushLead(lead: QueuedLead): Promise<boolean> {
  const key = leadOf(lead);
  const result = await sendLead(lead.body);
  if (result.kind === 'offline') return false;
  const label = lead.kind === 'quote' ? 'quote request' : 'message';
  // A second step without its first cannot be added: it goes with a lead that was refused.
  const rest = loadOutbox().filter(
    (item) => leadOf(item) !== key || (item.kind === 'details' && result.kind === 'sent'),
  );
  if (result.kind !== 'sent') {
    saveOutbox(rest);
    void notify({
      title: `Your saved ${label} could not be sent`,
      description: `${result.message} Please fill in the form again, or call us.`,
      tone: 'error',
      duration: 15_000,
    });
    return true;
  }
  const { reference, updateToken } = result;
  saveOutbox(
    rest.map((item) =>
      item.kind === 'details' && leadOf(item) === key
        ? { ...item, body: { ...item.body, reference, token: updateToken } }
        : item,
    ),
  );
  dispatch<LeadSentDetail>(LEAD_SENT_EVENT, { idempotencyKey: key, reference, updateToken });
  void notify({
    id: `lead-${key}`,
    title: `Your ${label} was sent`,
    description: `Reference ${reference}. We will reply ${replyPromise}.`,
    tone: 'success',
    duration: 10_000,
  });
  return true;
}

/** Adds a queued second step to its sent lead. */
async function flushDetails(item: OutboxItem): Promise<boolean> {
  const { lead, reference, token, ...details } = item.body;
  const result =
    typeof reference === 'string' && typeof token === 'string'
      ? await sendLeadDetails({ ...details, reference, token })
      : ({ kind: 'refused', message: UNMATCHED } as const);
  if (result.kind === 'offline') return false;
  saveOutbox(loadOutbox().filter((other) => !same(other, item)));
  const message = result.kind === 'added' ? undefined : result.message;
  dispatch<LeadDetailsDetail>(LEAD_DETAILS_EVENT, { lead: String(lead), message });
  if (message) {
    void notify({
      title: 'Your saved details could not be added',
      description: message,
      tone: 'error',
      duration: 15_000,
    });
  }
  return true;
}

export async function flushOutbox(): Promise<void> {
  if (flushing || !navigator.onLine) return;
  flushing = true;
  try {
    // The outbox is read again after each send: a second step queued meanwhile goes out too. Each
    // item is tried once per flush, so a store that cannot be written cannot make this loop.
    const tried: OutboxItem[] = [];
    for (;;) {
      const next = loadOutbox().find((item) => !tried.some((done) => same(done, item)));
      if (!next) break;
      tried.push(next);
      const sent = next.kind === 'details' ? await flushDetails(next) : await flushLead(next);
      if (!sent) break;
    }
  } finally {
    flushing = false;
  }
}

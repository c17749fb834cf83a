// Posts one lead to LEADS_WEBHOOK_URL: the JSON of webhook-message.ts, or with
// LEADS_WEBHOOK_FORMAT=slack only its `text` (all a Slack incoming webhook takes); signed when
// LEADS_WEBHOOK_SECRET is set, and with an id that is the same on every attempt, so that a receiver
// can drop a repeat. Any answer but 2xx counts as a failure and is retried by the outbox.
import type { SendDelivery } from './outbox-worker';
import { webhookBody } from './webhook-message';
import type { WebhookSettings } from './webhook-settings';
import { SIGNATURE_HEADER, signatureOf } from './webhook-signature';

/** `RM-2026-7KQ4MG/created`: the lead's reference and the event, one delivery per pair. */
export const DELIVERY_ID_HEADER = 'x-delivery-id';

export function createWebhookSender(settings: WebhookSettings): SendDelivery {
  return async ({ event, lead }, signal) => {
    const message = webhookBody(lead, event);
    const body = JSON.stringify(settings.format === 'slack' ? { text: message.text } : message);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [DELIVERY_ID_HEADER]: `${lead.reference}/${event}`,
    };
    if (settings.secret) headers[SIGNATURE_HEADER] = signatureOf(settings.secret.reveal(), body);
    const response = await fetch(settings.url, { method: 'POST', headers, body, signal });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
}

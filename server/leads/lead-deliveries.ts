// Starts one outbox worker for each channel the settings turn on (the webhook, the email) and gives
// the lead routes one handle on them: the channels to queue each new lead for, a nudge once it is
// stored, and stop at close.
import type { Database } from './db';
import type { DeliveryChannel } from './delivery-channels';
import { createEmailSender } from './email-delivery';
import type { EmailSettings } from './email-settings';
import { startOutboxWorker } from './outbox-worker';
import type { OutboxLog, OutboxTiming, OutboxWorker, SendDelivery } from './outbox-worker';
import { createWebhookSender } from './webhook-delivery';
import type { WebhookSettings } from './webhook-settings';

export interface LeadDeliveriesOptions {
  db: Database;
  webhook?: WebhookSettings;
  email?: EmailSettings;
  /** Overrides of every channel's timing (tests). */
  timing?: Partial<OutboxTiming>;
  log?: OutboxLog;
}

export interface LeadDeliveries {
  /** The channels a new lead is queued for; none when neither is set. */
  channels: DeliveryChannel[];
  nudge(): void;
  stop(): Promise<void>;
}

// The webhook: 10 s an attempt (unless LEADS_WEBHOOK_TIMEOUT_MS says otherwise), 12 attempts over about 3 hours (the outbox worker's defaults).
// The email: an SMTP exchange gets 30 s, and 80 attempts ride out a mail server down for 3 days.
const CHANNEL_TIMING: Record<DeliveryChannel, Partial<OutboxTiming>> = {
  webhook: {},
  email: { timeoutMs: 30_000, maxAttempts: 80 },
};

export function startLeadDeliveries(options: LeadDeliveriesOptions): LeadDeliveries {
  const senders: [DeliveryChannel, SendDelivery][] = [];
  if (options.webhook) senders.push(['webhook', createWebhookSender(options.webhook)]);
  if (options.email) senders.push(['email', createEmailSender(options.email)]);
  const workers: OutboxWorker[] = senders.map(([channel, send]) =>
    startOutboxWorker({
      ...CHANNEL_TIMING[channel],
      ...(channel === 'webhook' && { timeoutMs: options.webhook?.timeoutMs }),
      ...options.timing,
      db: options.db,
      channel,
      send,
      log: options.log,
    }),
  );
  return {
    channels: senders.map(([channel]) => channel),
    nudge: () => workers.forEach((worker) => worker.nudge()),
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}

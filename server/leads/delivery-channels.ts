// The ways a lead reaches the agency (each a channel of the lead outbox) and the events a delivery
// announces. Stored in lead_outbox.channel and .event; the migration's CHECKs list the same values.

export const DELIVERY_CHANNELS = ['webhook', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** The channels settings turn on (a webhook URL, a mailbox), in the order they are delivered. */
export const configuredChannels = (settings: {
  webhook?: unknown;
  email?: unknown;
}): DeliveryChannel[] => DELIVERY_CHANNELS.filter((channel) => settings[channel] !== undefined);

/** Why a delivery is sent: a new lead, or a quote's second step adding details to it. */
export type LeadEvent = 'created' | 'updated';

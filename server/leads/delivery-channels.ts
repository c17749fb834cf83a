// The ways a lead reaches the agency (each a channel of the lead outbox) and the events a delivery
// announces. Stored in lead_outbox.channel and .event; the migration's CHECKs list the same values.

export const DELIVERY_CHANNELS = ['webhook', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Why a delivery is sent: a new lead, or a quote's second step adding details to it. */
export type LeadEvent = 'created' | 'updated';

// The requests the CLI makes (read leads or the spam folder, one lead with its deliveries, release
// spam, send the leads a channel never had, purge old ones) and how they are carried out: run
// directly against the database, or by the running server when it owns the embedded database.
// Either way the answer is plain JSON, so both paths give the CLI the same thing. Releasing and
// resending queue deliveries on the channels set up where the request runs (the repository's).
import { z } from 'zod';
import type { DeliveryChannel } from './delivery-channels';
import type { DeliveryStatus, LeadRepository, StoredLead } from './lead-repository';

export const adminRequestSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('leads'),
    since: z.iso.datetime({ offset: true }).optional(),
    limit: z.number().int().positive().optional(),
    spam: z.boolean().optional(),
  }),
  z.object({ command: z.literal('lead'), reference: z.string() }),
  z.object({ command: z.literal('release'), references: z.array(z.string()).min(1) }),
  z.object({
    command: z.literal('resend'),
    since: z.iso.datetime({ offset: true }).optional(),
    references: z.array(z.string()).min(1).optional(),
  }),
  z.object({
    command: z.literal('purge'),
    before: z.iso.datetime({ offset: true }),
    dryRun: z.boolean(),
  }),
]);

export type AdminRequest = z.infer<typeof adminRequestSchema>;

/** A lead as it travels to the CLI: times as ISO strings. */
export type LeadRecord = Omit<StoredLead, 'createdAt' | 'releasedAt'> & {
  createdAt: string;
  releasedAt?: string;
};

/** A delivery as it travels to the CLI: times as ISO strings. */
export type DeliveryRecord = Omit<DeliveryStatus, 'deliveredAt' | 'nextAttemptAt'> & {
  deliveredAt?: string;
  nextAttemptAt?: string;
};

export type AdminResult =
  | { leads: LeadRecord[] }
  | { lead: LeadRecord | null; deliveries: DeliveryRecord[] }
  | { purged: number; dryRun: boolean }
  /** The leads released or resent, and the channels they were queued on (none: none set up). */
  | { queued: string[]; channels: DeliveryChannel[]; asked: 'release' | 'resend' };

const toRecord = ({ createdAt, releasedAt, ...lead }: StoredLead): LeadRecord => ({
  ...lead,
  createdAt: createdAt.toISOString(),
  ...(releasedAt && { releasedAt: releasedAt.toISOString() }),
});

const toDeliveryRecord = ({
  deliveredAt,
  nextAttemptAt,
  ...rest
}: DeliveryStatus): DeliveryRecord => ({
  ...rest,
  ...(deliveredAt && { deliveredAt: deliveredAt.toISOString() }),
  ...(nextAttemptAt && { nextAttemptAt: nextAttemptAt.toISOString() }),
});

export async function handleAdminRequest(
  repository: LeadRepository,
  request: unknown,
  channels: readonly DeliveryChannel[],
): Promise<AdminResult> {
  const parsed = adminRequestSchema.parse(request);
  if (parsed.command === 'leads') {
    const since = parsed.since ? new Date(parsed.since) : undefined;
    const leads = await repository.list({ since, limit: parsed.limit, spam: parsed.spam });
    return { leads: leads.map(toRecord) };
  }
  if (parsed.command === 'release') {
    const queued = await repository.release(parsed.references);
    return { queued, channels: [...channels], asked: 'release' };
  }
  if (parsed.command === 'resend') {
    const selection = parsed.references
      ? { references: parsed.references }
      : parsed.since
        ? { since: new Date(parsed.since) }
        : undefined;
    if (!selection) throw new Error('resend needs --since DATE or references.');
    const queued = await repository.resend(selection);
    return { queued, channels: [...channels], asked: 'resend' };
  }
  if (parsed.command === 'lead') {
    const lead = await repository.find(parsed.reference);
    if (!lead) return { lead: null, deliveries: [] };
    const deliveries = await repository.deliveries(parsed.reference);
    return { lead: toRecord(lead), deliveries: deliveries.map(toDeliveryRecord) };
  }
  const purged = await repository.purgeBefore(new Date(parsed.before), { dryRun: parsed.dryRun });
  return { purged, dryRun: parsed.dryRun };
}

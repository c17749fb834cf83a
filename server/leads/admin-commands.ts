// The requests the CLI makes (read leads, one lead with its deliveries, purge old ones) and how they
// are carried out: run directly against the database, or by the running server when it owns the
// embedded database. Either way the answer is plain JSON, so both paths give the CLI the same thing.
import { z } from 'zod';
import type { DeliveryStatus, LeadRepository, StoredLead } from './lead-repository';

export const adminRequestSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('leads'),
    since: z.iso.datetime({ offset: true }).optional(),
    limit: z.number().int().positive().optional(),
  }),
  z.object({ command: z.literal('lead'), reference: z.string() }),
  z.object({
    command: z.literal('purge'),
    before: z.iso.datetime({ offset: true }),
    dryRun: z.boolean(),
  }),
]);

export type AdminRequest = z.infer<typeof adminRequestSchema>;

/** A lead as it travels to the CLI: createdAt as an ISO string. */
export type LeadRecord = Omit<StoredLead, 'createdAt'> & { createdAt: string };

/** A delivery as it travels to the CLI: times as ISO strings. */
export type DeliveryRecord = Omit<DeliveryStatus, 'deliveredAt' | 'nextAttemptAt'> & {
  deliveredAt?: string;
  nextAttemptAt?: string;
};

export type AdminResult =
  | { leads: LeadRecord[] }
  | { lead: LeadRecord | null; deliveries: DeliveryRecord[] }
  | { purged: number; dryRun: boolean };

const toRecord = (lead: StoredLead): LeadRecord => ({
  ...lead,
  createdAt: lead.createdAt.toISOString(),
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
): Promise<AdminResult> {
  const parsed = adminRequestSchema.parse(request);
  if (parsed.command === 'leads') {
    const since = parsed.since ? new Date(parsed.since) : undefined;
    const leads = await repository.list({ since, limit: parsed.limit });
    return { leads: leads.map(toRecord) };
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

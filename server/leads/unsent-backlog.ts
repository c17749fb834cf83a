// Says at start-up how many leads were never sent by email or webhook because they arrived before
// it was set up, and the command that sends them (`npm run leads -- resend`): the agency learns of
// the backlog the day it turns a channel on, instead of never.
import type { DeliveryChannel } from './delivery-channels';
import { formatIndianTime } from './india-time';
import type { LeadRepository } from './lead-repository';

export interface BacklogLog {
  warn(details: object, message: string): void;
}

/** The start-up line for `count` unsent leads, the oldest received at `oldest`. */
export function backlogMessage(
  count: number,
  oldest: Date,
  channels: readonly DeliveryChannel[],
): string {
  const day = formatIndianTime(oldest).slice(0, 10);
  const leads = count === 1 ? '1 lead' : `${count} leads`;
  return `${leads} received since ${day} ${count === 1 ? 'was' : 'were'} never sent by ${channels.join(' or ')} (${count === 1 ? 'it' : 'they'} arrived before it was set up). To send ${count === 1 ? 'it' : 'them'} now: npm run leads -- resend --since ${day}`;
}

/** Logs the backlog once, if there is one; a database that cannot say is logged, not fatal. */
export async function reportBacklog(
  repository: Pick<LeadRepository, 'backlog'>,
  channels: readonly DeliveryChannel[],
  log: BacklogLog,
): Promise<void> {
  if (channels.length === 0) return;
  try {
    const { count, oldest } = await repository.backlog();
    if (count > 0 && oldest)
      log.warn({ unsent: count, channels }, backlogMessage(count, oldest, channels));
  } catch (error) {
    log.warn({ err: error }, 'could not count the leads never sent');
  }
}

// Empties the spam folder of what has sat there longer than SPAM_KEPT_DAYS: once when the server
// starts and every few hours while it runs. Released leads are never purged here (the agency's own
// `npm run leads -- purge` removes old leads of every kind). Several processes may purge at once;
// a lead deleted twice is deleted once.
import { SPAM_KEPT_DAYS } from './lead-repository';
import type { LeadRepository } from './lead-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SPAM_PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

export interface SpamPurgeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface SpamPurgeOptions {
  repository: Pick<LeadRepository, 'purgeSpamBefore'>;
  now: () => number;
  log: SpamPurgeLog;
  everyMs?: number;
}

/** Purges now and then every `everyMs`; stop() ends it and waits for a purge under way. */
export function startSpamPurge({
  repository,
  now,
  log,
  everyMs = SPAM_PURGE_EVERY_MS,
}: SpamPurgeOptions): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = repository
      .purgeSpamBefore(new Date(now() - SPAM_KEPT_DAYS * DAY_MS))
      .then((purged) => {
        if (purged > 0) log.info({ purged, days: SPAM_KEPT_DAYS }, 'spam folder purged');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'the spam folder could not be purged'));
  };
  purge();
  const timer = setInterval(purge, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

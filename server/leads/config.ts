// Reads the lead service's settings from the environment, with defaults that need no set-up, and
// fails at start-up (not at the first lead) when a value is malformed.
import path from 'node:path';
import { parseAllowedOrigins } from './allowed-origins';
import { readEmailSettings } from './email-settings';
import type { EmailSettings } from './email-settings';
import { readWebhookSettings } from './webhook-settings';
import type { WebhookSettings } from './webhook-settings';

export interface LeadsConfig {
  /** Where the embedded database and the admin socket live (ignored when databaseUrl is set). */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl?: string;
  /** Submissions accepted per client address per minute. */
  rateLimitPerMinute: number;
  /** Secret mixed into IP hashes; generated once and kept in the database when not given. */
  ipSalt?: string;
  /** Slack, a Google Sheet, Zapier or any endpoint that takes a JSON POST per new lead. */
  webhook?: WebhookSettings;
  /** The agency's mailbox: each new lead mailed there. */
  email?: EmailSettings;
  /**
   * How often each process looks for due deliveries, those of a process that died included (the
   * outbox worker's 5 s when not given).
   */
  outboxPollMs?: number;
  /** Origins besides the site's own whose pages may send leads (a staging copy, say). */
  allowedOrigins: string[];
}

export const DEFAULT_DATA_DIR = './data/leads';
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 5;

const nonEmpty = (value: string | undefined): string | undefined =>
  value?.trim() ? value.trim() : undefined;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (nonEmpty(value) === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/**
 * Settings from LEADS_DATA_DIR, DATABASE_URL, LEADS_RATE_LIMIT, LEADS_IP_SALT,
 * LEADS_OUTBOX_POLL_MS, LEADS_ALLOWED_ORIGINS (allowed-origins.ts), the webhook's LEADS_WEBHOOK_*
 * (webhook-settings.ts) and the email's SMTP_URL, LEADS_NOTIFY_EMAIL and LEADS_MAIL_FROM
 * (email-settings.ts).
 */
export function readLeadsConfig(env: NodeJS.ProcessEnv = process.env): LeadsConfig {
  const rateLimitPerMinute = positiveInteger(
    'LEADS_RATE_LIMIT',
    env.LEADS_RATE_LIMIT,
    DEFAULT_RATE_LIMIT_PER_MINUTE,
  );
  if (rateLimitPerMinute === 0) throw new Error('LEADS_RATE_LIMIT must be at least 1');
  const outboxPollMs = nonEmpty(env.LEADS_OUTBOX_POLL_MS)
    ? positiveInteger('LEADS_OUTBOX_POLL_MS', env.LEADS_OUTBOX_POLL_MS, 0)
    : undefined;
  if (outboxPollMs !== undefined && outboxPollMs < 100)
    throw new Error('LEADS_OUTBOX_POLL_MS must be at least 100');
  return {
    dataDir: path.resolve(nonEmpty(env.LEADS_DATA_DIR) ?? DEFAULT_DATA_DIR),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    rateLimitPerMinute,
    ipSalt: nonEmpty(env.LEADS_IP_SALT),
    webhook: readWebhookSettings(env),
    email: readEmailSettings(env),
    outboxPollMs,
    allowedOrigins: parseAllowedOrigins(env.LEADS_ALLOWED_ORIGINS),
  };
}

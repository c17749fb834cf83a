// Reads the lead webhook's settings: LEADS_WEBHOOK_URL (where each lead is posted),
// LEADS_WEBHOOK_SECRET (signs every body, see webhook-signature.ts), LEADS_WEBHOOK_FORMAT
// (`json`, the default: the whole lead; `slack`: only the `text` a Slack incoming webhook takes)
// and LEADS_WEBHOOK_TIMEOUT_MS (how long the receiver has to accept one delivery, default 10 s).
import { SecretText } from './secret-text';

export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export interface WebhookSettings {
  url: string;
  secret?: SecretText;
  format: WebhookFormat;
  /**
   * How long one delivery may take before it counts as failed (the outbox worker's 10 s when not
   * given). A delivery claimed by a process that died is taken over after twice this and 5 s.
   */
  timeoutMs?: number;
}

const isFormat = (value: string): value is WebhookFormat =>
  (WEBHOOK_FORMATS as readonly string[]).includes(value);

/** The webhook settings from the environment, or undefined when no webhook is set. */
export function readWebhookSettings(env: NodeJS.ProcessEnv): WebhookSettings | undefined {
  const url = env.LEADS_WEBHOOK_URL?.trim();
  const secret = env.LEADS_WEBHOOK_SECRET?.trim();
  const format = env.LEADS_WEBHOOK_FORMAT?.trim().toLowerCase() || 'json';
  const timeout = env.LEADS_WEBHOOK_TIMEOUT_MS?.trim();
  if (!url) {
    const stray = secret
      ? 'LEADS_WEBHOOK_SECRET'
      : format !== 'json'
        ? 'LEADS_WEBHOOK_FORMAT'
        : timeout && 'LEADS_WEBHOOK_TIMEOUT_MS';
    if (stray) throw new Error(`${stray} is set but LEADS_WEBHOOK_URL is not.`);
    return undefined;
  }
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed?.protocol !== 'https:' && parsed?.protocol !== 'http:')
    throw new Error('LEADS_WEBHOOK_URL must be an http(s) URL');
  if (!isFormat(format))
    throw new Error(
      `LEADS_WEBHOOK_FORMAT must be ${WEBHOOK_FORMATS.join(' or ')}, got "${env.LEADS_WEBHOOK_FORMAT}"`,
    );
  const timeoutMs = timeout ? Number(timeout) : undefined;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs >= 100))
    throw new Error(
      `LEADS_WEBHOOK_TIMEOUT_MS must be a whole number of at least 100, got "${timeout}"`,
    );
  return {
    url: parsed.href,
    format,
    ...(secret && { secret: new SecretText(secret) }),
    ...(timeoutMs !== undefined && { timeoutMs }),
  };
}

// Reads the lead webhook's settings: LEADS_WEBHOOK_URL (where each lead is posted),
// LEADS_WEBHOOK_SECRET (signs every body, see webhook-signature.ts) and LEADS_WEBHOOK_FORMAT
// (`json`, the default: the whole lead; `slack`: only the `text` a Slack incoming webhook takes).
import { SecretText } from './secret-text';

export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export interface WebhookSettings {
  url: string;
  secret?: SecretText;
  format: WebhookFormat;
}

const isFormat = (value: string): value is WebhookFormat =>
  (WEBHOOK_FORMATS as readonly string[]).includes(value);

/** The webhook settings from the environment, or undefined when no webhook is set. */
export function readWebhookSettings(env: NodeJS.ProcessEnv): WebhookSettings | undefined {
  const url = env.LEADS_WEBHOOK_URL?.trim();
  const secret = env.LEADS_WEBHOOK_SECRET?.trim();
  const format = env.LEADS_WEBHOOK_FORMAT?.trim().toLowerCase() || 'json';
  if (!url) {
    const stray = secret ? 'LEADS_WEBHOOK_SECRET' : format !== 'json' && 'LEADS_WEBHOOK_FORMAT';
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
  return { url: parsed.href, format, ...(secret && { secret: new SecretText(secret) }) };
}

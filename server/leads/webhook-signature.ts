// Signs a webhook body so that its receiver can tell it came from this server: HMAC-SHA256 over the
// exact bytes posted, keyed with LEADS_WEBHOOK_SECRET, sent as `X-Signature-256: sha256=<hex>` (the
// form GitHub's webhooks use, so existing verifiers fit). The README shows a receiver's check.
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature-256';

export const signatureOf = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

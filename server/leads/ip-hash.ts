// Client addresses are never stored in the clear: they are keyed-hashed (HMAC-SHA-256) with a
// secret salt, which is enough to rate-limit and to see that two leads came from one visitor (an
// IPv6 visitor is its /64 network: visitor-key.ts).
import { createHmac, randomBytes } from 'node:crypto';
import { visitorKey } from '../visitor-key';
import type { Queryable } from './db';

const SALT_SETTING = 'ip_salt';

/**
 * The salt from configuration, else the one stored in the database, else a new random one stored
 * there (first start). ON CONFLICT keeps the first when two processes start together.
 */
export async function loadIpSalt(db: Queryable, configured?: string): Promise<string> {
  if (configured) return configured;
  await db.query(
    'INSERT INTO lead_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
    [SALT_SETTING, randomBytes(32).toString('hex')],
  );
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM lead_settings WHERE key = $1',
    [SALT_SETTING],
  );
  const salt = rows[0]?.value;
  if (!salt) throw new Error('The IP salt could not be stored');
  return salt;
}

export type IpHasher = (ip: string) => string;

export const createIpHasher =
  (salt: string): IpHasher =>
  (ip) =>
    createHmac('sha256', salt).update(visitorKey(ip)).digest('hex');

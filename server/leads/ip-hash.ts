// Client addresses are never stored in the clear: they are keyed-hashed (HMAC-SHA-256) with a
// secret salt, which is enough to rate-limit and to see that two leads came from one address.
import { createHmac, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
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

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.padStart(4, '0'),
  );
}

/**
 * The part of an address that identifies one client: an IPv4 address as is (also when IPv6-mapped),
 * an IPv6 address by its /64 network, since one household or phone gets a whole /64 to rotate through.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

export type IpHasher = (ip: string) => string;

export const createIpHasher =
  (salt: string): IpHasher =>
  (ip) =>
    createHmac('sha256', salt).update(clientKey(ip)).digest('hex');

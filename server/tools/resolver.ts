// Name resolution for the fetcher: every address a host name has, so that each can be checked.
// Tests pass their own resolver (a map of names to loopback) in place of the system's.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** All the addresses `hostname` (no IPv6 brackets) resolves to; an IP resolves to itself. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => {
  if (isIP(hostname)) return [hostname];
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
};

// Checks an address typed into an SEO tool (or met as a redirect or link) before anything is
// looked up: http or https only, no user name or password, a port on the allowed list, and an IP
// written in the address (in any spelling the URL standard reads, such as 2130706433 or 0x7f.1)
// must be public. A host:port pair listed in TOOLS_ALLOW_HOSTS passes exactly as typed, and only so.
import { isIP } from 'node:net';
import { classifyAddress } from './address-policy';
import type { ToolsConfig } from './tools-config';

export type TargetCheck =
  | {
      ok: true;
      url: URL;
      /** Listed in TOOLS_ALLOW_HOSTS: may resolve to any address. */
      allowListed: boolean;
    }
  | { ok: false; reason: string };

const MAX_URL_LENGTH = 2048;

/** The authority exactly as written ("host:port"), user info dropped, lower-cased. */
function typedAuthority(input: string): string | undefined {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#\\]*)/i.exec(input);
  const authority = match?.[1];
  return authority?.slice(authority.lastIndexOf('@') + 1).toLowerCase();
}

/** The host without IPv6 brackets, as the resolver and the address policy take it. */
export const bareHostname = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Reads `input` (a scheme is assumed to be https when none is typed) and checks it. */
export function checkTarget(input: string, config: ToolsConfig): TargetCheck {
  const trimmed = input.trim();
  if (trimmed === '')
    return { ok: false, reason: 'Enter a web address, such as https://example.com/.' };
  if (trimmed.length > MAX_URL_LENGTH)
    return {
      ok: false,
      reason: `Addresses longer than ${MAX_URL_LENGTH} characters are not checked.`,
    };
  const written =
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d/.test(trimmed)
      ? trimmed
      : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return { ok: false, reason: `"${trimmed}" is not a web address the tools can read.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return {
      ok: false,
      reason: `Only http and https addresses can be checked, not ${url.protocol}.`,
    };
  if (url.username || url.password)
    return { ok: false, reason: 'Addresses with a user name or password are not fetched.' };
  url.hash = '';

  const authority = typedAuthority(written);
  if (authority !== undefined && authority === url.host && config.allowHosts.has(authority))
    return { ok: true, url, allowListed: true };

  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!config.allowedPorts.has(port))
    return {
      ok: false,
      reason: `Port ${port} is not checked: only ${[...config.allowedPorts].join(' and ')} are.`,
    };
  const host = bareHostname(url);
  if (isIP(host)) {
    const verdict = classifyAddress(host);
    if (!verdict.allowed)
      return { ok: false, reason: `This address is not fetched: ${verdict.reason}.` };
  } else if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) {
    return { ok: false, reason: `"${host}" is not a public web address.` };
  }
  return { ok: true, url, allowListed: false };
}

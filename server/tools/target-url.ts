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

/** How every refusal of an address that is not a public website starts. */
export const PUBLIC_SITES_ONLY = 'We can only check public websites';
/** What to type instead, after a refusal. */
export const ENTER_PUBLIC_ADDRESS =
  'Enter the site’s public address, such as https://www.example.com/.';

/** "80 and 443", "80, 443 and 8080". */
export function listOfPorts(ports: Iterable<number>): string {
  const all = [...ports].map(String);
  return all.length < 2 ? all.join('') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

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
      reason: `This address is too long to check (over ${MAX_URL_LENGTH.toLocaleString('en-IN')} characters). Try it without the part after “?”, which pages rarely need.`,
    };
  const written =
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d/.test(trimmed)
      ? trimmed
      : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return {
      ok: false,
      reason: `We couldn’t read “${trimmed}” as a web address. Check how it is typed, such as https://www.example.com/.`,
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return {
      ok: false,
      reason: `We can only check web pages, whose addresses start with http:// or https://, not ${url.protocol} addresses.`,
    };
  if (url.username || url.password)
    return {
      ok: false,
      reason:
        'We can’t check pages behind a user name or password. Remove them from the address (the part before “@”) and try again.',
    };
  url.hash = '';

  const authority = typedAuthority(written);
  if (authority !== undefined && authority === url.host && config.allowHosts.has(authority))
    return { ok: true, url, allowListed: true };

  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!config.allowedPorts.has(port))
    return {
      ok: false,
      reason: `${PUBLIC_SITES_ONLY} on the usual web ports (${listOfPorts(config.allowedPorts)}). This address asks for port ${port}: remove “:${port}” if the site also opens without it.`,
    };
  const host = bareHostname(url);
  if (isIP(host)) {
    const verdict = classifyAddress(host);
    if (!verdict.allowed)
      return {
        ok: false,
        reason: `${PUBLIC_SITES_ONLY}, and ${host} is ${verdict.reason}. ${ENTER_PUBLIC_ADDRESS}`,
      };
  } else if (host === 'localhost' || host.endsWith('.localhost')) {
    return {
      ok: false,
      reason: `${PUBLIC_SITES_ONLY}, and “${host}” means “this computer”, not a website on the internet. ${ENTER_PUBLIC_ADDRESS}`,
    };
  } else if (!host.includes('.')) {
    return {
      ok: false,
      reason: `${PUBLIC_SITES_ONLY}, and “${host}” is not a complete web address: it has no ending such as .com or .in. ${ENTER_PUBLIC_ADDRESS}`,
    };
  }
  return { ok: true, url, allowListed: false };
}

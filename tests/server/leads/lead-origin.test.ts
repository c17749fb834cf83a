// Which lead posts come from the site's own pages, from Origin and Sec-Fetch-Site alone (no app,
// no database), and which origin a request was addressed to.
import { describe, expect, it } from 'vitest';
import { leadOriginRefusal, requestOrigin } from '../../../server/leads/lead-origin';

const OWN = ['https://www.reachmark.in', 'https://staging.reachmark.in', 'http://localhost:4173'];

describe('leadOriginRefusal', () => {
  it.each([
    ['neither header (curl, a server)', undefined, undefined],
    ['the same origin', 'https://www.reachmark.in', 'same-origin'],
    ['the same origin, the header in capitals', 'HTTPS://WWW.REACHMARK.IN', 'Same-Origin'],
    ['an own origin without Sec-Fetch-Site', 'https://www.reachmark.in', undefined],
    ['a listed origin of the same site', 'https://staging.reachmark.in', 'same-site'],
    ['a listed origin, plain http', 'http://localhost:4173', 'same-origin'],
    ["the visitor's own action", undefined, 'none'],
    ['Sec-Fetch-Site alone, same origin', undefined, 'same-origin'],
    ['a Sec-Fetch-Site value yet to come, with an own origin', 'https://www.reachmark.in', 'x'],
  ])('accepts %s', (_case, origin, fetchSite) => {
    expect(leadOriginRefusal({ origin, fetchSite }, OWN)).toBeUndefined();
  });

  it.each([
    ['a cross-site post from another site', 'https://evil.example', 'cross-site', 'cross-site'],
    ['another origin without Sec-Fetch-Site', 'https://evil.example', undefined, 'cross-site'],
    ['cross-site without Origin', undefined, 'cross-site', 'cross-site'],
    ['cross-site, whatever Origin says', 'https://www.reachmark.in', 'cross-site', 'cross-site'],
    ['another origin calling itself the same', 'https://evil.example', 'same-origin', 'cross-site'],
    ['another origin on a typed visit', 'https://evil.example', 'none', 'cross-site'],
    ['the own host on another scheme', 'http://www.reachmark.in', undefined, 'cross-site'],
    ['the own host on another port', 'https://www.reachmark.in:8443', undefined, 'cross-site'],
    ['an origin with a path', 'https://www.reachmark.in/contact', undefined, 'cross-site'],
    ['an unlisted subdomain', 'https://old-landing.reachmark.in', 'same-site', 'same-site'],
    ['same-site without Origin', undefined, 'same-site', 'same-site'],
    ['Origin null', 'null', undefined, 'null origin'],
    ['Origin null, cross-site', 'null', 'cross-site', 'null origin'],
    ['Origin null after a redirect', 'null', 'same-origin', 'null origin'],
  ] as const)('refuses %s', (_case, origin, fetchSite, refusal) => {
    expect(leadOriginRefusal({ origin, fetchSite }, OWN)).toBe(refusal);
  });
});

describe('requestOrigin', () => {
  it.each([
    ['http', 'localhost:80', 'http://localhost'],
    ['https', 'www.reachmark.in', 'https://www.reachmark.in'],
    ['https', 'WWW.Reachmark.IN:443', 'https://www.reachmark.in'],
    ['HTTPS', 'staging.reachmark.in:8443', 'https://staging.reachmark.in:8443'],
    ['http', '127.0.0.1:4173', 'http://127.0.0.1:4173'],
    ['http', '[::1]:4173', 'http://[::1]:4173'],
  ])('reads %s and Host %j as %j', (protocol, host, expected) => {
    expect(requestOrigin(protocol, host)).toBe(expected);
  });

  it.each([
    ['http', ''],
    ['ftp', 'www.reachmark.in'],
    [undefined, 'www.reachmark.in'],
    ['https', 'user@evil.example'],
    ['https', 'evil.example/path'],
    ['https', 'www.reachmark.in:99999'],
    ['https', 'www.reachmark.in, evil.example'],
  ])('makes no origin of %s and Host %j', (protocol, host) => {
    expect(requestOrigin(protocol, host)).toBeUndefined();
  });
});

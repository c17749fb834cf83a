// LEADS_ALLOWED_ORIGINS: origins written as browsers send them in Origin, or refused at start-up
// with one line naming each wrong item.
import { describe, expect, it } from 'vitest';
import { parseAllowedOrigins } from '../../../server/leads/allowed-origins';

describe('parseAllowedOrigins', () => {
  it.each([
    [undefined, []],
    ['', []],
    [' , ', []],
    ['https://staging.reachmark.in', ['https://staging.reachmark.in']],
    [
      ' https://Staging.Reachmark.in/ ,http://localhost:5173,',
      ['https://staging.reachmark.in', 'http://localhost:5173'],
    ],
    ['https://staging.reachmark.in:443', ['https://staging.reachmark.in']],
    ['http://[::1]:8080', ['http://[::1]:8080']],
    ['https://bücher.example', ['https://xn--bcher-kva.example']],
    ['https://a.example,https://A.example/', ['https://a.example']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseAllowedOrigins(value)).toEqual(expected);
  });

  it.each([
    'staging.reachmark.in',
    'https://staging.reachmark.in/contact',
    'https://staging.reachmark.in?from=ads',
    'https://staging.reachmark.in#top',
    'https://*.reachmark.in',
    'https://user@staging.reachmark.in',
    'ftp://staging.reachmark.in',
    'null',
    '*',
  ])('refuses %j in one line, naming it', (value) => {
    expect(() => parseAllowedOrigins(value)).toThrow(
      'LEADS_ALLOWED_ORIGINS must list origins such as https://staging.example.in (http or ' +
        'https, a host, an optional port; no path, no wildcard), separated by commas; got ' +
        `"${value}"`,
    );
  });

  it('names every wrong item of a list, and only those', () => {
    expect(() =>
      parseAllowedOrigins('https://staging.reachmark.in, staging2.reachmark.in, https://x.in/a'),
    ).toThrow(/; got "staging2\.reachmark\.in", "https:\/\/x\.in\/a"$/);
  });
});

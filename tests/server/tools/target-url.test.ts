import { describe, expect, it } from 'vitest';
import { checkTarget } from '../../../server/tools/target-url';
import { readToolsConfig } from '../../../server/tools/tools-config';

const config = readToolsConfig({});
const allowing = readToolsConfig({ TOOLS_ALLOW_HOSTS: 'localhost:4399, [::1]:4398' });

const reasonFor = (input: string, settings = config): string => {
  const check = checkTarget(input, settings);
  if (check.ok) throw new Error(`${input} was accepted`);
  return check.reason;
};

describe('checkTarget', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=1#top', 'http://example.com/a?b=1'],
    ['example.com/page', 'https://example.com/page'],
    ['  www.example.co.in  ', 'https://www.example.co.in/'],
    ['https://example.com:443/x', 'https://example.com/x'],
    ['http://example.com:80/', 'http://example.com/'],
    ['http://93.184.215.14/', 'http://93.184.215.14/'],
  ])('accepts %s as %s', (input, href) => {
    const check = checkTarget(input, config);
    expect(check.ok && check.url.href).toBe(href);
    expect(check.ok && check.allowListed).toBe(false);
  });

  it.each([
    'ftp://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'gopher://example.com/',
    'data:text/html,hi',
  ])('refuses the scheme of %s', (input) => {
    expect(reasonFor(input)).toMatch(
      /^We can only check web pages, whose addresses start with http:\/\/ or https:\/\/|^We couldn’t read “.*” as a web address/,
    );
  });

  it('refuses user names and passwords', () => {
    expect(reasonFor('https://user:pass@example.com/')).toMatch(
      /^We can’t check pages behind a user name or password\. Remove them/,
    );
  });

  it.each(['https://example.com:8080/', 'http://example.com:22/', 'example.com:6379'])(
    'refuses the port of %s',
    (input) => {
      expect(reasonFor(input)).toMatch(
        /^We can only check public websites on the usual web ports \(80 and 443\)\. This address asks for port \d+: remove “:\d+”/,
      );
    },
  );

  it('takes other ports when configured', () => {
    const withPorts = readToolsConfig({ TOOLS_ALLOWED_PORTS: '443,8443' });
    expect(checkTarget('https://example.com:8443/', withPorts).ok).toBe(true);
    expect(reasonFor('http://example.com/', withPorts)).toMatch(
      /usual web ports \(443 and 8443\)\. This address asks for port 80:/,
    );
    const three = readToolsConfig({ TOOLS_ALLOWED_PORTS: '80,443,8443' });
    expect(reasonFor('https://example.com:22/', three)).toMatch(/\(80, 443 and 8443\)/);
  });

  it.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://017700000001/',
    'http://127.0.0.1./',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0xa9fea9fe/',
    'http://10.0.0.1/',
    'http://0.0.0.0/',
    'http://[fd00::1]/',
    'http://[fe80::1%25eth0]/',
  ])('refuses %s, an IP the address policy refuses, in whatever spelling', (input) => {
    expect(reasonFor(input)).toMatch(
      /^We can only check public websites, and \S+ is (a private address|an address that means “this computer”|the private address cloud servers use|another way of writing the address)|^We couldn’t read “.*” as a web address/,
    );
    expect(reasonFor(input)).toMatch(
      /Enter the site’s public address, such as https:\/\/www\.example\.com\/\.$|as a web address/,
    );
  });

  it.each(['http://localhost/', 'http://foo.localhost/', 'http://intranet/'])(
    'refuses %s, a name that is not public',
    (input) => {
      expect(reasonFor(input)).toMatch(
        /^We can only check public websites, and “[^”]+” (means “this computer”|is not a complete web address)/,
      );
    },
  );

  it('refuses empty and over-long addresses with a clear message', () => {
    expect(reasonFor('  ')).toMatch(/Enter a web address/);
    expect(reasonFor(`https://example.com/${'a'.repeat(3000)}`)).toMatch(
      /^This address is too long to check \(over 2,048 characters\)/,
    );
  });

  describe('TOOLS_ALLOW_HOSTS', () => {
    it('lets through the pairs exactly as typed', () => {
      const check = checkTarget('http://localhost:4399/page', allowing);
      expect(check.ok && check.allowListed).toBe(true);
      expect(checkTarget('http://LOCALHOST:4399/', allowing).ok).toBe(true);
      expect(checkTarget('http://[::1]:4398/', allowing).ok).toBe(true);
    });

    it.each([
      'http://localhost:4398/',
      'http://localhost/',
      'http://127.0.0.1:4399/',
      'http://127.1:4399/',
      'http://2130706433:4399/',
      'http://0x7f.1:4399/',
      'http://[::1]:4399/',
      'http://[::ffff:127.0.0.1]:4399/',
      'http://localhost.:4399/',
      'http://[0::1]:4398/',
      'http://[0:0:0:0:0:0:0:1]:4398/',
    ])('keeps refusing %s, another spelling of an allowed pair', (input) => {
      expect(checkTarget(input, allowing).ok).toBe(false);
    });
  });
});

describe('readToolsConfig', () => {
  it('defaults to ports 80 and 443 and no allowed hosts', () => {
    expect([...config.allowedPorts]).toEqual([80, 443]);
    expect(config.allowHosts.size).toBe(0);
  });

  it('refuses settings it cannot read', () => {
    expect(() => readToolsConfig({ TOOLS_ALLOWED_PORTS: '80,http' })).toThrow(/port numbers/);
    expect(() => readToolsConfig({ TOOLS_ALLOW_HOSTS: 'localhost' })).toThrow(/host:port/);
  });
});

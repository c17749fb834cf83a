// `npm start` reads its settings before doing anything: every wrong one is named with what is
// accepted, and a wrong one stops the real process before it builds or opens the lead database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readLeadsConfig } from '../../server/leads/config';
import { readStartSettings, type StartSettings } from '../../server/start-settings';
import { DEFAULT_ALLOWED_PORTS } from '../../server/tools/tools-config';
import { TRUST_PROXY_FORMS } from '../../server/trust-proxy';
import { startServer, type ServerProcess } from './server-process';

const DEFAULT_TOOLS: StartSettings['tools'] = {
  allowedPorts: new Set(DEFAULT_ALLOWED_PORTS),
  allowHosts: new Set(),
};
const DEFAULT_LEADS: StartSettings['leads'] = readLeadsConfig({});

describe('readStartSettings', () => {
  it('gives the defaults when nothing is set', () => {
    expect(readStartSettings({})).toEqual({
      ok: true,
      settings: {
        port: 4173,
        host: '0.0.0.0',
        graceMs: 10_000,
        drainMs: 0,
        logLevel: 'info',
        trustProxy: false,
        leads: DEFAULT_LEADS,
        tools: DEFAULT_TOOLS,
        pageSpeed: undefined,
      },
    });
  });

  it('reads a port, a host, a drain and a grace period, a log level and one trusted proxy hop', () => {
    expect(
      readStartSettings({
        PORT: '8080',
        HOST: '127.0.0.1',
        SHUTDOWN_GRACE_MS: '2500',
        SHUTDOWN_DRAIN_MS: '3000',
        LOG_LEVEL: 'Debug',
        TRUST_PROXY: '1',
      }),
    ).toEqual({
      ok: true,
      settings: {
        port: 8080,
        host: '127.0.0.1',
        graceMs: 2500,
        drainMs: 3000,
        logLevel: 'debug',
        trustProxy: 1,
        leads: DEFAULT_LEADS,
        tools: DEFAULT_TOOLS,
        pageSpeed: undefined,
      },
    });
  });

  it("reads the SEO tools' ports and the PageSpeed Insights key", () => {
    const read = readStartSettings({
      TOOLS_ALLOWED_PORTS: '443, 8443',
      PAGESPEED_API_KEY: ' key-1 ',
    });
    expect(read.ok && read.settings.tools.allowedPorts).toEqual(new Set([443, 8443]));
    expect(read.ok && read.settings.pageSpeed).toEqual({
      apiKey: 'key-1',
      apiUrl: 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed',
    });
  });

  it("names wrong SEO tools settings together with the server's own", () => {
    const read = readStartSettings({
      PORT: 'eighty',
      TOOLS_ALLOWED_PORTS: '443,https',
      TOOLS_ALLOW_HOSTS: 'localhost',
      PAGESPEED_API_KEY: 'key',
      PAGESPEED_API_URL: 'ftp://example.test',
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toEqual([
      expect.stringMatching(/^PORT must be a port number/),
      'TOOLS_ALLOWED_PORTS must list port numbers (1-65535); got "https"',
      'PAGESPEED_API_URL must be an http(s) address; got "ftp://example.test"',
    ]);
  });

  it('names every wrong setting at once, with what TRUST_PROXY accepts', () => {
    const read = readStartSettings({
      PORT: 'eighty',
      SHUTDOWN_GRACE_MS: '10s',
      SHUTDOWN_DRAIN_MS: '-1',
      LOG_LEVEL: 'verbose',
      TRUST_PROXY: 'proxy.internal',
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toHaveLength(5);
    expect(read.problems[0]).toMatch(/^PORT must be a port number/);
    expect(read.problems[1]).toMatch(/^SHUTDOWN_GRACE_MS must be a whole number/);
    expect(read.problems[2]).toBe(
      'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, got "-1"',
    );
    expect(read.problems[3]).toBe(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
    expect(read.problems[4]).toContain('"proxy.internal"');
    expect(read.problems[4]).toContain(TRUST_PROXY_FORMS);
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.0/0', '10.0.0.0/0.0.0.0'])(
    'refuses TRUST_PROXY=%s here, before Fastify would throw on it',
    (value) => {
      const read = readStartSettings({ TRUST_PROXY: value });
      expect(read).toEqual({
        ok: false,
        problems: [`TRUST_PROXY="${value}" is not understood ("${value}"). ${TRUST_PROXY_FORMS}`],
      });
    },
  );

  it('names a wrong LEADS_ALLOWED_ORIGINS in one line', () => {
    expect(readStartSettings({ LEADS_ALLOWED_ORIGINS: 'staging.reachmark.in' })).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(
          /^LEADS_ALLOWED_ORIGINS must list origins such as [^\n]*; got "staging\.reachmark\.in"$/,
        ),
      ],
    });
  });

  it('refuses TRUST_PROXY ranges that together take in every address, in one line', () => {
    const read = readStartSettings({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' });
    expect(read).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(
          /^TRUST_PROXY="0\.0\.0\.0\/1,128\.0\.0\.0\/1" is not understood [^\n]* every IPv4 address/,
        ),
      ],
    });
  });

  it('refuses a port beyond 65535', () => {
    expect(readStartSettings({ PORT: '70000' }).ok).toBe(false);
  });
});

describe('the server process with a wrong setting', () => {
  let server: ServerProcess | undefined;
  afterEach(() => server?.child.kill('SIGKILL'));

  it.each(['yes please', '0.0.0.0/0', '::/0', '0.0.0.0/1,128.0.0.0/1', '::/1,8000::/1'])(
    'exits with status 1 and the message for TRUST_PROXY=%s, before building or opening the database',
    async (value) => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reachmark-bad-settings-'));
      const dataDir = path.join(root, 'leads');
      // No dist/ and SKIP_BUILD unset: a server that got past its settings would start a build.
      server = startServer(root, {
        SKIP_BUILD: '',
        TRUST_PROXY: value,
        LEADS_DATA_DIR: dataDir,
      });
      let stdout = '';
      server.child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      await expect(server.serving).rejects.toThrow('The server exited (1) before serving');
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toContain(`TRUST_PROXY="${value}" is not understood`);
      expect(server.stderr()).toContain('Not starting the server');
      expect(server.stderr()).not.toMatch(/^\s+at /m);
      expect(stdout).not.toContain('Building the site');
      // Neither the database nor its admin.sock was ever created.
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    60_000,
  );

  it('exits with status 1 for a wrong SMTP_URL, naming it and not its password', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reachmark-bad-smtp-'));
    const dataDir = path.join(root, 'leads');
    server = startServer(root, {
      SKIP_BUILD: '',
      SMTP_URL: 'smtps://leads:Very-Secret-42@smtp.example.in/inbox',
      LEADS_NOTIFY_EMAIL: 'sales@example.in',
      LEADS_DATA_DIR: dataDir,
    });
    await expect(server.serving).rejects.toThrow('The server exited (1) before serving');
    expect(server.stderr()).toContain('SMTP_URL takes no path or ?options');
    expect(server.stderr()).toContain('Not starting the server');
    expect(server.stderr()).not.toContain('Very-Secret-42');
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);
});

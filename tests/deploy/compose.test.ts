// compose.yaml, checked without Docker: PostgreSQL, two site processes built from the Dockerfile
// and sharing it, and Caddy in front. The pieces must fit: the sites' settings pass the server's
// own settings check, DATABASE_URL names the PostgreSQL service with its user, password and
// database, TRUST_PROXY is Caddy's fixed address inside the network, only Caddy publishes a port,
// Caddy balances over both sites by /readyz and sets X-Request-Id, and the shutdown timings fit
// inside Docker's stop grace period with the drain outlasting Caddy's health interval.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readStartSettings } from '../../server/start-settings';
import { readStages } from './dockerfile-stages';

interface Service {
  build?: string;
  image?: string;
  init?: boolean;
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  networks?: Record<string, { ipv4_address?: string }>;
  configs?: { source: string; target: string }[];
  stop_grace_period?: string;
}
interface Compose {
  services: Record<string, Service>;
  networks: { default: { ipam: { config: { subnet: string }[] } } };
  configs: Record<string, { content: string }>;
}

const PASSWORD = 'a-test-password';
// Compose's own interpolation of ${NAME:?message}, for the one variable the file asks for.
const source = fs
  .readFileSync(fileURLToPath(new URL('../../compose.yaml', import.meta.url)), 'utf8')
  .replaceAll(/\$\{POSTGRES_PASSWORD:\?[^}]*\}/g, PASSWORD);
const compose = parse(source) as Compose;
const { services } = compose;
const sites = Object.entries(services).filter(([, service]) => service.build === '.');
const [proxyName, proxy] = Object.entries(services).find(([, service]) =>
  service.image?.startsWith('caddy:'),
) ?? ['', {} as Service];
const caddyfile =
  compose.configs[
    proxy.configs?.find((config) => config.target === '/etc/caddy/Caddyfile')?.source ?? ''
  ]?.content ?? '';
const seconds = (duration: string | undefined) => Number(/^(\d+)s$/.exec(duration ?? '')?.[1]);

describe('compose.yaml', () => {
  it('runs two site processes from the Dockerfile, with tini as PID 1', () => {
    expect(sites.map(([name]) => name)).toEqual(['site-1', 'site-2']);
    for (const [, site] of sites) expect(site.init).toBe(true);
  });

  it("gives the sites settings the server accepts, its database's address among them", () => {
    const postgres = services.postgres?.environment ?? {};
    for (const [, site] of sites) {
      const read = readStartSettings(site.environment ?? {});
      expect(read).toMatchObject({ ok: true });
      const url = new URL(site.environment?.DATABASE_URL ?? '');
      expect([url.hostname, url.username, url.password, url.pathname]).toEqual([
        'postgres',
        postgres.POSTGRES_USER,
        PASSWORD,
        `/${postgres.POSTGRES_DB}`,
      ]);
      expect(site.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
      expect(site.ports).toBeUndefined();
    }
    expect(services.postgres?.environment?.POSTGRES_PASSWORD).toBe(PASSWORD);
  });

  it("trusts Caddy's fixed address, inside the network, and nothing else", () => {
    const address = proxy.networks?.default?.ipv4_address ?? '';
    const [subnet = ''] = compose.networks.default.ipam.config.map((config) => config.subnet);
    expect(ipaddr.parse(address).match(ipaddr.parseCIDR(subnet))).toBe(true);
    for (const [, site] of sites) expect(site.environment?.TRUST_PROXY).toBe(address);
    const published = Object.entries(services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name)).toEqual([proxyName]);
  });

  it('has Caddy balance over both sites by /readyz and set every request id', () => {
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    // The port the image's ENV sets, which the sites do not change.
    const imageEnv = Object.assign(
      {},
      ...(readStages()
        .at(-1)
        ?.steps.map((step) => step.env) ?? []),
    );
    const port = (imageEnv as Record<string, string>).PORT;
    for (const [, site] of sites) expect(site.environment?.PORT).toBeUndefined();
    expect(upstreams).toEqual(sites.map(([name]) => `${name}:${port}`));
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
    expect(caddyfile).toMatch(/^\s*header_up X-Request-Id \{http\.request\.uuid\}$/m);
  });

  it('drains longer than Caddy looks, and stops before Docker kills', () => {
    const healthInterval = seconds(/health_interval (\S+)/.exec(caddyfile)?.[1]);
    for (const [, site] of sites) {
      const read = readStartSettings(site.environment ?? {});
      if (!read.ok) throw new Error(read.problems.join('\n'));
      const { drainMs, graceMs } = read.settings;
      expect(drainMs).toBeGreaterThan(healthInterval * 1000);
      // Five seconds for the database to close after the grace period (start.ts).
      expect(drainMs + graceMs + 5_000).toBeLessThanOrEqual(seconds(site.stop_grace_period) * 1000);
    }
  });
});

// The settings `npm start` reads from the environment, checked before anything else happens (no
// build, no database): a wrong value stops start-up with one line saying what is accepted, instead
// of a stack trace after the site was built and the lead database opened.
import { parseDrainMs, parseGraceMs } from './graceful-close';
import { readLeadsConfig, type LeadsConfig } from './leads/config';
import { parseLogLevel, type LogLevel } from './log-level';
import { readPageSpeedSettings, type PageSpeedSettings } from './tools/pagespeed-insights';
import { readToolsConfig, type ToolsConfig } from './tools/tools-config';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

export interface StartSettings {
  port: number;
  host: string;
  graceMs: number;
  /** After SIGTERM, how long to go on serving with /readyz answering 503 (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** The least severe log line written (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Checked as Fastify will compile it (see trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** The lead database and the lead API's limits (LEADS_*, DATABASE_URL). */
  leads: LeadsConfig;
  /** The SEO tools' fetcher: ports it may reach, and local hosts tests let it reach. */
  tools: ToolsConfig;
  /** Google's PageSpeed Insights for the Page Speed Checker; undefined runs Lighthouse here. */
  pageSpeed: PageSpeedSettings | undefined;
}

/** Reads the settings, or returns the messages that explain every wrong one. */
export function readStartSettings(
  env: Record<string, string | undefined>,
): { ok: true; settings: StartSettings } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return fallback;
    }
  };
  const portText = env.PORT?.trim() || '4173';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    problems.push(`PORT must be a port number from 0 to 65535, got "${env.PORT}"`);
  const settings: StartSettings = {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    graceMs: attempt(() => parseGraceMs(env.SHUTDOWN_GRACE_MS), 0),
    drainMs: attempt(() => parseDrainMs(env.SHUTDOWN_DRAIN_MS), 0),
    logLevel: attempt(() => parseLogLevel(env.LOG_LEVEL), 'info'),
    trustProxy: attempt(() => parseTrustProxy(env.TRUST_PROXY), false),
    leads: attempt(() => readLeadsConfig(env), readLeadsConfig({})),
    tools: attempt(() => readToolsConfig(env), readToolsConfig({})),
    pageSpeed: attempt(() => readPageSpeedSettings(env), undefined),
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings };
}

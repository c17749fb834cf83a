import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLeadsConfig } from '../../../server/leads/config';

describe('readLeadsConfig', () => {
  it('needs no settings: embedded database in ./data/leads, 5 a minute', () => {
    expect(readLeadsConfig({})).toEqual({
      dataDir: path.resolve('data/leads'),
      databaseUrl: undefined,
      rateLimitPerMinute: 5,
      ipSalt: undefined,
      webhook: undefined,
      email: undefined,
      allowedOrigins: [],
    });
  });

  it('reads every setting from the environment', () => {
    const config = readLeadsConfig({
      LEADS_DATA_DIR: '/var/lib/reachmark/leads',
      DATABASE_URL: 'postgres://leads@db.internal/leads',
      LEADS_RATE_LIMIT: '20',
      LEADS_IP_SALT: 'a-long-secret',
      LEADS_WEBHOOK_URL: 'https://hooks.slack.com/services/T000/B000/XXXX',
      LEADS_OUTBOX_POLL_MS: '250',
      LEADS_WEBHOOK_TIMEOUT_MS: '3000',
      LEADS_ALLOWED_ORIGINS: 'https://staging.reachmark.in, http://localhost:5173',
    });
    expect(config).toMatchObject({
      dataDir: '/var/lib/reachmark/leads',
      databaseUrl: 'postgres://leads@db.internal/leads',
      rateLimitPerMinute: 20,
      ipSalt: 'a-long-secret',
      webhook: {
        url: 'https://hooks.slack.com/services/T000/B000/XXXX',
        format: 'json',
        timeoutMs: 3000,
      },
      outboxPollMs: 250,
      allowedOrigins: ['https://staging.reachmark.in', 'http://localhost:5173'],
    });
  });

  it('reads the webhook secret and format, and the email settings', () => {
    const config = readLeadsConfig({
      LEADS_WEBHOOK_URL: 'https://hooks.slack.com/services/T000/B000/XXXX',
      LEADS_WEBHOOK_SECRET: ' s3cret ',
      LEADS_WEBHOOK_FORMAT: 'Slack',
      SMTP_URL: 'smtp://mail.example.in',
      LEADS_NOTIFY_EMAIL: 'sales@example.in',
    });
    expect(config.webhook).toMatchObject({ format: 'slack' });
    expect(config.webhook?.secret?.reveal()).toBe('s3cret');
    expect(config.email).toMatchObject({ to: ['sales@example.in'], from: 'sales@example.in' });
  });

  it.each([
    [{ LEADS_RATE_LIMIT: 'lots' }, /LEADS_RATE_LIMIT must be a whole number/],
    [{ LEADS_RATE_LIMIT: '0' }, /at least 1/],
    [{ LEADS_WEBHOOK_URL: 'hooks.slack.com' }, /LEADS_WEBHOOK_URL must be an http\(s\) URL/],
    [{ LEADS_WEBHOOK_SECRET: 's3cret' }, /LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL/],
    [{ LEADS_WEBHOOK_FORMAT: 'slack' }, /LEADS_WEBHOOK_FORMAT is set but LEADS_WEBHOOK_URL/],
    [
      { LEADS_WEBHOOK_URL: 'https://hooks.example/x', LEADS_WEBHOOK_FORMAT: 'teams' },
      /LEADS_WEBHOOK_FORMAT must be json or slack, got "teams"/,
    ],
    [{ LEADS_OUTBOX_POLL_MS: '10' }, /LEADS_OUTBOX_POLL_MS must be at least 100/],
    [{ LEADS_OUTBOX_POLL_MS: 'often' }, /LEADS_OUTBOX_POLL_MS must be a whole number/],
    [{ LEADS_WEBHOOK_TIMEOUT_MS: '3000' }, /LEADS_WEBHOOK_TIMEOUT_MS is set but LEADS_WEBHOOK_URL/],
    [
      { LEADS_WEBHOOK_URL: 'https://hooks.example/x', LEADS_WEBHOOK_TIMEOUT_MS: '2.5' },
      /LEADS_WEBHOOK_TIMEOUT_MS must be a whole number of at least 100, got "2.5"/,
    ],
    [{ SMTP_URL: 'ftp://mail.example', LEADS_NOTIFY_EMAIL: 'a@example.in' }, /SMTP_URL/],
    [
      { LEADS_ALLOWED_ORIGINS: 'https://staging.reachmark.in/contact' },
      /^LEADS_ALLOWED_ORIGINS must list origins such as .*; got "https:\/\/staging.reachmark.in\/contact"$/,
    ],
  ])('fails at start-up on %j', (env, message) => {
    expect(() => readLeadsConfig(env)).toThrow(message);
  });
});

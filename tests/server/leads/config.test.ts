import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLeadsConfig } from '../../../server/leads/config';

describe('readLeadsConfig', () => {
  it('needs no settings: embedded database in ./data/leads, 5 a minute, 3 s fill time', () => {
    expect(readLeadsConfig({})).toEqual({
      dataDir: path.resolve('data/leads'),
      databaseUrl: undefined,
      rateLimitPerMinute: 5,
      ipSalt: undefined,
      webhookUrl: undefined,
      minFillMs: 3000,
    });
  });

  it('reads every setting from the environment', () => {
    const config = readLeadsConfig({
      LEADS_DATA_DIR: '/var/lib/reachmark/leads',
      DATABASE_URL: 'postgres://leads@db.internal/leads',
      LEADS_RATE_LIMIT: '20',
      LEADS_IP_SALT: 'a-long-secret',
      LEADS_WEBHOOK_URL: 'https://hooks.slack.com/services/T000/B000/XXXX',
      LEADS_MIN_FILL_MS: '1500',
    });
    expect(config).toMatchObject({
      dataDir: '/var/lib/reachmark/leads',
      databaseUrl: 'postgres://leads@db.internal/leads',
      rateLimitPerMinute: 20,
      ipSalt: 'a-long-secret',
      webhookUrl: 'https://hooks.slack.com/services/T000/B000/XXXX',
      minFillMs: 1500,
    });
  });

  it.each([
    [{ LEADS_RATE_LIMIT: 'lots' }, /LEADS_RATE_LIMIT must be a whole number/],
    [{ LEADS_RATE_LIMIT: '0' }, /at least 1/],
    [{ LEADS_WEBHOOK_URL: 'hooks.slack.com' }, /LEADS_WEBHOOK_URL must be an http\(s\) URL/],
    [{ LEADS_MIN_FILL_MS: '-1' }, /LEADS_MIN_FILL_MS/],
  ])('fails at start-up on %j', (env, message) => {
    expect(() => readLeadsConfig(env)).toThrow(message);
  });
});

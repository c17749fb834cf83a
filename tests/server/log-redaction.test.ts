// What never reaches a log line: personal and credential fields by key at any depth, and the secret
// settings by value wherever they are written (a message, an error's message and stack, a field),
// through the real logger in both its JSON and its pretty form.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { REDACTED, redactFields, secretScrubber, secretValues } from '../../server/log-redaction';
import { captureLog } from './log-capture';

// Every secret setting the server reads, or will (the mail settings), with what each one hides.
const SECRET_ENV = {
  DATABASE_URL: 'postgres://leads:pg-pass-Xy9%40z@db.internal:5432/leads',
  LEADS_WEBHOOK_URL: 'https://hooks.slack.com/services/T0001/B0002/webhook-secret-42',
  LEADS_IP_SALT: 'salt-value-9876',
  PAGESPEED_API_KEY: 'AIzaSy-pagespeed-key-123',
  SMTP_PASSWORD: 'smtp "pass" \\ word',
  SMTP_URL: 'smtps://mailer:smtp-url-pass@smtp.example.com:465',
  VITE_SENTRY_DSN: 'https://sentry-public-key@o1.ingest.sentry.io/2',
};
const NOT_SECRET_ENV = { PORT: '8080', HOST: '0.0.0.0', TRUST_PROXY: '127.0.0.1' };
const HIDDEN = [
  ...Object.values(SECRET_ENV),
  'pg-pass-Xy9%40z',
  'pg-pass-Xy9@z',
  'smtp-url-pass',
  '/services/T0001/B0002/webhook-secret-42',
];

describe('redactFields', () => {
  it('replaces personal and credential fields at any depth, in any case, in arrays too', () => {
    const headers = Object.assign(Object.create(null) as Record<string, string>, {
      authorization: 'Bearer abc',
      cookie: 'session=1',
      accept: 'text/html',
    });
    expect(
      redactFields({
        headers,
        lead: { Name: 'Ananya', email: 'a@example.in', kind: 'quote' },
        leads: [{ phone: '+919845012345', message: 'Call me' }],
        reference: 'Q-2025-ABCD',
      }),
    ).toEqual({
      headers: { authorization: REDACTED, cookie: REDACTED, accept: 'text/html' },
      lead: { Name: REDACTED, email: REDACTED, kind: 'quote' },
      leads: [{ phone: REDACTED, message: REDACTED }],
      reference: 'Q-2025-ABCD',
    });
  });

  it('leaves errors and class instances to the serializers, and cuts off deep nesting', () => {
    const error = new Error('boom');
    expect(redactFields({ err: error })).toEqual({ err: error });
    let deep: Record<string, unknown> = { email: 'deep@example.in' };
    for (let level = 0; level < 10; level += 1) deep = { next: deep };
    expect(JSON.stringify(redactFields(deep))).not.toContain('deep@example.in');
  });
});

describe('secretValues', () => {
  it('finds the secret settings by name and the passwords in URLs, and nothing else', () => {
    const secrets = secretValues({ ...SECRET_ENV, ...NOT_SECRET_ENV });
    for (const hidden of HIDDEN) {
      expect(secretScrubber(secrets)(`x ${hidden} y`)).not.toContain(hidden);
    }
    // A URL setting not secret by its name loses its password only.
    expect(secretScrubber(secrets)(SECRET_ENV.SMTP_URL)).toBe(
      `smtps://mailer:${REDACTED}@smtp.example.com:465`,
    );
    expect(secrets).not.toContain('8080');
    expect(secrets).not.toContain('127.0.0.1');
  });

  it('ignores values too short to be secrets', () => {
    expect(secretValues({ SOME_TOKEN: 'abc', LEADS_IP_SALT: '' })).toEqual([]);
  });
});

describe('the logger', () => {
  it('writes no secret setting, however it is logged', async () => {
    const log = captureLog();
    const logger = await createLogger({
      level: 'trace',
      pretty: false,
      env: { ...SECRET_ENV, ...NOT_SECRET_ENV },
      destination: log.destination,
    });
    for (const [name, value] of Object.entries(SECRET_ENV)) {
      logger.info(`${name} is ${value}`);
      logger.warn({ setting: name, value, nested: { list: [value] } }, 'a setting');
      logger.error({ err: new Error(`could not reach ${value}`) }, 'failed');
    }
    logger.info({ url: new URL(SECRET_ENV.DATABASE_URL).href }, 'normalised URL');
    const text = log.text();
    expect(log.lines()).toHaveLength(Object.keys(SECRET_ENV).length * 3 + 1);
    for (const hidden of HIDDEN) expect(text).not.toContain(hidden);
    expect(text).not.toContain(JSON.stringify(SECRET_ENV.SMTP_PASSWORD).slice(1, -1));
    expect(text).toContain(REDACTED);
    expect(text).toContain('DATABASE_URL is [redacted]');
  });

  it('writes JSON lines with the level name and an ISO time', async () => {
    const log = captureLog();
    const logger = await createLogger({
      level: 'info',
      pretty: false,
      env: {},
      destination: log.destination,
    });
    logger.debug('not written');
    logger.warn({ email: 'visitor@example.in', reference: 'C-1' }, 'about a lead');
    const [line, ...rest] = log.lines();
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      level: 'warn',
      msg: 'about a lead',
      email: REDACTED,
      reference: 'C-1',
      pid: process.pid,
    });
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
  });

  it('writes pretty lines for a person, redacted the same way', async () => {
    const log = captureLog();
    const logger = await createLogger({
      level: 'info',
      pretty: true,
      env: SECRET_ENV,
      destination: log.destination,
    });
    logger.info(
      { phone: '+919845012345', requestId: 'abc-123' },
      `hello ${SECRET_ENV.LEADS_IP_SALT}`,
    );
    const text = log.text();
    expect(text).not.toMatch(/^\{/);
    expect(text).toMatch(/INFO.*hello \[redacted\]/);
    expect(text).toContain('abc-123');
    expect(text).not.toContain('+919845012345');
    expect(text).not.toContain(SECRET_ENV.LEADS_IP_SALT);
  });
});

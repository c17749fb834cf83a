// SMTP_URL, LEADS_NOTIFY_EMAIL and LEADS_MAIL_FROM: what is read, what stops start-up, and that the
// SMTP password appears in no message and no printed form of the settings.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readEmailSettings } from '../../../server/leads/email-settings';

const PASSWORD = 'pa ss:w@rd/1';
const URL_WITH_PASSWORD = `smtp://leads%40agency.example:${encodeURIComponent(PASSWORD)}@smtp.agency.example:2525`;

describe('readEmailSettings', () => {
  it('is off when neither SMTP_URL nor LEADS_NOTIFY_EMAIL is set', () => {
    expect(readEmailSettings({})).toBeUndefined();
    expect(readEmailSettings({ SMTP_URL: ' ', LEADS_NOTIFY_EMAIL: '' })).toBeUndefined();
  });

  it('reads the server, its login and the recipients; the login is the sender', () => {
    const settings = readEmailSettings({
      SMTP_URL: URL_WITH_PASSWORD,
      LEADS_NOTIFY_EMAIL: 'sales@agency.example, owner@agency.example;ops@agency.example',
    });
    expect(settings).toMatchObject({
      smtp: {
        host: 'smtp.agency.example',
        port: 2525,
        secure: false,
        user: 'leads@agency.example',
      },
      to: ['sales@agency.example', 'owner@agency.example', 'ops@agency.example'],
      from: 'leads@agency.example',
    });
    expect(settings?.smtp.password?.reveal()).toBe(PASSWORD);
  });

  it('defaults the port to 587 for smtp:// and 465 for smtps:// (TLS from the start)', () => {
    const read = (url: string) =>
      readEmailSettings({ SMTP_URL: url, LEADS_NOTIFY_EMAIL: 'sales@agency.example' })?.smtp;
    expect(read('smtp://mail.agency.example')).toEqual({
      host: 'mail.agency.example',
      port: 587,
      secure: false,
    });
    expect(read('smtps://apikey:key@mail.agency.example')).toMatchObject({
      port: 465,
      secure: true,
      user: 'apikey',
    });
  });

  it('sends from LEADS_MAIL_FROM, else the login when it is an address, else the first recipient', () => {
    const base = {
      SMTP_URL: 'smtp://apikey:key@mail.agency.example',
      LEADS_NOTIFY_EMAIL: 'a@agency.example b@agency.example',
    };
    expect(readEmailSettings(base)?.from).toBe('a@agency.example');
    expect(readEmailSettings({ ...base, LEADS_MAIL_FROM: 'web@agency.example' })?.from).toBe(
      'web@agency.example',
    );
  });

  it.each([
    [{ SMTP_URL: 'smtp.agency.example:587' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [
      { SMTP_URL: 'http://smtp.agency.example' },
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    ],
    [{ SMTP_URL: 'smtp://user:pass@' }, /SMTP_URL is not a URL/],
    [{ SMTP_URL: 'smtp://smtp.agency.example:99999' }, /SMTP_URL is not a URL/],
    [{ SMTP_URL: 'smtp://smtp.agency.example/path' }, /takes no path or \?options/],
    [{ SMTP_URL: 'smtp://smtp.agency.example?secure=true' }, /takes no path or \?options/],
    [
      { SMTP_URL: 'smtp://user:100%@smtp.agency.example' },
      /SMTP_URL is not a URL|% that is not an escape/,
    ],
    [{ SMTP_URL: 'smtp://:secret@smtp.agency.example' }, /a password but no user name/],
    [{ LEADS_NOTIFY_EMAIL: 'not-an-address' }, /"not-an-address" is not an email address/],
    [{ LEADS_NOTIFY_EMAIL: ' , ' }, /at least one email address/],
    [{ LEADS_MAIL_FROM: 'web' }, /"web" is not an email address/],
    [{ LEADS_MAIL_FROM: 'a@agency.example,b@agency.example' }, /one email address/],
  ])('stops start-up on %j with a clear message', (wrong, message) => {
    const env = {
      SMTP_URL: 'smtp://mail.agency.example',
      LEADS_NOTIFY_EMAIL: 'a@agency.example',
      ...wrong,
    };
    expect(() => readEmailSettings(env)).toThrow(message);
  });

  it('needs both SMTP_URL and LEADS_NOTIFY_EMAIL', () => {
    expect(() => readEmailSettings({ SMTP_URL: 'smtp://mail.agency.example' })).toThrow(
      /SMTP_URL needs LEADS_NOTIFY_EMAIL/,
    );
    expect(() => readEmailSettings({ LEADS_NOTIFY_EMAIL: 'a@agency.example' })).toThrow(
      /LEADS_NOTIFY_EMAIL needs SMTP_URL/,
    );
    expect(() => readEmailSettings({ LEADS_MAIL_FROM: 'web@agency.example' })).toThrow(
      /LEADS_MAIL_FROM is set but SMTP_URL and LEADS_NOTIFY_EMAIL are not/,
    );
  });

  it.each([
    `smtp://leads:${encodeURIComponent(PASSWORD)}@smtp.agency.example:70000`,
    `smtp://leads:${encodeURIComponent(PASSWORD)}@smtp.agency.example/x`,
    `smtp://leads:${PASSWORD}@smtp.agency.example`,
    `http://leads:${encodeURIComponent(PASSWORD)}@smtp.agency.example`,
    `smtp://:${encodeURIComponent(PASSWORD)}@smtp.agency.example`,
  ])('never repeats the password in a message: %s', (SMTP_URL) => {
    let message = '';
    try {
      readEmailSettings({ SMTP_URL, LEADS_NOTIFY_EMAIL: 'a@agency.example' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^SMTP_URL/);
    for (const spelling of [PASSWORD, encodeURIComponent(PASSWORD), 'pa ss', 'w@rd'])
      expect(message).not.toContain(spelling);
  });

  it('prints the settings without the password (logs, JSON, inspect)', () => {
    const settings = readEmailSettings({
      SMTP_URL: URL_WITH_PASSWORD,
      LEADS_NOTIFY_EMAIL: 'sales@agency.example',
    });
    for (const printed of [
      JSON.stringify(settings),
      inspect(settings, { depth: 9 }),
      `${settings?.smtp.password}`,
    ]) {
      expect(printed).not.toContain(PASSWORD);
      expect(printed).not.toContain(encodeURIComponent(PASSWORD));
    }
    expect(JSON.stringify(settings)).toContain('"password":"[secret]"');
  });
});

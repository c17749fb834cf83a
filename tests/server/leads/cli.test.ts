// The leads CLI as the agency runs it: list, show, export as CSV and JSON, --since, purge, the spam
// folder and release, resend, usage errors, both on its own and while the server owns the embedded
// database. Most commands run in-process (runCliInProcess, the same code without a Node start); the
// first list and the unknown reference run `tsx server/leads/cli.ts` as a real process, for the
// entry point's output and exit codes.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadRepository } from '../../../server/leads/lead-repository';
import { openLeadDatabase } from '../../../server/leads/lead-service';
import { CSV_COLUMNS } from '../../../server/leads/lead-formats';
import { runCli, runCliInProcess, startDevServer } from './lead-processes';
import { contactSubmission } from './lead-fixtures';
import { readCsv } from '../../support/read-csv';
import { freshLeadsDataDir } from '../../support/pglite-template';

const DAY_MS = 24 * 60 * 60 * 1000;

const seeded = {
  old: {
    kind: 'quote' as const,
    payload: {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'old@example.in',
      phone: '+919811012345',
      company: 'Sharma, Sons & "Partners"',
      services: ['seo', 'seo/local'],
      city: 'gurgaon',
      budget: '1l-3l',
      message: 'Line one,\nline two with "quotes"\r\nand @mention',
      consent: true,
    },
    ageDays: 400,
  },
  recent: {
    kind: 'contact' as const,
    payload: {
      name: 'கார்த்திக்',
      email: 'karthik@example.in',
      subject: '-1 sale? +2 sales!',
      message: 'வணக்கம், SEO பற்றி பேசலாமா?',
      consent: true,
    },
    ageDays: 10,
  },
  today: {
    kind: 'contact' as const,
    payload: {
      name: 'Neha Gupta',
      email: 'neha@example.in',
      // Bidi controls and a line break that would disguise the subject in a terminal.
      subject: 'Invoice \u202Efdp.exe\u202C\nurgent',
      message: 'Please call me after 5 pm.',
      consent: true,
    },
    ageDays: 0,
  },
};

describe('npm run leads', () => {
  let dataDir = '';
  let env: Record<string, string> = {};
  const references: Record<keyof typeof seeded, string> = { old: '', recent: '', today: '' };
  let spamReference = '';

  beforeAll(async () => {
    dataDir = await freshLeadsDataDir('leads-cli-');
    env = { LEADS_DATA_DIR: dataDir };
    const db = await openLeadDatabase({ dataDir });
    const repository = createLeadRepository(db);
    for (const [name, lead] of Object.entries(seeded) as [
      keyof typeof seeded,
      (typeof seeded)[keyof typeof seeded],
    ][]) {
      const { idempotencyKey } = contactSubmission() as { idempotencyKey: string };
      const { reference } = await repository.insert({
        kind: lead.kind,
        idempotencyKey,
        payload: lead.payload,
      });
      await db.query('UPDATE leads SET created_at = $1 WHERE reference = $2', [
        new Date(Date.now() - lead.ageDays * DAY_MS),
        reference,
      ]);
      references[name] = reference;
    }
    const { idempotencyKey } = contactSubmission() as { idempotencyKey: string };
    const spam = await repository.insert({
      kind: 'contact',
      idempotencyKey,
      payload: { name: 'Link Seller', email: 'seo@links.example', consent: true },
      spamReason: 'honeypot',
    });
    spamReference = spam.reference;
    await db.close();
  }, 120_000);

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('lists the newest leads, the latest last, with a count', async () => {
    const { code, stdout } = await runCli(['list'], env);
    expect(code).toBe(0);
    expect(stdout).toContain('3 leads.');
    const positions = [references.old, references.recent, references.today].map((reference) =>
      stdout.indexOf(reference),
    );
    expect(positions[0]).toBeGreaterThan(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(stdout).toContain('Neha Gupta');
    const old = stdout.split('\n').find((line) => line.includes(references.old));
    expect(old).toContain('Gurgaon');
    expect(old).toContain('₹1 lakh to ₹3 lakh a month');
    // The message's line breaks must not break the table: one line per lead plus header and count.
    expect(stdout.trimEnd().split('\n')).toHaveLength(5);
  }, 60_000);

  it('lists bidi controls and line breaks as visible escapes', async () => {
    const { code, stdout } = await runCliInProcess(['list'], env);
    expect(code).toBe(0);
    expect(stdout).toContain('Invoice \\u{202E}fdp.exe\\u{202C}\\nurgent');
    expect(stdout).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  }, 60_000);

  it('shows every field of one lead, its message line by line', async () => {
    const { code, stdout } = await runCliInProcess(['show', references.old.toLowerCase()], env);
    expect(code).toBe(0);
    for (const line of [
      `Reference                RM-`,
      'Kind                     Quote request',
      'Name                     =HYPERLINK("http://evil.example","Click")',
      'Company                  Sharma, Sons & "Partners"',
      'Phone                    +919811012345',
      'Email                    old@example.in',
      'City                     Gurgaon',
      'Services                 SEO Services, Local SEO',
      'Budget                   ₹1 lakh to ₹3 lakh a month',
      'Message                  Line one,\n                         line two with "quotes"\n',
      'Consent to be contacted  yes',
      'Deliveries:\n  none: no email or webhook was set up when it came in',
    ])
      expect(stdout).toContain(line);
  }, 60_000);

  it('says so, with exit code 1, for a reference it does not have', async () => {
    const { code, stderr } = await runCli(['show', 'RM-2026-7KQ4MG'], env);
    expect(code).toBe(1);
    expect(stderr).toContain('No lead has this reference');
  }, 60_000);

  it('exports JSON with every stored field, oldest first', async () => {
    const { code, stdout } = await runCliInProcess(['export', '--format', 'json'], env);
    expect(code).toBe(0);
    const leads = JSON.parse(stdout) as Record<string, unknown>[];
    expect(leads.map((lead) => lead.reference)).toEqual([
      references.old,
      references.recent,
      references.today,
    ]);
    expect(leads[0]).toMatchObject({ kind: 'quote', ...seeded.old.payload });
    expect(leads[1]).toMatchObject(seeded.recent.payload);
  }, 60_000);

  it('exports CSV that reads back exactly, with formula cells defused', async () => {
    const { code, stdout } = await runCliInProcess(['export', '--format', 'csv'], env);
    expect(code).toBe(0);
    expect(stdout.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = readCsv(stdout.slice(1));
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    const column = (row: string[] | undefined, name: (typeof CSV_COLUMNS)[number]) =>
      row?.[CSV_COLUMNS.indexOf(name)];
    const [old, recent] = rows;
    expect(column(old, 'name')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(column(old, 'company')).toBe('Sharma, Sons & "Partners"');
    expect(column(old, 'message')).toBe('Line one,\nline two with "quotes"\r\nand @mention');
    expect(column(old, 'phone')).toBe("'+919811012345");
    expect(column(old, 'services')).toBe('SEO Services; Local SEO');
    expect(column(old, 'city')).toBe('Gurgaon');
    expect(column(old, 'budget')).toBe('₹1 lakh to ₹3 lakh a month');
    expect(column(recent, 'name')).toBe('கார்த்திக்');
    expect(column(recent, 'subject')).toBe("'-1 sale? +2 sales!");
    expect(column(rows[2], 'subject')).toBe(seeded.today.payload.subject);
  }, 60_000);

  it('exports only the leads since a date', async () => {
    const since = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
    const { code, stdout } = await runCliInProcess(
      ['export', '--format', 'json', '--since', since],
      env,
    );
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { reference: string }[]).map((lead) => lead.reference)).toEqual([
      references.recent,
      references.today,
    ]);
  }, 60_000);

  it('writes an export file readable by its owner only', async () => {
    const file = path.join(dataDir, 'leads.csv');
    const { code, stderr } = await runCliInProcess(
      ['export', '--format', 'csv', '--output', file],
      env,
    );
    expect(code).toBe(0);
    expect(stderr).toContain(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  }, 60_000);

  it.each([
    [['export'], /--format csv or --format json/],
    [['export', '--format', 'xlsx'], /--format csv or --format json/],
    [['purge', '--older-than', '0'], /at least 1/],
    [['purge'], /--older-than needs/],
    [['list', '--since', '2026-02-30'], /date like 2026-01-01/],
    [['list', '--format', 'csv'], /list does not take --format/],
    [['sync'], /Unknown command "sync"/],
    [['resend'], /resend needs either --since DATE .* or references/],
  ])(
    'refuses %j with a usage message and exit code 2',
    async (args, message) => {
      const { code, stderr } = await runCliInProcess(args, env);
      expect(code).toBe(2);
      expect(stderr).toMatch(message);
      expect(stderr).toContain('Usage:');
    },
    60_000,
  );

  it('reads and purges through the server while it owns the database', async () => {
    const server = await startDevServer(env);
    try {
      const dryRun = await runCliInProcess(['purge', '--older-than', '365', '--dry-run'], env);
      expect(dryRun.stdout).toBe('1 lead would be deleted (dry run).\n');
      const purge = await runCliInProcess(['purge', '--older-than', '365'], env);
      expect(purge.stdout).toBe('Deleted 1 lead.\n');
      const list = await runCliInProcess(['list'], env);
      expect(list.code).toBe(0);
      expect(list.stdout).toContain('2 leads.');
      expect(list.stdout).not.toContain(references.old);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
  // After the tests above: releasing and resending queue deliveries, which they do not expect.
  describe('the spam folder and leads never sent', () => {
    // Loopback and never contacted: no server runs to deliver what the CLI queues here.
    const withWebhook = () => ({ ...env, LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook' });

    it('lists held spam apart from the leads, says why, and releases it to the webhook', async () => {
      const list = await runCliInProcess(['list'], env);
      expect(list.stdout).not.toContain(spamReference);
      const folder = await runCliInProcess(['list', '--spam'], env);
      expect(folder.code).toBe(0);
      expect(folder.stdout).toContain(spamReference);
      expect(folder.stdout).toContain('a hidden field that only bots fill in was filled in');
      expect(folder.stdout).toContain(`npm run leads -- release REFERENCE`);
      const shown = await runCliInProcess(['show', spamReference], env);
      expect(shown.stdout).toContain('In the spam folder: a hidden field');
      expect(shown.stdout).toContain(
        `none: held as spam. If it is a real enquiry: npm run leads -- release ${spamReference}`,
      );

      const release = await runCliInProcess(
        ['release', spamReference.toLowerCase()],
        withWebhook(),
      );
      expect(release.code).toBe(0);
      expect(release.stdout).toBe(`Released 1 lead and queued for webhook: ${spamReference}.\n`);
      const again = await runCliInProcess(['release', spamReference], withWebhook());
      expect(again.stdout).toMatch(/^None of these is in the spam folder/);
      expect((await runCliInProcess(['list', '--spam'], env)).stdout).toBe(
        'The spam folder is empty.\n',
      );
      const released = await runCliInProcess(['show', spamReference], env);
      expect(released.stdout).toContain('Released from the spam folder');
      expect(released.stdout).toContain('Webhook, new lead: not tried yet');
    }, 180_000);

    it('resends the leads that came before the webhook, once, and says what it needs', async () => {
      const unset = await runCliInProcess(['resend', '--since', '2000-01-01'], env);
      expect(unset.code).toBe(1);
      expect(unset.stderr).toContain('No email or webhook is set up here');
      const resend = await runCliInProcess(['resend', '--since', '2000-01-01'], withWebhook());
      expect(resend.code).toBe(0);
      expect(resend.stdout).toMatch(/^Queued 2 leads for webhook: /);
      for (const reference of [references.recent, references.today])
        expect(resend.stdout).toContain(reference);
      const again = await runCliInProcess(['resend', references.today], withWebhook());
      expect(again.stdout).toMatch(
        /^Nothing to send: every lead chosen was already sent or queued/,
      );
      const shown = await runCliInProcess(['show', references.today], env);
      expect(shown.stdout).toContain('Webhook, new lead: not tried yet');
    }, 120_000);
  });
});

// The CLI's table, CSV and JSON views of leads.
import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../../server/leads/admin-commands';
import { leadsToCsv, leadsToJson, leadsToTable } from '../../../server/leads/lead-formats';

const lead: LeadRecord = {
  reference: 'RM-2026-ABCDE',
  kind: 'contact',
  createdAt: '2026-03-05T09:02:10.000Z',
  payload: {
    name: 'Dev\u001b[31mil',
    email: 'devil@example.in',
    subject: 'Line one\nline two',
    message: 'Hi',
    consent: true,
  },
};

describe('leadsToTable', () => {
  it('prints one line per lead in India time, with control characters escaped', () => {
    const lines = leadsToTable([lead]).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('2026-03-05 14:32');
    expect(lines[1]).toContain('Line one\\nline two');
    expect(lines[1]).toContain('Dev\\u{1B}[31mil');
    expect(lines[1]).not.toContain('\u001b');
    expect(lines[2]).toBe('1 lead.');
  });

  it('shows bidi and invisible characters in every column as escapes', () => {
    const disguised: LeadRecord = {
      ...lead,
      kind: 'quote',
      payload: {
        name: 'A\u200Bsha',
        company: '\u202Efdp.exe\u202C',
        email: 'asha@example.in\u2066',
        phone: '+919845012345\u200F',
        services: ['seo\u202E'],
      },
    };
    const table = leadsToTable([disguised]);
    for (const escape of ['\\u{200B}', '\\u{202E}', '\\u{202C}', '\\u{2066}', '\\u{200F}'])
      expect(table).toContain(escape);
    expect(table).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
  });

  it('cuts long cells to the column width without cutting an escape', () => {
    const [, row] = leadsToTable([
      {
        ...lead,
        payload: { ...lead.payload, subject: `${'x'.repeat(45)}\u202E${'y'.repeat(20)}` },
      },
    ]).split('\n');
    expect(row).toMatch(/x{45}…$/);
  });

  it("gives each lead's city and budget their own columns", () => {
    const [header, row] = leadsToTable([
      { ...lead, kind: 'quote', payload: { name: 'Ishaan', city: 'hyderabad', budget: '50k-1l' } },
    ]).split('\n');
    expect(header).toMatch(/Contact +City +Budget +About$/);
    expect(row).toContain('Hyderabad');
    expect(row).toContain('₹50,000 to ₹1 lakh a month');
  });

  it("shows a typed city as typed, and an older lead's place slug by its name", () => {
    const rows = leadsToTable([
      { ...lead, kind: 'quote', payload: { name: 'Ishaan', city: 'Nagpur' } },
      { ...lead, kind: 'quote', payload: { name: 'Meera', city: 'other' } },
      { ...lead, kind: 'quote', payload: { name: 'Ravi', city: 'Nagpur\u202E' } },
    ]).split('\n');
    expect(rows[1]).toMatch(/ {2}Nagpur$/);
    expect(rows[2]).toContain('Other city or town');
    expect(rows[3]).toContain('Nagpur\\u{202E}');
  });

  it('says so when there are no leads', () => {
    expect(leadsToTable([])).toBe('No leads yet.\n');
  });
});

describe('leadsToCsv', () => {
  it('keeps the stored text as it is: only the terminal listing escapes', () => {
    const csv = leadsToCsv([{ ...lead, payload: { ...lead.payload, subject: 'a\u202Eb\u200Bc' } }]);
    expect(csv).toContain('a\u202Eb\u200Bc');
    expect(csv).not.toContain('\\u{202E}');
  });

  it("writes a typed city as typed, and an older lead's place slug by its name", () => {
    const quote = { ...lead, kind: 'quote' as const };
    const csv = leadsToCsv([
      { ...quote, payload: { name: 'Ishaan', city: 'Nagpur' } },
      { ...quote, payload: { name: 'Meera', city: 'pune' } },
    ]);
    const cityColumn = (row = '') => row.split(',')[10];
    const [, nagpur, pune] = csv.split('\r\n');
    expect(cityColumn(nagpur)).toBe('Nagpur');
    expect(cityColumn(pune)).toBe('Pune');
  });

  it('writes a byte-order mark, then one column per field in the lead field order', () => {
    const [header, row] = leadsToCsv([lead]).split('\r\n');
    expect(header).toBe(
      '\uFEFFreference,created_at_ist,kind,name,email,phone,company,website,need,services,city,budget,subject,message',
    );
    expect(row).toBe(
      'RM-2026-ABCDE,2026-03-05 14:32:10,contact,Dev\u001b[31mil,devil@example.in,,,,,,,,"Line one\nline two",Hi',
    );
  });
});

describe('leadsToJson', () => {
  it('flattens each lead to its reference, kind, time and fields', () => {
    expect(JSON.parse(leadsToJson([lead]))).toEqual([
      {
        reference: 'RM-2026-ABCDE',
        kind: 'contact',
        createdAt: '2026-03-05T09:02:10.000Z',
        ...lead.payload,
      },
    ]);
  });
});

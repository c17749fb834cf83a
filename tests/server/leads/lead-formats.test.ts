import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../../../server/leads/admin-commands';
import { leadsToJson, leadsToTable } from '../../../server/leads/lead-formats';

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
  it('prints one line per lead in India time, with control characters flattened', () => {
    const lines = leadsToTable([lead]).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('2026-03-05 14:32');
    expect(lines[1]).toContain('Line one line two');
    expect(lines[1]).not.toContain('\u001b');
    expect(lines[2]).toBe('1 lead.');
  });

  it('says so when there are no leads', () => {
    expect(leadsToTable([])).toBe('No leads yet.\n');
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

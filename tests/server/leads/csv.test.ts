import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../server/leads/csv';
import { readCsv } from './read-csv';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Pune')).toBe('Pune');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Sharma, Sons')).toBe('"Sharma, Sons"');
    expect(csvCell('say "hello"')).toBe('"say ""hello"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it.each([['=1+1'], ['+91 98200 12345'], ['-2'], ['@SUM(A1)'], ['\t=cmd'], ['\r=cmd']])(
    'defuses the formula-like cell %j with a leading quote',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith(`'`)).toBe(true);
    },
  );
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFFa,b\r\nc,d\r\n');
  });

  it('writes any text so that an RFC 4180 reader gets it back (formula cells aside)', () => {
    const safeText = fc.string({ unit: 'grapheme' }).filter((text) => !/^[=+\-@\t\r]/.test(text));
    fc.assert(
      fc.property(
        fc.array(fc.array(safeText, { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 4,
        }),
        (rows) => {
          expect(readCsv(toCsv(rows).slice(1))).toEqual(rows);
        },
      ),
    );
  });
});

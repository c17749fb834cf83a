// The one CSV writer (leads export, SEO tools' downloads): quoting, the formula guard, the cells
// it writes for numbers and missing values, and an RFC 4180 reader getting any text back.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../shared/csv';
import { readCsv } from '../support/read-csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are, and missing values empty', () => {
    expect(csvCell('Pune')).toBe('Pune');
    expect([csvCell(42), csvCell(42.5), csvCell(-5)]).toEqual(['42', '42.5', '-5']);
    expect([csvCell(null), csvCell(undefined), csvCell(NaN), csvCell(Infinity)]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  it('quotes cells with commas, quotes, line breaks or spaces at either end, doubling quotes', () => {
    expect(csvCell('Sharma, Sons')).toBe('"Sharma, Sons"');
    expect(csvCell('say "hello"')).toBe('"say ""hello"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('inner space')).toBe('inner space');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98200 12345', "'+91 98200 12345"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', `"'\r=cmd"`],
    [
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
  ])('defuses the formula-like cell %j with a leading apostrophe', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe('toCsv', () => {
  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it('starts with a byte-order mark for Excel when asked', () => {
    expect(toCsv([['₹', 'हिन्दी']], { excelBom: true })).toBe('\uFEFF₹,हिन्दी\r\n');
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
          expect(readCsv(toCsv(rows))).toEqual(rows);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toCsv } from '../../../src/features/seo-tools/csv';

describe('CSV export', () => {
  it('quotes cells with commas, quotes and line breaks, doubling inner quotes', () => {
    expect(escapeCsvCell('plain')).toBe('plain');
    expect(escapeCsvCell('a, b')).toBe('"a, b"');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('guards cells a spreadsheet would run as a formula', () => {
    expect(escapeCsvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
    expect(escapeCsvCell('+91 98100 12345')).toBe("'+91 98100 12345");
    expect(escapeCsvCell('-2+3')).toBe("'-2+3");
    expect(escapeCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCsvCell('\t=1')).toBe("'\t=1");
  });

  it('writes numbers as numbers and empties for missing values', () => {
    expect([
      escapeCsvCell(-5),
      escapeCsvCell(42.5),
      escapeCsvCell(null),
      escapeCsvCell(undefined),
      escapeCsvCell(NaN),
      escapeCsvCell(true),
    ]).toEqual(['-5', '42.5', '', '', '', 'yes']);
  });

  it('joins rows with CRLF and ends with a line break', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

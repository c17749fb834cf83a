// The contrast helper: WCAG luminance and ratio maths, hex parsing, and the AA/AAA thresholds of
// SPEC.md 5 for normal and large text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatRatio,
  normaliseHex,
  parseHex,
  rateContrast,
  relativeLuminance,
} from '../../../src/features/a11y/contrast';
import {
  CONTRAST_AA_LARGE,
  CONTRAST_AA_NORMAL,
  CONTRAST_AAA_LARGE,
  CONTRAST_AAA_NORMAL,
} from '../../../src/features/a11y/a11y-constants';

const hexColour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`);

describe('parseHex', () => {
  it('reads six-digit colours with or without the hash, in any case', () => {
    expect(parseHex('#1E293b')).toEqual({ r: 0x1e, g: 0x29, b: 0x3b });
    expect(parseHex('ffffff')).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('expands the three-digit short form', () => {
    expect(parseHex('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
  });

  it('rejects anything that is not a hex colour', () => {
    for (const input of ['', '#12', '#12345', '#1234567', 'red', '#ggg', 'rgb(0,0,0)']) {
      expect(parseHex(input), input).toBeUndefined();
    }
  });

  it('normalises to lower-case #rrggbb for colour inputs', () => {
    expect(normaliseHex(' #ABC ')).toBe('#aabbcc');
    expect(normaliseHex('nope')).toBeUndefined();
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
  });

  it('weights green most and blue least, as the eye does', () => {
    const red = relativeLuminance({ r: 255, g: 0, b: 0 });
    const green = relativeLuminance({ r: 0, g: 255, b: 0 });
    const blue = relativeLuminance({ r: 0, g: 0, b: 255 });
    expect(red).toBeCloseTo(0.2126, 4);
    expect(green).toBeCloseTo(0.7152, 4);
    expect(blue).toBeCloseTo(0.0722, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#4338ca', '#4338ca')).toBe(1);
  });

  it('matches published values for familiar pairs', () => {
    // #767676 on white is the classic lightest grey that passes AA: 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('does not depend on which colour is the text', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        expect(contrastRatio(a, b)).toBeCloseTo(contrastRatio(b, a), 12);
      }),
    );
  });

  it('always lies between 1 and 21', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.000001);
      }),
    );
  });

  it('throws on a colour it cannot read', () => {
    expect(() => contrastRatio('#fff', 'blue')).toThrow(RangeError);
  });
});

describe('rateContrast', () => {
  it('uses the thresholds of SPEC.md 5', () => {
    expect([
      CONTRAST_AA_NORMAL,
      CONTRAST_AA_LARGE,
      CONTRAST_AAA_NORMAL,
      CONTRAST_AAA_LARGE,
    ]).toEqual([4.5, 3, 7, 4.5]);
  });

  it('passes AA for large text only from 3 to just under 4.5', () => {
    expect(rateContrast(3)).toEqual({
      aa: { normal: false, large: true },
      aaa: { normal: false, large: false },
    });
    expect(rateContrast(4.49)).toEqual({
      aa: { normal: false, large: true },
      aaa: { normal: false, large: false },
    });
  });

  it('passes AA for all text and AAA for large text from 4.5 to just under 7', () => {
    expect(rateContrast(4.5)).toEqual({
      aa: { normal: true, large: true },
      aaa: { normal: false, large: true },
    });
    expect(rateContrast(6.99).aaa.normal).toBe(false);
  });

  it('passes every level from 7 up', () => {
    expect(rateContrast(7)).toEqual({
      aa: { normal: true, large: true },
      aaa: { normal: true, large: true },
    });
  });

  it('fails everything below 3', () => {
    expect(rateContrast(2.99)).toEqual({
      aa: { normal: false, large: false },
      aaa: { normal: false, large: false },
    });
  });

  it('never passes a level for normal text that it fails for large text', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 21, noNaN: true }), (ratio) => {
        const { aa, aaa } = rateContrast(ratio);
        if (aa.normal) expect(aa.large).toBe(true);
        if (aaa.normal) expect(aaa.large).toBe(true);
        if (aaa.normal) expect(aa.normal).toBe(true);
      }),
    );
  });
});

describe('formatRatio', () => {
  it('shows two decimals and truncates so a failing ratio never reads as the threshold', () => {
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(4.5)).toBe('4.50:1');
  });
});

// Reading and writing the map's state outlines: relative and absolute movetos and linetos, numbers
// in exponent form, closepath returning the pen, rounding to tenths without repeated points, and
// the even-odd point-in-polygon test the city checks rely on.
import { describe, expect, it } from 'vitest';
import { boundsOf, containsPoint, formatPath, parsePath } from '../../../build/india-map/svg-path';

describe('parsePath', () => {
  it('reads relative linetos after a moveto and returns to the ring start after closepath', () => {
    expect(parsePath('m 10,10 5,0 0,5 z m 10,0 1,1 L 30,30 z')).toEqual([
      [
        [10, 10],
        [15, 10],
        [15, 15],
      ],
      [
        [20, 10],
        [21, 11],
        [30, 30],
      ],
    ]);
  });

  it('reads numbers written with an exponent as numbers, not as commands', () => {
    expect(parsePath('m 0,0 10e-4,1 1,0 z')[0]).toEqual([
      [0, 0],
      [0.001, 1],
      [1.001, 1],
    ]);
  });
});

describe('formatPath', () => {
  it('rounds to tenths, drops points that rounding repeats and writes numbers short', () => {
    const rings = parsePath('m 10.02,10 0.01,0 4.97,0 0,-0.5 -5,0.5 z');
    expect(formatPath(rings)).toBe('m10 10 5 0 0-.5-5 .5z');
  });

  it('draws the same rings it read, to a tenth', () => {
    const rings = parsePath('m 1.23,4.56 7.1,0 0,3.3 z m 20,20 4,0 0,4 z');
    const again = parsePath(formatPath(rings));
    again.flat().forEach(([x, y], index) => {
      const [ox, oy] = rings.flat()[index]!;
      expect(Math.abs(x - ox)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(Math.abs(y - oy)).toBeLessThanOrEqual(0.05 + 1e-9);
    });
  });

  it('leaves out a ring that rounding collapses', () => {
    expect(formatPath(parsePath('m 5,5 0.01,0 0,0.01 z m 0,0 2,0 0,2 z'))).toBe('m5 5 2 0 0 2z');
  });
});

describe('containsPoint', () => {
  const square = parsePath('m 0,0 10,0 0,10 -10,0 z m 3,3 4,0 0,4 -4,0 z');

  it('finds points inside an outline and outside its hole', () => {
    expect(containsPoint(square, [1, 1])).toBe(true);
    expect(containsPoint(square, [5, 5])).toBe(false);
    expect(containsPoint(square, [11, 5])).toBe(false);
  });

  it('measures the bounding box of every ring', () => {
    expect(boundsOf(square)).toEqual([0, 0, 10, 10]);
  });
});

import { describe, expect, it } from 'vitest';
import { markPaths, paletteIconPaths } from '../../../src/features/palette/palette-icons';

describe('palette icons', () => {
  it.each(Object.entries({ ...paletteIconPaths, ...markPaths }))(
    '%s is one path of SVG path commands, starting at an absolute point',
    (_name, d) => {
      expect(d).toMatch(/^[MLHVCSQTAZmlhvcsqtaz\d\s.,-]+$/);
      // Its pieces were joined from separate elements: a leading relative move would be drawn
      // from wherever the previous piece ended.
      expect(d).toMatch(/^M-?[\d.]/);
    },
  );
});

// Map labels go right of their mark, else left, and are left out rather than drawn over another
// label, another mark or the map's edge.
import { describe, expect, it } from 'vitest';
import { placeLabels } from '../../src/lib/map-labels';

const sizes = { font: 10, radius: 2, gap: 4 };
const view = [0, 0, 200, 100] as const;
const point = (slug: string, x: number, y: number) => ({ slug, name: slug, x, y });

describe('placeLabels', () => {
  it('puts a label to the right of its mark when there is room', () => {
    expect(placeLabels([point('delhi', 50, 50)], view, sizes)).toEqual([
      { slug: 'delhi', name: 'delhi', x: 54, y: 50, anchor: 'start' },
    ]);
  });

  it('puts it to the left at the right edge of the map', () => {
    expect(placeLabels([point('kolkata', 190, 50)], view, sizes)[0]).toMatchObject({
      x: 186,
      anchor: 'end',
    });
  });

  it('moves a label off a neighbouring mark, and leaves it out when both sides are taken', () => {
    const labels = placeLabels(
      [point('first', 100, 50), point('second', 110, 50), point('third', 80, 50)],
      view,
      sizes,
    );
    // "first" has marks on both sides; "third" is pushed left by its neighbour's mark.
    expect(labels.map(({ slug, anchor }) => [slug, anchor])).toEqual([
      ['second', 'start'],
      ['third', 'end'],
    ]);
  });
});

// Where a map names its places: each label goes to the right of its mark, else to the left, and
// is left out when both would cover a label already placed, another mark or the map's edge (the
// figure's caption names every place anyway). Places come in order of importance.

export interface LabelledPoint {
  slug: string;
  name: string;
  x: number;
  y: number;
}

export interface PlacedLabel {
  slug: string;
  name: string;
  x: number;
  y: number;
  anchor: 'start' | 'end';
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How wide a label's text is, roughly, in units of its font size (a semibold sans serif). */
const CHARACTER_WIDTH = 0.6;

const overlap = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Labels for `points` in a view of [x, y, width, height], with text `font` units high set `gap`
 * units from a mark of radius `radius`.
 */
export function placeLabels(
  points: readonly LabelledPoint[],
  view: readonly [number, number, number, number],
  { font, radius, gap }: { font: number; radius: number; gap: number },
): PlacedLabel[] {
  const [viewX, viewY, viewWidth, viewHeight] = view;
  const inside = (box: Box) =>
    box.left >= viewX &&
    box.top >= viewY &&
    box.right <= viewX + viewWidth &&
    box.bottom <= viewY + viewHeight;
  const marks = points.map(({ slug, x, y }) => ({
    slug,
    box: { left: x - radius, top: y - radius, right: x + radius, bottom: y + radius },
  }));
  const taken: Box[] = [];
  const placed: PlacedLabel[] = [];
  for (const point of points) {
    const width = point.name.length * font * CHARACTER_WIDTH;
    const top = point.y - font / 2;
    const bottom = point.y + font / 2;
    for (const anchor of ['start', 'end'] as const) {
      const x = anchor === 'start' ? point.x + gap : point.x - gap;
      const box =
        anchor === 'start' ? { left: x, right: x + width } : { left: x - width, right: x };
      const candidate = { ...box, top, bottom };
      const free =
        inside(candidate) &&
        !taken.some((other) => overlap(other, candidate)) &&
        !marks.some((mark) => mark.slug !== point.slug && overlap(mark.box, candidate));
      if (!free) continue;
      taken.push(candidate);
      placed.push({ slug: point.slug, name: point.name, x, y: point.y, anchor });
      break;
    }
  }
  return placed;
}

// Reads and writes the state outlines of @svg-maps/india: their path data uses only moveto, lineto
// and closepath (m, l, L, z), so a path is a list of rings of points. Writing rounds every point to
// one decimal (a tenth of a map unit is under a pixel at any size the site draws the map) and
// drops the points that rounding makes repeat, which halves the bytes of the base map.

export type Point = readonly [number, number];
export type Ring = Point[];

const TOKEN = /[mMlLzZ]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g;

/** The rings of a path made of moveto, lineto and closepath commands, in absolute coordinates. */
export function parsePath(data: string): Ring[] {
  const tokens = data.match(TOKEN) ?? [];
  const rings: Ring[] = [];
  let ring: Ring = [];
  let command = 'm';
  let x = 0;
  let y = 0;
  let start: Point = [0, 0];
  for (let index = 0; index < tokens.length;) {
    const token = tokens[index]!;
    if (/^[mlz]$/i.test(token)) {
      command = token;
      index += 1;
      if (command === 'z' || command === 'Z') {
        if (ring.length > 0) rings.push(ring);
        ring = [];
        [x, y] = start;
      }
      continue;
    }
    const dx = Number(token);
    const dy = Number(tokens[index + 1]);
    index += 2;
    const relative = command === 'm' || command === 'l';
    x = relative ? x + dx : dx;
    y = relative ? y + dy : dy;
    if (command === 'm' || command === 'M') {
      if (ring.length > 0) rings.push(ring);
      ring = [];
      start = [x, y];
      // Pairs after a moveto are linetos of the same kind.
      command = command === 'm' ? 'l' : 'L';
    }
    ring.push([x, y]);
  }
  if (ring.length > 0) rings.push(ring);
  return rings;
}

const tenth = (value: number): number => Math.round(value * 10);

/** A number in tenths written as short as SVG allows: 12.5, -.3, 4. */
function decimal(tenths: number): string {
  const text = (tenths / 10).toString();
  return text.replace(/^(-?)0\./, '$1.');
}

/** Path data for rings, rounded to tenths, relative, without repeated points or empty rings. */
export function formatPath(rings: readonly Ring[]): string {
  let out = '';
  let x = 0;
  let y = 0;
  for (const ring of rings) {
    const points: [number, number][] = [];
    for (const [px, py] of ring) {
      const point: [number, number] = [tenth(px), tenth(py)];
      const last = points.at(-1);
      if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
    }
    if (points.length < 3) continue;
    const numbers = points.flatMap(([px, py]) => {
      const pair = [decimal(px - x), decimal(py - y)];
      [x, y] = [px, py];
      return pair;
    });
    // A closepath returns the pen to the ring's first point, where the next relative moveto starts.
    [x, y] = points[0]!;
    // A minus sign separates two numbers on its own.
    out += `m${numbers.reduce((text, number) => `${text}${number.startsWith('-') ? '' : ' '}${number}`)}z`;
  }
  return out;
}

/** The bounding box of rings: [minX, minY, maxX, maxY]. */
export function boundsOf(rings: readonly Ring[]): [number, number, number, number] {
  const xs = rings.flatMap((ring) => ring.map(([x]) => x));
  const ys = rings.flatMap((ring) => ring.map(([, y]) => y));
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Whether a point lies inside the rings, by the even-odd rule the map's paths are drawn with. */
export function containsPoint(rings: readonly Ring[], [x, y]: Point): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

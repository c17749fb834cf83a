// The designed stand-in for a team member's photo: the person's initials set large over a pattern
// drawn from their name (one of four motifs, its turn and its colour fixed by a hash of the name
// and role), in the theme's brand and accent colours, so each card differs, the same person always
// looks the same, and nothing reads as a missing photo. Decorative: the card names the person.
import type { ReactNode } from 'react';

/** A small stable hash (FNV-1a) of `text`. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** "Ananya Iyer" -> "AI"; one name gives its first letter. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const W = 112;
const H = 140;

/** The motif's shapes in a 112x140 box, centred on the box's lower right. */
function motif(kind: number): ReactNode {
  const range = (count: number) => Array.from({ length: count }, (_, index) => index);
  switch (kind) {
    case 0: // Concentric arcs.
      return range(6).map((index) => (
        <circle key={index} cx={W} cy={H} r={22 + index * 18} fill="none" strokeWidth="6" />
      ));
    case 1: // Diagonal bands.
      return range(8).map((index) => (
        <line
          key={index}
          x1={-40 + index * 26}
          y1={H}
          x2={40 + index * 26}
          y2={0}
          strokeWidth="7"
        />
      ));
    case 2: // A grid of dots.
      return range(5).flatMap((row) =>
        range(4).map((column) => (
          <circle key={`${row}-${column}`} cx={14 + column * 28} cy={14 + row * 28} r="5" />
        )),
      );
    default: // Steps rising to the right, like a results chart.
      return range(5).map((index) => (
        <rect
          key={index}
          x={4 + index * 22}
          y={H - 24 - index * 20}
          width="18"
          height={24 + index * 20}
          rx="3"
        />
      ));
  }
}

export function NameMark({ name, role }: { name: string; role: string }) {
  const hash = hashOf(`${name}|${role}`);
  const turn = ((hash >>> 4) % 2) * 180;
  const tone = hash % 2 === 0 ? 'rm-name-mark-brand' : 'rm-name-mark-accent';
  return (
    <svg
      className={`rm-name-mark ${tone}`}
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      aria-hidden="true"
      focusable="false"
    >
      <g className="rm-name-mark-motif" transform={`rotate(${turn} ${W / 2} ${H / 2})`}>
        {motif((hash >>> 8) % 4)}
      </g>
      <text x="12" y={H - 16} className="rm-name-mark-initials">
        {initialsOf(name)}
      </text>
    </svg>
  );
}

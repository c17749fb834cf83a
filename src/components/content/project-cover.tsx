// A portfolio project's cover: an abstract picture of the kind of work (website, campaign, SEO,
// social or automation) in the project's own two colours. Decorative: the card's text says it all.
import type { PortfolioProject } from '../../content/company/schema';

interface Props {
  category: PortfolioProject['category'];
  background: string;
  accent: string;
}

type OutlineProps = Record<'x' | 'y' | 'width' | 'height' | 'rx', string> & { accent: string };

/** A rounded frame drawn in the accent: a browser window, a search box, a phone. */
function Outline({ x, y, width, height, rx, accent }: OutlineProps) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx={rx}
      fill="none"
      stroke={accent}
      strokeWidth="4"
    />
  );
}

function Motif({ category, accent }: { category: Props['category']; accent: string }) {
  switch (category) {
    case 'Website':
      return (
        <g>
          <Outline x="90" y="34" width="220" height="140" rx="10" accent={accent} />
          <line x1="90" y1="58" x2="310" y2="58" stroke={accent} strokeWidth="4" />
          <circle cx="106" cy="46" r="4" fill={accent} />
          <circle cx="120" cy="46" r="4" fill={accent} />
          <rect x="110" y="74" width="110" height="14" rx="4" fill={accent} />
          <rect x="110" y="96" width="80" height="8" rx="4" fill={accent} opacity="0.6" />
          <rect x="110" y="126" width="56" height="32" rx="6" fill={accent} opacity="0.8" />
          <rect x="172" y="126" width="56" height="32" rx="6" fill={accent} opacity="0.5" />
          <rect x="234" y="74" width="58" height="84" rx="6" fill={accent} opacity="0.35" />
        </g>
      );
    case 'Campaign':
      return (
        <g>
          {[40, 58, 52, 80, 96, 120].map((height, index) => (
            <rect
              key={index}
              x={96 + index * 36}
              y={170 - height}
              width="24"
              height={height}
              rx="5"
              fill={accent}
              opacity={0.45 + index * 0.1}
            />
          ))}
          <path
            d="M96 118 L150 100 L200 106 L250 72 L306 44"
            fill="none"
            stroke={accent}
            strokeWidth="4"
            strokeLinecap="round"
          />
          <circle cx="306" cy="44" r="8" fill={accent} />
        </g>
      );
    case 'SEO':
      return (
        <g>
          <Outline x="80" y="40" width="240" height="36" rx="18" accent={accent} />
          <circle cx="104" cy="58" r="8" fill="none" stroke={accent} strokeWidth="3" />
          <line
            x1="110"
            y1="64"
            x2="116"
            y2="70"
            stroke={accent}
            strokeWidth="3"
            strokeLinecap="round"
          />
          <rect x="128" y="53" width="120" height="10" rx="5" fill={accent} opacity="0.6" />
          {[0, 1, 2].map((row) => (
            <g key={row} opacity={1 - row * 0.25}>
              <rect
                x="80"
                y={96 + row * 26}
                width={160 - row * 30}
                height="10"
                rx="5"
                fill={accent}
              />
              <rect
                x="80"
                y={110 + row * 26}
                width={220 - row * 20}
                height="6"
                rx="3"
                fill={accent}
                opacity="0.5"
              />
            </g>
          ))}
        </g>
      );
    case 'Social':
      return (
        <g>
          <Outline x="150" y="24" width="100" height="160" rx="16" accent={accent} />
          {[0, 1, 2].map((row) =>
            [0, 1].map((column) => (
              <rect
                key={`${row}-${column}`}
                x={162 + column * 40}
                y={44 + row * 44}
                width="36"
                height="38"
                rx="6"
                fill={accent}
                opacity={0.4 + (row + column) * 0.15}
              />
            )),
          )}
          <path
            d="M290 70 a12 12 0 0 1 20 -8 a12 12 0 0 1 20 8 c0 14 -20 26 -20 26 c0 0 -20 -12 -20 -26z"
            fill={accent}
          />
          <circle cx="96" cy="120" r="22" fill="none" stroke={accent} strokeWidth="4" />
          <path d="M90 110 L106 120 L90 130 Z" fill={accent} />
        </g>
      );
    case 'Automation':
      return (
        <g>
          <path
            d="M110 104 H170 M230 104 H290 M200 74 V44 M200 134 V164"
            stroke={accent}
            strokeWidth="4"
            strokeDasharray="8 6"
          />
          <rect x="170" y="74" width="60" height="60" rx="12" fill={accent} />
          <circle cx="96" cy="104" r="16" fill="none" stroke={accent} strokeWidth="4" />
          <circle cx="304" cy="104" r="16" fill="none" stroke={accent} strokeWidth="4" />
          <circle cx="200" cy="32" r="12" fill={accent} opacity="0.6" />
          <circle cx="200" cy="176" r="12" fill={accent} opacity="0.6" />
        </g>
      );
  }
}

export function ProjectCover({ category, background, accent }: Props) {
  return (
    <svg
      viewBox="0 0 400 208"
      width="400"
      height="208"
      aria-hidden="true"
      focusable="false"
      className="block h-auto w-full"
    >
      <rect width="400" height="208" fill={background} />
      <circle cx="360" cy="20" r="70" fill={accent} opacity="0.12" />
      <circle cx="30" cy="200" r="50" fill={accent} opacity="0.1" />
      <Motif category={category} accent={accent} />
    </svg>
  );
}

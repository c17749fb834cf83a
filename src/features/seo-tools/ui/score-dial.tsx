// A 0–100 score drawn as a ring in the colour of its band, with the number in the middle: the
// analyzer's and audit's SEO score and the category scores of a Lighthouse report.
export type ScoreTone = 'good' | 'fair' | 'poor';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface Props {
  score: number;
  tone: ScoreTone;
  /** What the score is, for the accessible name, e.g. "SEO score". */
  label: string;
  size?: number;
}

export function ScoreDial({ score, tone, label, size = 112 }: Props) {
  const shown = Math.round(Math.max(0, Math.min(100, score)));
  const dash = ((shown / 100) * CIRCUMFERENCE).toFixed(1);
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={`${label}: ${shown} out of 100`}
      className={`score-dial tone-${tone}`}
    >
      <circle cx="50" cy="50" r={RADIUS} className="score-dial-track" />
      <circle
        cx="50"
        cy="50"
        r={RADIUS}
        className="score-dial-value"
        strokeDasharray={`${dash} ${CIRCUMFERENCE.toFixed(1)}`}
        transform="rotate(-90 50 50)"
      />
      <text
        x="50"
        y="50"
        dominantBaseline="central"
        textAnchor="middle"
        className="score-dial-text"
      >
        {shown}
      </text>
    </svg>
  );
}

// The home hero's decorative picture: a results dashboard with monthly enquiries rising and cost per
// lead falling. Drawn with theme colour utilities so it follows light and dark mode.
const bars = [38, 46, 44, 58, 66, 79, 92, 104];

export function GrowthIllustration() {
  const barWidth = 26;
  const gap = 14;
  const base = 250;
  const line = bars.map((_, index) => {
    const x = 48 + index * (barWidth + gap) + barWidth / 2;
    const y = 112 + index * 9 - (index % 2) * 4;
    return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
  });
  return (
    <svg
      viewBox="0 0 400 320"
      width="400"
      height="320"
      aria-hidden="true"
      focusable="false"
      className="h-auto w-full max-w-md"
    >
      <rect
        x="8"
        y="8"
        width="384"
        height="304"
        rx="20"
        className="fill-surface stroke-line"
        strokeWidth="2"
      />
      <rect x="32" y="32" width="120" height="12" rx="6" className="fill-subtle" />
      <rect x="32" y="52" width="72" height="10" rx="5" className="fill-subtle" />
      <circle cx="340" cy="56" r="28" className="fill-brand" opacity="0.15" />
      <path
        d="M328 64l10-14 8 8 10-14"
        className="stroke-brand"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <line x1="32" y1={base} x2="368" y2={base} className="stroke-line" strokeWidth="2" />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={48 + index * (barWidth + gap)}
          y={base - height}
          width={barWidth}
          height={height}
          rx="6"
          className="fill-brand"
          opacity={0.35 + index * 0.08}
        />
      ))}
      <path
        d={line.join(' ')}
        className="stroke-accent"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeDasharray="6 6"
      />
      <rect x="32" y="272" width="88" height="10" rx="5" className="fill-subtle" />
      <rect x="136" y="272" width="56" height="10" rx="5" className="fill-subtle" />
    </svg>
  );
}

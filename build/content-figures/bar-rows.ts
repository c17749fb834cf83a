// A figure of labelled bars, one row each (an article's sections by reading time, the blog's
// topics by articles, the site's templates by pages): a heading, then each row's label, its bar
// to scale against the largest value, and its value in words. An optional mark draws a threshold.
import { FIGURE_WIDTH, PAD, fitText, svgCard, svgRect, svgText } from './svg-card.ts';

export interface BarRow {
  label: string;
  value: number;
  /** The value as the row prints it, e.g. "2 min" or "5". */
  shown: string;
  /** Teal instead of indigo: the row to notice (design.md: teal marks a result). */
  accent?: boolean;
}

interface BarRowsOptions {
  heading: string;
  subheading?: string;
  /** A vertical rule at this value, with its label (e.g. the 4.5:1 contrast minimum). */
  mark?: { value: number; label: string };
  /** The value a full bar stands for; the largest row's by default. */
  max?: number;
  /** Each label on its own line over a full-width bar, for long labels. */
  stacked?: boolean;
}

const LABEL_WIDTH = 150;
const VALUE_WIDTH = 44;

/** Where a row's parts go: beside each other, or the label and value over the bar. */
function rowLayout(stacked: boolean) {
  const barX = stacked ? PAD : PAD + LABEL_WIDTH + 8;
  return stacked
    ? { row: 34, barX, barY: 19, barHeight: 8, labelWidth: 250, valueY: 13 }
    : { row: 30, barX, barY: 6, barHeight: 12, labelWidth: LABEL_WIDTH, valueY: 16 };
}

export function drawBarRows(rows: readonly BarRow[], options: BarRowsOptions, title: string) {
  const max = options.max ?? Math.max(...rows.map((row) => row.value), options.mark?.value ?? 0);
  const {
    row: ROW,
    barX,
    barY,
    barHeight,
    labelWidth,
    valueY,
  } = rowLayout(Boolean(options.stacked));
  const barWidth = FIGURE_WIDTH - barX - PAD - (options.stacked ? 0 : VALUE_WIDTH);
  const top = options.subheading ? 58 : 42;
  const height = top + rows.length * ROW + 8;
  const scale = (value: number) => (barWidth * value) / (max || 1);
  const body = [
    svgText(PAD, 28, fitText(options.heading, FIGURE_WIDTH - 2 * PAD, 14), {
      size: 14,
      weight: 700,
    }),
    options.subheading
      ? svgText(PAD, 46, fitText(options.subheading, FIGURE_WIDTH - 2 * PAD, 12), {
          className: 'm',
        })
      : '',
    ...rows.flatMap((row, index) => {
      const y = top + index * ROW;
      return [
        svgText(PAD, y + 13, fitText(row.label, labelWidth, 12), { size: 12 }),
        svgRect(barX, y + barY, barWidth, barHeight, 'k'),
        svgRect(barX, y + barY, Math.max(4, scale(row.value)), barHeight, row.accent ? 'a' : 'b'),
        svgText(FIGURE_WIDTH - PAD, y + valueY, row.shown, {
          size: 12,
          weight: 600,
          anchor: 'end',
        }),
      ];
    }),
  ];
  if (options.mark) {
    const x = (barX + scale(options.mark.value)).toFixed(1);
    body.push(
      `<path d="M${x} ${top - 4}V${height - 8}" class="l" stroke-width="1.5" stroke-dasharray="3 3"/>`,
      svgText(Number(x), top - 8, options.mark.label, {
        size: 11,
        className: 'm',
        anchor: 'middle',
      }),
    );
  }
  return { svg: svgCard(height, body, title), width: FIGURE_WIDTH, height };
}
